import { and, eq, sql } from 'drizzle-orm';
import { gstTermsOf, type GstTerms } from '../../../shared/gst.js';
import type { GstSubject } from '../../../shared/journal.js';
import type { DbOrTx } from '../../db/client.js';
import { cars, customerGstDetails, gstRates, gstSettings } from '../../db/schema.js';

// Read here (payments owns and writes these tables) because bookings prices every rental with
// them and payments depends on bookings, not the other way round.

/**
 * What a supply of a car is taxed by: its category's rate and SAC (joined by `carCategoryRate`),
 * the business's home state and the buyer's GSTIN (the place of supply follows from them).
 */
export const taxColumns = {
  rateBp: gstRates.rateBp,
  sac: gstRates.sac,
  homeState: gstSettings.stateCode,
  buyerGstin: customerGstDetails.gstin,
};

/** Joins `gstRates` to the rate of the car's category. */
export const carCategoryRate = and(
  eq(gstRates.subject, 'car_category' satisfies GstSubject),
  eq(gstRates.subjectKey, sql`${cars.categoryId}::text`),
);

/**
 * The GST a rental of this car carries for this customer, now: its category's rate and SAC,
 * whether the supply is inter-state (a buyer's GSTIN of another state) and whether prices
 * include GST, read the way the journal and the receipt voucher read them when the booking is
 * paid. Null terms while GST is off or no rate is set.
 */
export async function rentalGstTerms(
  db: DbOrTx,
  userId: number,
  carId: number,
): Promise<{ terms: GstTerms; sac: string } | null> {
  const [row] = await db
    .select({ ...taxColumns, pricesIncludeTax: gstSettings.pricesIncludeTax })
    .from(cars)
    .innerJoin(gstSettings, eq(gstSettings.enabled, true))
    .innerJoin(gstRates, carCategoryRate)
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, userId))
    .where(eq(cars.id, carId));
  if (!row) return null;
  const terms = gstTermsOf({ ...row, buyerGstin: row.buyerGstin ?? null });
  return terms ? { terms, sac: row.sac } : null;
}
