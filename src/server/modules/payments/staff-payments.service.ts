import { eq } from 'drizzle-orm';
import { holdIsLive } from '../../../shared/bookings.js';
import { bookingReference } from '../../../shared/payments.js';
import {
  BOOKING_NOT_HELD_MESSAGE,
  MANUAL_PAYMENT_NOT_FOUND_MESSAGE,
  MANUAL_PAYMENT_NOT_PENDING_MESSAGE,
  REFUND_AT_GATEWAY_MESSAGE,
  REFUND_NOT_FOUND_MESSAGE,
  REFUND_NOT_PENDING_MESSAGE,
  type PendingManualPayments,
  type PendingRefunds,
} from '../../../shared/staff-payments.js';
import type { Db, Tx } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { confirmBooking, markPayment } from './payments.queries.js';
import {
  listPendingManualPayments,
  listPendingRefunds,
  lockManualPayment,
  lockRefund,
} from './staff-payments.queries.js';

export async function pendingManualPayments(db: Db): Promise<PendingManualPayments> {
  const rows = await listPendingManualPayments(db);
  return {
    payments: rows.map(({ payment, booking, user }) => ({
      paymentId: payment.id,
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      extendsReference:
        booking.parentBookingId === null ? null : bookingReference(booking.parentBookingId),
      bookingStatus: booking.status,
      customerName: user.name,
      customerEmail: user.email,
      customerMobile: user.mobile,
      amountPaise: payment.amountPaise,
      utr: payment.gatewayPaymentId ?? '',
      submittedAt: payment.createdAt.toISOString(),
      holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    })),
  };
}

async function lockPending(tx: Tx, id: number) {
  const row = await lockManualPayment(tx, id);
  if (!row) throw notFound(MANUAL_PAYMENT_NOT_FOUND_MESSAGE);
  if (row.payment.status !== 'pending') throw conflict(MANUAL_PAYMENT_NOT_PENDING_MESSAGE);
  return row;
}

/**
 * Staff found the transfer in the bank statement: in one transaction the payment becomes a
 * success and the booking confirmed. A booking no longer held (cancelled, lapsed, or its hold
 * ran out before the sweep lapsed it) is refused with 409 and nothing changes.
 */
export async function confirmManualPayment(db: Db, paymentId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const { payment, booking } = await lockPending(tx, paymentId);
    if (!holdIsLive(booking, now)) throw conflict(BOOKING_NOT_HELD_MESSAGE);
    await markPayment(tx, payment.id, { status: 'success' });
    const confirmed = await confirmBooking(tx, booking.id);
    return { paymentId: payment.id, bookingId: booking.id, userId: booking.userId, confirmed };
  });
}

/**
 * Staff could not match the UTR: the payment fails. An unpaid booking then keeps its car for
 * the ordinary booking hold (`holdMinutes`, BOOKING_HOLD_MINUTES) from now, never longer than
 * it already had, so the customer can pay online or send the right UTR before it lapses.
 */
export async function rejectManualPayment(
  db: Db,
  paymentId: number,
  holdMinutes: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { payment, booking } = await lockPending(tx, paymentId);
    await markPayment(tx, payment.id, { status: 'failed' });
    let holdExpiresAt = booking.holdExpiresAt;
    if (booking.status === 'pending_payment') {
      const short = new Date(now.getTime() + holdMinutes * 60_000);
      if (!holdExpiresAt || holdExpiresAt > short) {
        holdExpiresAt = short;
        await tx.update(bookings).set({ holdExpiresAt }).where(eq(bookings.id, booking.id));
      }
    }
    return {
      paymentId: payment.id,
      bookingId: booking.id,
      userId: booking.userId,
      utr: payment.gatewayPaymentId ?? '',
      stillHeldUntil: booking.status === 'pending_payment' ? holdExpiresAt : null,
    };
  });
}

export async function pendingRefunds(db: Db): Promise<PendingRefunds> {
  const rows = await listPendingRefunds(db);
  return {
    refunds: rows.map(({ payment, booking, user }) => ({
      paymentId: payment.id,
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      customerName: user.name,
      customerEmail: user.email,
      customerMobile: user.mobile,
      amountPaise: payment.amountPaise,
      method: payment.method,
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Staff sent the refund by bank transfer: in one transaction the refund row becomes a success
 * with the transfer's UTR. 409 when it was already paid or the gateway is paying it.
 */
export async function markRefundPaid(db: Db, paymentId: number, utr: string) {
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, paymentId);
    if (!refund) throw notFound(REFUND_NOT_FOUND_MESSAGE);
    if (refund.status === 'processing') throw conflict(REFUND_AT_GATEWAY_MESSAGE);
    if (refund.status !== 'pending') throw conflict(REFUND_NOT_PENDING_MESSAGE);
    if (refund.gatewayPaymentId) throw conflict(REFUND_AT_GATEWAY_MESSAGE);
    await markPayment(tx, refund.id, { status: 'success', gatewayPaymentId: utr });
    const [booking] = await tx
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, refund.bookingId));
    return {
      paymentId: refund.id,
      bookingId: refund.bookingId,
      userId: booking!.userId,
      amountPaise: refund.amountPaise,
      utr,
    };
  });
}
