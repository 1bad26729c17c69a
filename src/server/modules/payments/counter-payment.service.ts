import {
  COUNTER_METHOD_LABELS,
  type CounterPaymentMethod,
} from '../../../shared/counter-booking.js';
import { must } from '../../../shared/must.js';
import type { Tx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { Emit } from '../../lib/events/domain-events.js';
import { conflict } from '../../lib/http-errors.js';
import { confirmBooking } from '../bookings/index.js';
import { postBookingPaid } from './journal.service.js';
import { paymentReceived } from './payments.service.js';
import { notWaitingForPaymentMessage } from '../../../shared/booking-messages.js';

/**
 * Staff took the booking's whole amount at the counter (cash, card or UPI, with the slip's or
 * app's reference): a successful rent payment of the booking's total, and the booking
 * confirmed, inside the caller's transaction. The customer's confirmation mail follows the
 * commit (`booking.confirmed`), as for a payment online.
 */
export async function recordCounterPayment(
  tx: Tx,
  emit: Emit,
  booking: { id: number; userId: number; parentBookingId: number | null; totalPaise: number },
  payment: { method: CounterPaymentMethod; reference: string },
) {
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      kind: 'rent',
      method: COUNTER_METHOD_LABELS[payment.method],
      amountPaise: booking.totalPaise,
      status: 'success',
      gatewayPaymentId: payment.reference || null,
    })
    .returning({ id: payments.id });
  const paymentId = must(row, 'the inserted counter payment').id;
  if (!(await confirmBooking(tx, booking.id))) {
    throw conflict(notWaitingForPaymentMessage(booking.id));
  }
  // Into the journal (cash, or the bank for card and UPI) with its receipt voucher, as any
  // other payment of a booking (decision 0031).
  await postBookingPaid(tx, {
    id: paymentId,
    bookingId: booking.id,
    method: COUNTER_METHOD_LABELS[payment.method],
    amountPaise: booking.totalPaise,
  });
  emit(paymentReceived(paymentId, booking));
  return paymentId;
}
