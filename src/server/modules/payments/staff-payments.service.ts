import {
  DEPOSIT_RELEASE_PENDING_MESSAGE,
  depositStillHeldMessage,
  isDepositHeld,
} from '../../../shared/deposit-hold.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { refundDetails } from './refund-destination.service.js';
import { eq } from 'drizzle-orm';
import { holdIsLive } from '../../../shared/bookings.js';
import { must } from '../../../shared/must.js';
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
import { bookings, cars } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { confirmBooking, setHoldExpiry } from '../bookings/index.js';
import { MANUAL_METHOD } from '../../../shared/payments.js';
import { postBookingPaid, postRefundPaidOut } from './journal.service.js';
import { markPayment } from './payments.queries.js';
import { paymentReceived } from './payments.service.js';

type Deps = { db: Db; events: EventBus };
import {
  listPendingManualPayments,
  listPendingRefunds,
  lockManualPayment,
  lockRefund,
} from './staff-payments.queries.js';

/** Who acted (staff id), for the audit entry written with the change. */
export type ActorId = number;

/** One audit entry of a payment change, carrying the branch of the booking's car. */
async function auditPayment(
  tx: Tx,
  actorId: ActorId,
  action: string,
  row: { paymentId: number; bookingId: number },
  change: { before: unknown; after: unknown },
) {
  const [car] = await tx
    .select({ branchId: cars.branchId })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, row.bookingId));
  await recordAudit(tx, {
    actorId,
    action,
    recordType: 'payment',
    recordId: row.paymentId,
    branchId: car?.branchId ?? null,
    ...change,
  });
}

/** `branchId` null: every branch (admins). */
export async function pendingManualPayments(
  db: Db,
  branchId: number | null,
): Promise<PendingManualPayments> {
  const rows = await listPendingManualPayments(db, branchId);
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
export async function confirmManualPayment(
  deps: Deps,
  actorId: ActorId,
  paymentId: number,
  now = new Date(),
) {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const { payment, booking } = await lockPending(tx, paymentId);
    if (!holdIsLive(booking, now)) throw conflict(BOOKING_NOT_HELD_MESSAGE);
    await markPayment(tx, payment.id, { status: 'success' });
    await postBookingPaid(tx, payment);
    const confirmed = await confirmBooking(tx, booking.id);
    await auditPayment(
      tx,
      actorId,
      'payment.confirm',
      { paymentId: payment.id, bookingId: booking.id },
      {
        before: { status: payment.status, utr: payment.gatewayPaymentId },
        after: { status: 'success', bookingStatus: confirmed ? 'confirmed' : booking.status },
      },
    );
    if (confirmed) emit(paymentReceived(payment.id, booking));
    return { paymentId: payment.id, bookingId: booking.id, userId: booking.userId, confirmed };
  });
}

/**
 * Staff could not match the UTR: the payment fails. An unpaid booking then keeps its car for
 * the ordinary booking hold (`holdMinutes`, BOOKING_HOLD_MINUTES) from now, never longer than
 * it already had, so the customer can pay online or send the right UTR before it lapses.
 * The customer is told (with staff's `reason`) after commit.
 */
export async function rejectManualPayment(
  deps: Deps,
  actorId: ActorId,
  paymentId: number,
  opts: { holdMinutes: number; reason: string | null },
  now = new Date(),
) {
  const { holdMinutes } = opts;
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const { payment, booking } = await lockPending(tx, paymentId);
    await markPayment(tx, payment.id, { status: 'failed' });
    let holdExpiresAt = booking.holdExpiresAt;
    if (booking.status === 'pending_payment') {
      const short = new Date(now.getTime() + holdMinutes * 60_000);
      if (!holdExpiresAt || holdExpiresAt > short) {
        holdExpiresAt = short;
        await setHoldExpiry(tx, booking.id, holdExpiresAt);
      }
    }
    const stillHeldUntil = booking.status === 'pending_payment' ? holdExpiresAt : null;
    await auditPayment(
      tx,
      actorId,
      'payment.reject',
      { paymentId: payment.id, bookingId: booking.id },
      {
        before: { status: payment.status, utr: payment.gatewayPaymentId },
        after: { status: 'failed', reason: opts.reason },
      },
    );
    const outcome = {
      paymentId: payment.id,
      bookingId: booking.id,
      userId: booking.userId,
      utr: payment.gatewayPaymentId ?? '',
    };
    emit({
      type: 'manual-payment.rejected',
      ...outcome,
      reason: opts.reason,
      stillHeldUntil: stillHeldUntil?.toISOString() ?? null,
    });
    return outcome;
  });
}

/** `branchId` null: every branch (admins). */
export async function pendingRefunds(db: Db, branchId: number | null): Promise<PendingRefunds> {
  const rows = await listPendingRefunds(db, branchId);
  const details = await refundDetails(
    db,
    rows.map((r) => r.payment.id),
  );
  return {
    refunds: rows.map(({ payment, booking, user }) => ({
      ...details(payment.id),
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
 * with the transfer's UTR. 409 when it was already paid, the gateway is paying it, or it is a
 * deposit the branch still holds after the return.
 */
export async function markRefundPaid(
  deps: Deps,
  actorId: ActorId,
  paymentId: number,
  utr: string,
  now = new Date(),
) {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const refund = await lockRefund(tx, paymentId);
    if (!refund) throw notFound(REFUND_NOT_FOUND_MESSAGE);
    if (refund.status === 'processing') throw conflict(REFUND_AT_GATEWAY_MESSAGE);
    if (refund.status !== 'pending') throw conflict(REFUND_NOT_PENDING_MESSAGE);
    if (refund.gatewayPaymentId) throw conflict(REFUND_AT_GATEWAY_MESSAGE);
    if (refund.heldUntil !== null && refund.releasedAt === null) {
      // A deposit held after the return is payable once the release job has taken what the
      // booking still owes from it (charges after the trip) and released the rest.
      if (isDepositHeld(refund, now)) {
        throw conflict(depositStillHeldMessage(formatIstDayTime(refund.heldUntil)));
      }
      throw conflict(DEPOSIT_RELEASE_PENDING_MESSAGE);
    }
    await markPayment(tx, refund.id, { status: 'success', gatewayPaymentId: utr });
    // Staff send it from the bank account, whatever way the booking was paid.
    await postRefundPaidOut(tx, {
      paymentId: refund.id,
      bookingId: refund.bookingId,
      amountPaise: refund.amountPaise,
      method: MANUAL_METHOD,
    });
    await auditPayment(
      tx,
      actorId,
      'refund.paid',
      { paymentId: refund.id, bookingId: refund.bookingId },
      { before: { status: refund.status }, after: { status: 'success', utr } },
    );
    const [booking] = await tx
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, refund.bookingId));
    const outcome = {
      paymentId: refund.id,
      bookingId: refund.bookingId,
      userId: must(booking, "the refund's booking").userId,
      amountPaise: refund.amountPaise,
      utr,
    };
    emit({ type: 'refund.sent', ...outcome });
    return outcome;
  });
}
