import { and, eq, isNotNull } from 'drizzle-orm';
import { BOOKING_NOT_FOUND_MESSAGE, holdIsLive } from '../../../shared/bookings.js';
import {
  HOLD_EXPIRED_MESSAGE,
  MANUAL_METHOD,
  PAYMENT_NOT_AVAILABLE_MESSAGE,
  UTR_ALREADY_SUBMITTED_MESSAGE,
  UTR_USED_MESSAGE,
  bookingReference,
  upiPayLink,
  type ManualPaymentInfo,
} from '../../../shared/payments.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { findBookingOf, lockBooking, setHoldExpiry } from '../bookings/index.js';
import { insertPayment, paymentKindOf } from './payments.queries.js';

type ManualSettings = Config['payment']['manual'];

/** The manual payment of a booking that staff have not yet confirmed or rejected. */
async function pendingManualUtr(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({ utr: payments.gatewayPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.method, MANUAL_METHOD),
        eq(payments.status, 'pending'),
        isNotNull(payments.gatewayPaymentId),
      ),
    )
    .limit(1);
  return row?.utr ?? null;
}

/** What /make-payment shows: the amount due, the UPI link for the QR code, the bank details. */
export async function getManualPayment(
  db: Db,
  manual: ManualSettings,
  userId: number,
  bookingId: number,
): Promise<ManualPaymentInfo> {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const b = row.booking;
  const amountDuePaise = b.status === 'pending_payment' ? b.totalPaise : 0;
  const reference = bookingReference(b.id);
  return {
    bookingId: b.id,
    reference,
    title: row.title,
    bookingStatus: b.status,
    amountDuePaise,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    upiLink: upiPayLink({
      vpa: manual.upiVpa,
      name: manual.upiPayeeName,
      amountPaise: amountDuePaise,
      note: reference,
    }),
    upiVpa: manual.upiVpa,
    upiPayeeName: manual.upiPayeeName,
    bank: manual.bank,
    submittedUtr: await pendingManualUtr(db, b.id),
  };
}

/**
 * Records the customer's UTR as a pending manual payment and keeps the car held for
 * `holdHours` more, so the booking does not lapse while staff check the bank statement.
 */
export async function submitUtr(
  db: Db,
  manual: ManualSettings,
  userId: number,
  bookingId: number,
  utr: string,
): Promise<ManualPaymentInfo> {
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, userId, bookingId);
    if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (booking.status !== 'pending_payment') throw conflict(PAYMENT_NOT_AVAILABLE_MESSAGE);
    const now = new Date();
    if (!holdIsLive(booking, now)) throw conflict(HOLD_EXPIRED_MESSAGE);
    if (await pendingManualUtr(tx, booking.id)) throw conflict(UTR_ALREADY_SUBMITTED_MESSAGE);
    const [used] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.method, MANUAL_METHOD), eq(payments.gatewayPaymentId, utr)));
    if (used) throw conflict(UTR_USED_MESSAGE);
    await insertPayment(tx, {
      bookingId: booking.id,
      kind: paymentKindOf(booking),
      method: MANUAL_METHOD,
      amountPaise: booking.totalPaise,
      status: 'pending',
      gatewayPaymentId: utr,
    });
    const extended = new Date(now.getTime() + manual.holdHours * 3_600_000);
    if (!booking.holdExpiresAt || booking.holdExpiresAt < extended) {
      await setHoldExpiry(tx, booking.id, extended);
    }
  });
  return getManualPayment(db, manual, userId, bookingId);
}
