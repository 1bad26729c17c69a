import { eq } from 'drizzle-orm';
import type { CheckoutGst } from '../../../shared/gst-buyer.js';
import { placeOfSupply } from '../../../shared/gst.js';
import type { DbOrTx } from '../../db/client.js';
import { cars, customerGstDetails, gstRates, gstSettings } from '../../db/schema.js';
import { carCategoryRate, taxColumns } from './journal.queries.js';

/**
 * The GST a booking of this car would carry for this customer: its category's rate and SAC,
 * and whether the supply is inter-state (a buyer's GSTIN of another state), the same rule the
 * receipt voucher applies when the booking is paid. Null while GST is off or no rate is set.
 */
export async function checkoutGst(db: DbOrTx, userId: number, carId: number): Promise<CheckoutGst> {
  const [row] = await db
    .select(taxColumns)
    .from(cars)
    .innerJoin(gstSettings, eq(gstSettings.enabled, true))
    .innerJoin(gstRates, carCategoryRate)
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, userId))
    .where(eq(cars.id, carId));
  if (!row) return { gst: null };
  return {
    gst: {
      rateBp: row.rateBp,
      sac: row.sac,
      interState: placeOfSupply(row.buyerGstin ?? null, row.homeState) !== row.homeState,
    },
  };
}
