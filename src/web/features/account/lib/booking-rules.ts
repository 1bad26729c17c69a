import {
  ALREADY_CANCELLED_MESSAGE,
  CANCEL_AFTER_PICKUP_MESSAGE,
  EXTEND_AFTER_DROP_MESSAGE,
  EXTEND_CANCELLED_MESSAGE,
  EXTEND_UNPAID_MESSAGE,
  LAPSED_MESSAGE,
  type Booking,
} from '../../../../shared/bookings';

/** Why Cancel Booking is refused before asking the server, or undefined. */
export function cancelBlock(booking: Booking, now: Date): string | undefined {
  if (booking.status === 'cancelled' || booking.displayStatus === 'Cancelled') {
    return ALREADY_CANCELLED_MESSAGE;
  }
  if (new Date(booking.pickupAt).getTime() <= now.getTime()) return CANCEL_AFTER_PICKUP_MESSAGE;
  return undefined;
}

/** Why Extend Booking is refused before asking the server, or undefined. */
export function extendBlock(booking: Booking, now: Date): string | undefined {
  if (booking.status === 'cancelled') return EXTEND_CANCELLED_MESSAGE;
  if (booking.status === 'lapsed') return LAPSED_MESSAGE;
  if (new Date(booking.finalDropAt).getTime() <= now.getTime()) return EXTEND_AFTER_DROP_MESSAGE;
  if (booking.status === 'pending_payment') return EXTEND_UNPAID_MESSAGE;
  return undefined;
}

/** The dashboard notice for a return from payment (?order_id=..&status=1|2): its key. */
export function paymentNotice(
  params: URLSearchParams,
): 'account.notices.thanks' | 'account.notices.paymentFailed' | undefined {
  if (!params.get('order_id')) return undefined;
  const status = params.get('status');
  if (status === '1') return 'account.notices.thanks';
  if (status === '2') return 'account.notices.paymentFailed';
  return undefined;
}
