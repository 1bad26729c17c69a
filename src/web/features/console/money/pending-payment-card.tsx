import { useId, useState } from 'react';
import { formatRupees } from '../../../../shared/money';
import { TaxDocumentsDisclosure } from '../shared/booking-tax-documents';
import { REJECT_REASON_MAX, type PendingManualPayment } from '../../../../shared/staff-payments';
import { useStaffPaymentAction } from './staff-payments-api';
import { ConfirmButton } from '../shared/confirm-dialog';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** One submitted UTR with Confirm / Reject (reject asks for an optional reason first). */
export function PendingPaymentCard({
  payment: p,
  onDone,
}: {
  payment: PendingManualPayment;
  onDone: (message: string) => void;
}) {
  const action = useStaffPaymentAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const headingId = useId();
  const run = (a: { action: 'confirm' } | { action: 'reject'; reason: string }) =>
    action.mutate({ paymentId: p.paymentId, ...a }, { onSuccess: (r) => onDone(r.message) });

  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {p.reference} · UTR {p.utr} · {formatRupees(p.amountPaise)}
      </h3>
      {p.extendsReference && (
        <p className="mt-1 text-sm font-medium text-brand-700">
          Extension of booking {p.extendsReference}
        </p>
      )}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Customer: </dt>
          <dd className="inline">{p.customerName}</dd>
        </div>
        <div>
          <dt className="inline font-medium">E-mail: </dt>
          <dd className="inline break-all">{p.customerEmail}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Mobile: </dt>
          <dd className="inline">{p.customerMobile ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Submitted: </dt>
          <dd className="inline">{when(p.submittedAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Hold until: </dt>
          <dd className="inline">{p.holdExpiresAt ? when(p.holdExpiresAt) : '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Booking: </dt>
          <dd className="inline">{p.bookingStatus.replace('_', ' ')}</dd>
        </div>
      </dl>
      <div className="mt-2">
        <TaxDocumentsDisclosure bookingId={p.bookingId} />
      </div>
      {action.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {action.error.message}
        </p>
      )}
      {rejecting ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            run({ action: 'reject', reason: reason.trim() });
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-800">
            Reason for the customer (optional)
          </label>
          <textarea
            id={reasonId}
            className="field"
            rows={2}
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={action.isPending}>
              {action.isPending ? 'Rejecting…' : 'Reject reference'}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={action.isPending}
              onClick={() => setRejecting(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex gap-2">
          <ConfirmButton
            label="Confirm"
            className="btn btn-primary"
            disabled={action.isPending}
            title={`Confirm ${formatRupees(p.amountPaise)} received for ${p.reference}?`}
            confirmLabel={`Confirm ${formatRupees(p.amountPaise)} received`}
            pendingLabel="Confirming…"
            tone="neutral"
            pending={action.isPending}
            error={action.error}
            onOpen={() => action.reset()}
            onConfirm={(close) =>
              action.mutate(
                { paymentId: p.paymentId, action: 'confirm' },
                {
                  onSuccess: (r) => {
                    close();
                    onDone(r.message);
                  },
                },
              )
            }
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">Amount</dt>
              <dd>{formatRupees(p.amountPaise)}</dd>
              <dt className="font-semibold">UTR</dt>
              <dd>{p.utr}</dd>
              <dt className="font-semibold">Customer</dt>
              <dd>{p.customerName}</dd>
            </dl>
            <p className="mt-2">
              Confirm only when this amount with this UTR is in the bank statement: the booking is
              confirmed and the customer is mailed.
            </p>
          </ConfirmButton>
          <button
            type="button"
            className="btn btn-outline"
            disabled={action.isPending}
            onClick={() => setRejecting(true)}
          >
            Reject
          </button>
        </div>
      )}
    </li>
  );
}
