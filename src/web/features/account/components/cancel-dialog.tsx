import { useRef } from 'react';
import type { Booking } from '../../../../shared/bookings';
import { formatRupees } from '../../../../shared/money';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCancellationQuote } from '../api/bookings-api';

interface Props {
  booking: Booking;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const band = (min: number, max: number | null) =>
  max === null ? `${min} hours or more` : `${min} to ${max} hours`;

/** The cancellation charge rules and the refund this cancellation gives, then Yes / No. */
export function CancelDialog({ booking, busy, onConfirm, onClose }: Props) {
  const quote = useCancellationQuote(booking.id);
  const noRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      title={`Cancel booking ${booking.id}?`}
      role="alertdialog"
      onClose={onClose}
      initialFocus={noRef}
    >
      {quote.isPending ? (
        <Spinner label="Loading the refund…" className="py-6" />
      ) : quote.isError ? (
        <ErrorAlert message={errorMessage(quote.error)} className="mt-3" />
      ) : (
        <div className="mt-3 space-y-3 text-sm text-slate-700">
          <p className="font-medium">
            Cancellation charges (of the base fare, by hours before pickup):
          </p>
          <ul className="list-disc pl-5">
            {quote.data.rules.map((r) => (
              <li key={r.minHoursBeforeStart}>
                {band(r.minHoursBeforeStart, r.maxHoursBeforeStart)}: {r.deductionPercent}%
              </li>
            ))}
          </ul>
          <p>
            Deduction now: {quote.data.refund.deductionPercent}% (
            {formatRupees(quote.data.refund.deductionPaise)}). Security deposit refunded in full.
          </p>
          <p className="text-base font-semibold text-slate-900">
            Refund: {formatRupees(quote.data.refund.refundPaise)}
          </p>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button ref={noRef} type="button" className="btn btn-outline" onClick={onClose}>
          No
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={busy || !quote.isSuccess}
        >
          {busy ? 'Cancelling…' : 'Yes, cancel'}
        </button>
      </div>
    </Dialog>
  );
}
