import { useId, useState } from 'react';
import { CANCEL_REASON_MAX, type CancelOnBehalfQuote } from '../../../../shared/console-bookings';
import { formatRupees } from '../../../../shared/money';
import { Spinner } from '../../../components/spinner';
import { useCancelOnBehalf, useCancelOnBehalfQuote } from '../shared/console-reports-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

/**
 * Cancels a booking for its customer: the customer's own refund rules apply on the server and
 * the customer is mailed. Staff must say why (kept in the audit log). Before anything changes
 * the dialog shows the refund the server computed; staff may waive the deduction with a reason.
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
  const [asking, setAsking] = useState(false);
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
      {cancellable && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.reset();
            setAsking(true);
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
          <button type="submit" className="btn btn-primary">
            Cancel booking
          </button>
        </form>
      )}
      {asking && (
        <CancelConfirm
          bookingId={bookingId}
          pending={cancel.isPending}
          error={cancel.error}
          onClose={() => setAsking(false)}
          onConfirm={(waiveReason) =>
            cancel.mutate(
              {
                reason: reason.trim(),
                waiveDeduction: waiveReason !== null,
                waiveReason: waiveReason ?? '',
              },
              { onSuccess: () => setAsking(false) },
            )
          }
        />
      )}
    </section>
  );
}

function CancelConfirm({
  bookingId,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  bookingId: number;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  /** Null: keep the deduction; a reason: waive it. */
  onConfirm: (waiveReason: string | null) => void;
}) {
  const quote = useCancelOnBehalfQuote(bookingId, true);
  const [waive, setWaive] = useState(false);
  const [waiveReason, setWaiveReason] = useState('');
  const waiveId = useId();
  const waiveReasonId = useId();
  const q = quote.data;
  const refund = q ? (waive ? q.waivedRefundPaise : q.refundPaise) : 0;
  return (
    <ConfirmDialog
      title={`Cancel booking #${bookingId} for the customer?`}
      confirmLabel={q?.paid ? `Cancel and refund ${formatRupees(refund)}` : 'Cancel the booking'}
      pendingLabel="Cancelling…"
      pending={pending}
      error={error ?? quote.error}
      confirmDisabled={!q || (waive && waiveReason.trim().length < 3)}
      onClose={onClose}
      onConfirm={() => onConfirm(waive ? waiveReason.trim() : null)}
    >
      {quote.isPending ? (
        <Spinner className="py-2" label="Working out the refund…" />
      ) : !q ? null : !q.paid ? (
        <p>The booking was not paid: nothing is refunded. The car becomes free again.</p>
      ) : (
        <div className="space-y-3">
          <RefundLines quote={q} waive={waive} />
          {q.deductionPaise > 0 && (
            <div className="space-y-2">
              <label htmlFor={waiveId} className="flex items-center gap-2 font-semibold">
                <input
                  id={waiveId}
                  type="checkbox"
                  className="size-5"
                  checked={waive}
                  onChange={(e) => setWaive(e.target.checked)}
                />
                Waive the deduction of {formatRupees(q.deductionPaise)}
              </label>
              {waive && (
                <div>
                  <label htmlFor={waiveReasonId} className="block font-semibold">
                    Why the deduction is waived (kept in the audit log)
                  </label>
                  <textarea
                    id={waiveReasonId}
                    className="field"
                    rows={2}
                    required
                    maxLength={CANCEL_REASON_MAX}
                    value={waiveReason}
                    onChange={(e) => setWaiveReason(e.target.value)}
                  />
                </div>
              )}
            </div>
          )}
          <p>The customer is mailed; a cancellation cannot be undone.</p>
        </div>
      )}
    </ConfirmDialog>
  );
}

function RefundLines({ quote: q, waive }: { quote: CancelOnBehalfQuote; waive: boolean }) {
  const deduction = waive ? 0 : q.deductionPaise;
  const rows: [string, number][] = [
    ['Rent refunded', waive ? q.rentRefundPaise + q.deductionPaise : q.rentRefundPaise],
    ['Deposit refunded', q.depositRefundPaise],
    ['Pickup and drop refunded', q.pickupDropRefundPaise],
    [
      waive
        ? 'Deduction (waived)'
        : `Deduction (${q.deductionPercent}%, ${Math.floor(q.hoursBeforePickup)} hours before pickup)`,
      deduction,
    ],
    ['Refund to the customer', waive ? q.waivedRefundPaise : q.refundPaise],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold">{formatRupees(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}
