import type { CheckoutGst } from '../../../shared/gst-buyer.js';
import type { DbOrTx } from '../../db/client.js';
import { rentalGstTerms } from '../bookings/index.js';

/** The checkout's tax line: the terms and the SAC, or null (no GST on this booking). */
export async function checkoutGst(db: DbOrTx, userId: number, carId: number): Promise<CheckoutGst> {
  const found = await rentalGstTerms(db, userId, carId);
  return { gst: found ? { ...found.terms, sac: found.sac } : null };
}
