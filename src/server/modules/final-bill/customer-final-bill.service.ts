import { and, eq } from 'drizzle-orm';
import { finalBillSchema } from '../../../shared/console-bookings.js';
import type { Db } from '../../db/client.js';
import { bookingHandovers, bookings } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { depositHeld } from '../payments/index.js';

/**
 * The final bill of a customer's own returned booking (decision 0013), as the return stored
 * it, with the deposit the branch still holds for charges after the trip; 404 for a booking
 * not returned yet or not theirs.
 */
export async function customerFinalBill(db: Db, userId: number, bookingId: number) {
  const [row] = await db
    .select({ bill: bookingHandovers.bill, recordedAt: bookingHandovers.recordedAt })
    .from(bookingHandovers)
    .innerJoin(bookings, eq(bookings.id, bookingHandovers.bookingId))
    .where(
      and(
        eq(bookingHandovers.bookingId, bookingId),
        eq(bookingHandovers.stage, 'return'),
        eq(bookings.userId, userId),
      ),
    );
  if (!row) throw notFound('No final bill for this booking yet.');
  const bill = finalBillSchema.safeParse(row.bill);
  // The return wrote this bill through the same schema, so a mismatch is a defect, not input.
  if (!bill.success) throw new Error(`Booking ${bookingId}: the stored final bill is malformed`);
  const deposit = await depositHeld(db, bookingId);
  return {
    bill: bill.data,
    returnedAt: row.recordedAt.toISOString(),
    ...(deposit.heldUntil
      ? { depositHold: { heldPaise: deposit.heldPaise, heldUntil: deposit.heldUntil } }
      : {}),
  };
}
