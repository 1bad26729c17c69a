import { useId, useState } from 'react';
import { CANCEL_REASON_MAX } from '../../../../shared/console-bookings';
import { useCancelOnBehalf } from '../api/console-reports-api';

/**
 * Cancels a booking for its customer: the customer's own refund rules apply on the server and
 * the customer is mailed. Staff must say why (kept in the audit log).
 */
export function CancelBookingForm({
  bookingId,
  cancellable,
}: {
  bookingId: number;
  /** False once it is cancelled, picked up or past pickup; the outcome message stays. */
  cancellable: boolean;
}) {
  const cancel = useCancelOnBehalf(bookingId);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (!cancellable && !cancel.isSuccess) return null;
  return (
    <section className="rounded-2xl bg-white shadow-sm space-y-3 p-4">
      <h2 className="text-lg font-bold text-slate-900">Cancel for the customer</h2>
      <p className="text-sm text-slate-700">
        The customer’s cancellation rules decide the refund, and the customer gets the same e-mail
        as when they cancel themselves.
      </p>
      {cancel.isSuccess && (
        <p role="status" className="text-sm font-semibold text-green-800">
          {cancel.data.message}
        </p>
      )}
      {cancel.isError && (
        <p role="alert" className="text-sm text-red-700">
          {cancel.error.message}
        </p>
      )}
      {cancellable && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate(reason.trim());
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-800">
            Reason for cancelling
          </label>
          <textarea
            id={reasonId}
            className="field"
            rows={2}
            required
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
          </button>
        </form>
      )}
    </section>
  );
}
