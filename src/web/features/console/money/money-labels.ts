import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The values the catalogue names (the server's columns); anything else is shown as it came. */
const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'completed',
  'cancelled',
  'lapsed',
] as const;
const PAYMENT_METHODS = [
  'Test gateway',
  'Razorpay',
  'UPI / bank transfer',
  'Cash at the counter',
  'Card at the counter',
  'UPI at the counter',
  'manual',
] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A booking's status and a payment's method in the page's language, with the bookings
 * section's names (their English is the server's value, "pending payment" for pending_payment).
 */
export function useMoneyLabels() {
  const { t } = useTranslation();
  const bookingStatus = useCallback(
    (s: string) =>
      isOneOf(BOOKING_STATUSES, s) ? t(`console.bookings.statuses.${s}`) : s.replace('_', ' '),
    [t],
  );
  const paymentMethod = useCallback(
    (m: string) => (isOneOf(PAYMENT_METHODS, m) ? t(`console.bookings.paymentMethods.${m}`) : m),
    [t],
  );
  return { bookingStatus, paymentMethod };
}
