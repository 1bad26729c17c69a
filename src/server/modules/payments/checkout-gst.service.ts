import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutGst } from '../../../shared/gst-buyer.js';
import { gstTermsOf, type GstTerms } from '../../../shared/gst.js';
import type { GstSubject } from '../../../shared/journal.js';
import type { DbOrTx } from '../../db/client.js';
import { cars, customerGstDetails, gstRates, gstSettings } from '../../db/schema.js';

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
    .select({
      rateBp: gstRates.rateBp,
      sac: gstRates.sac,
      homeState: gstSettings.stateCode,
      pricesIncludeTax: gstSettings.pricesIncludeTax,
      buyerGstin: customerGstDetails.gstin,
    })
    .from(cars)
    .innerJoin(gstSettings, eq(gstSettings.enabled, true))
    .innerJoin(
      gstRates,
      and(
        eq(gstRates.subject, 'car_category' satisfies GstSubject),
        eq(gstRates.subjectKey, sql`${cars.categoryId}::text`),
      ),
    )
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, userId))
    .where(eq(cars.id, carId));
  if (!row) return null;
  const terms = gstTermsOf({ ...row, buyerGstin: row.buyerGstin ?? null });
  return terms ? { terms, sac: row.sac } : null;
}

/** The checkout's tax line: the terms and the SAC, or null (no GST on this booking). */
export async function checkoutGst(db: DbOrTx, userId: number, carId: number): Promise<CheckoutGst> {
  const found = await rentalGstTerms(db, userId, carId);
  return { gst: found ? { ...found.terms, sac: found.sac } : null };
}
