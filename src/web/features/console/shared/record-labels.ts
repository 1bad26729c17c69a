import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The values the catalogue names (the server's columns); anything else is shown as it came. */
const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'completed',
  'cancelled',
  'lapsed',
] as const;
const PAYMENT_KINDS = ['rent', 'extension', 'refund', 'balance'] as const;
const PAYMENT_METHODS = [
  'Test gateway',
  'Razorpay',
  'UPI / bank transfer',
  'Cash at the counter',
  'Card at the counter',
  'UPI at the counter',
  'manual',
] as const;
const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A booking's status and a payment's kind, method and status in the page's language, as the
 * booking page, the customer page and the payments pages name them (one set of names, in the
 * bookings section's catalogue). A value the catalogue does not know is shown as it came.
 */
export function useRecordLabels() {
  const { t } = useTranslation();
  const bookingStatus = useCallback(
    (s: string) =>
      isOneOf(BOOKING_STATUSES, s) ? t(`console.bookings.statuses.${s}`) : s.replace('_', ' '),
    [t],
  );
  const paymentKind = useCallback(
    (k: string) => (isOneOf(PAYMENT_KINDS, k) ? t(`console.bookings.paymentKinds.${k}`) : k),
    [t],
  );
  const paymentMethod = useCallback(
    (m: string) => (isOneOf(PAYMENT_METHODS, m) ? t(`console.bookings.paymentMethods.${m}`) : m),
    [t],
  );
  const paymentStatus = useCallback(
    (s: string) => (isOneOf(PAYMENT_STATUSES, s) ? t(`console.bookings.paymentStatuses.${s}`) : s),
    [t],
  );
  return useMemo(
    () => ({ bookingStatus, paymentKind, paymentMethod, paymentStatus }),
    [bookingStatus, paymentKind, paymentMethod, paymentStatus],
  );
}
