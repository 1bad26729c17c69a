import { eq } from 'drizzle-orm';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return must(row, 'the inserted payment');
}

/** A gateway order with the id of the customer who owns its booking. */
export async function findPaymentByOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ payment: payments, userId: bookings.userId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.gatewayOrderId, orderId));
  return row;
}

/** Locks the order's payment row and its booking: two completions never both apply. */
export async function lockPaymentByOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.gatewayOrderId, orderId))
    .for('update');
  return row;
}

export async function markPayment(
  db: DbOrTx,
  id: number,
  values: { status: 'success' | 'failed'; gatewayPaymentId?: string },
) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** An extension row is paid as an extension; any other booking as rent. */
export const paymentKindOf = (booking: { parentBookingId: number | null }) =>
  booking.parentBookingId === null ? ('rent' as const) : ('extension' as const);
