import {
  HOLD_EXPIRED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_AVAILABLE_MESSAGE,
  type PayResponse,
  type TestOrder,
} from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import {
  GATEWAY_METHODS,
  type GatewayResult,
  type PaymentGateway,
} from '../../lib/payment-gateways/payment-gateway.js';
import type { DomainEvent } from '../../lib/events/domain-events.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { confirmBooking, findBookingOf, getBooking } from '../bookings/index.js';
import { BOOKING_NOT_FOUND_MESSAGE, holdIsLive } from '../../../shared/bookings.js';
import { postBalancePaid, postBookingPaid } from './journal.service.js';
import {
  findPaymentByOrder,
  insertPayment,
  lockPaymentByOrder,
  markPayment,
  paymentKindOf,
} from './payments.queries.js';

/** Opens a gateway order for the booking's total as stored (never a client's amount). */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  bookingId: number,
): Promise<PayResponse> {
  const row = await findBookingOf(db, userId, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const booking = row.booking;
  if (booking.status !== 'pending_payment') throw conflict(PAYMENT_NOT_AVAILABLE_MESSAGE);
  if (!holdIsLive(booking, new Date())) throw conflict(HOLD_EXPIRED_MESSAGE);
  const order = await gateway.createOrder({ id: booking.id }, booking.totalPaise);
  await insertPayment(db, {
    bookingId: booking.id,
    kind: paymentKindOf(booking),
    method: GATEWAY_METHODS[gateway.name],
    amountPaise: booking.totalPaise,
    status: 'pending',
    gatewayOrderId: order.orderId,
  });
  return { gateway: gateway.name, amountPaise: booking.totalPaise, ...order };
}

/** The test gateway page's data; only the booking's owner sees it. */
export async function getTestOrder(db: Db, userId: number, orderId: string): Promise<TestOrder> {
  const row = await findPaymentByOrder(db, orderId);
  if (!row || row.userId !== userId || !row.payment.gatewayOrderId?.startsWith('test_')) {
    throw notFound(ORDER_NOT_FOUND_MESSAGE);
  }
  return {
    orderId,
    amountPaise: row.payment.amountPaise,
    status: row.payment.status,
    booking: await getBooking(db, userId, row.payment.bookingId),
  };
}

/**
 * Applies a gateway's verdict in one transaction: paid marks the payment a success and
 * confirms the booking; failed marks it failed (the booking keeps its hold until it lapses).
 * A payment already paid stays as it is. After commit, the booking confirmed (or extension
 * bought) is published once, when this call confirmed it. `ownerId` limits the order to one
 * customer; `requireLiveHold` refuses to take money for a booking whose hold has run out.
 */
/** Whether a gateway order is a booking's (its payment row was written when it was opened). */
export async function isBookingOrder(db: Db, orderId: string) {
  return (await findPaymentByOrder(db, orderId)) !== undefined;
}

export async function completePayment(
  deps: { db: Db; events: EventBus },
  result: GatewayResult,
  opts: { ownerId?: number; requireLiveHold?: boolean } = {},
): Promise<{ paid: boolean; bookingId: number; userId: number; confirmed: boolean }> {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const row = await lockPaymentByOrder(tx, result.orderId);
    if (!row || (opts.ownerId !== undefined && row.booking.userId !== opts.ownerId)) {
      throw notFound(ORDER_NOT_FOUND_MESSAGE);
    }
    const { payment, booking } = row;
    const ids = { bookingId: booking.id, userId: booking.userId };
    if (payment.status === 'success') return { paid: true, confirmed: false, ...ids };
    if (result.status === 'failed') {
      await markPayment(tx, payment.id, { status: 'failed' });
      emit({ type: 'payment.failed', paymentId: payment.id, ...ids });
      return { paid: false, confirmed: false, ...ids };
    }
    // A balance after the return (a payment link) has no hold and nothing to confirm.
    const balance = payment.kind === 'balance';
    if (!balance && opts.requireLiveHold && !holdIsLive(booking, new Date()))
      throw conflict(HOLD_EXPIRED_MESSAGE);
    await markPayment(tx, payment.id, {
      status: 'success',
      ...(result.paymentId ? { gatewayPaymentId: result.paymentId } : {}),
    });
    if (balance) {
      await postBalancePaid(tx, payment);
      return { paid: true, confirmed: false, ...ids };
    }
    await postBookingPaid(tx, payment);
    const confirmed = await confirmBooking(tx, booking.id);
    if (confirmed) emit(paymentReceived(payment.id, booking));
    return { paid: true, confirmed, ...ids };
  });
}

/** What a confirmed payment tells: a booking confirmed, or an extension bought. */
export const paymentReceived = (
  paymentId: number,
  booking: { id: number; userId: number; parentBookingId: number | null },
): DomainEvent =>
  booking.parentBookingId === null
    ? { type: 'booking.confirmed', bookingId: booking.id, userId: booking.userId, paymentId }
    : { type: 'extension.bought', extensionId: booking.id, userId: booking.userId, paymentId };
