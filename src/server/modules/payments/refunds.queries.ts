import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';

/** The successful rent and extension payments of a booking and its extensions, oldest first. */
export function paidPaymentsOf(db: DbOrTx, bookingId: number) {
  return db
    .select({
      method: payments.method,
      amountPaise: payments.amountPaise,
      gatewayPaymentId: payments.gatewayPaymentId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        or(eq(bookings.id, bookingId), eq(bookings.parentBookingId, bookingId)),
        // A balance paid for a dearer change is money the customer may be given back too.
        inArray(payments.kind, ['rent', 'extension', 'balance']),
        eq(payments.status, 'success'),
      ),
    )
    .orderBy(asc(payments.id));
}

export async function insertRefundRow(
  db: DbOrTx,
  values: {
    bookingId: number;
    method: string;
    amountPaise: number;
    status?: 'processing';
    heldUntil?: Date | null;
  },
) {
  const [row] = await db
    .insert(payments)
    .values({ status: 'pending', ...values, kind: 'refund' })
    .returning({ id: payments.id });
  return must(row, 'the inserted refund').id;
}

/** The refund row a gateway refund id belongs to. */
export async function findGatewayRefund(db: DbOrTx, refundId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.gatewayPaymentId, refundId)));
  return row;
}

/** A refund row sent to the gateway whose answer is not recorded yet (status processing). */
const sentWithoutAnswer = (refundPaymentId: number) =>
  and(
    eq(payments.id, refundPaymentId),
    eq(payments.kind, 'refund'),
    eq(payments.status, 'processing'),
    isNull(payments.gatewayPaymentId),
  );

/** A refund this process sent to the gateway and has no answer for yet, locked. */
export async function lockSendingRefund(db: DbOrTx, refundPaymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(sentWithoutAnswer(refundPaymentId))
    .for('update');
  return row;
}

/** Sent to the gateway, and its answer not recorded yet (no lock: a read for the webhook). */
export async function isRefundInFlight(db: DbOrTx, refundPaymentId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(sentWithoutAnswer(refundPaymentId));
  return row !== undefined;
}

/** A refund left in flight without an answer goes back to staff. */
export async function releaseSendingRefund(db: DbOrTx, refundPaymentId: number) {
  await db.update(payments).set({ status: 'pending' }).where(sentWithoutAnswer(refundPaymentId));
}

/** The gateway paid the refund out (its webhook): success, only while it is processing. */
export async function markGatewayRefundProcessed(db: DbOrTx, id: number, refundId: string) {
  const rows = await db
    .update(payments)
    .set({ status: 'success', gatewayPaymentId: refundId })
    .where(and(eq(payments.id, id), eq(payments.status, 'processing')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The gateway gave up on a refund it had accepted: back to staff, pending again. */
export async function releaseFailedGatewayRefund(db: DbOrTx, id: number, refundId: string) {
  const rows = await db
    .update(payments)
    .set({ status: 'pending', gatewayPaymentId: null })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'processing'),
        eq(payments.gatewayPaymentId, refundId),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The customer a booking belongs to (told when its refund is paid). */
export async function customerOfBooking(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.userId;
}
