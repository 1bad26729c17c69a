import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formatRupees } from '../../../../shared/money';
import { TaxDocumentsDisclosure } from '../shared/booking-tax-documents';
import { MANUAL_METHOD } from '../../../../shared/payments';
import { markRefundPaidBodySchema, type PendingRefund } from '../../../../shared/staff-payments';
import type { RefundDestination } from '../../../../shared/refund-destination';
import { TextField } from '../../../components/text-field';
import { useMarkRefundPaid } from './staff-payments-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** One refund to send by bank transfer; staff record the transfer's UTR to mark it paid. */
export function PendingRefundCard({
  refund: r,
  onDone,
}: {
  refund: PendingRefund;
  onDone: (message: string) => void;
}) {
  const markPaid = useMarkRefundPaid();
  const headingId = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(markRefundPaidBodySchema),
    defaultValues: { utr: '' },
  });

  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {r.reference} · Refund {formatRupees(r.amountPaise)}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Customer: </dt>
          <dd className="inline">{r.customerName}</dd>
        </div>
        <div>
          <dt className="inline font-medium">E-mail: </dt>
          <dd className="inline break-all">{r.customerEmail}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Mobile: </dt>
          <dd className="inline">{r.customerMobile ?? '—'}</dd>
        </div>
        {r.reason === 'deposit' ? (
          <div>
            <dt className="inline font-medium">For: </dt>
            <dd className="inline">Security deposit left after the return</dd>
          </div>
        ) : (
          <div>
            <dt className="inline font-medium">Cancelled: </dt>
            <dd className="inline">{r.cancelledAt ? when(r.cancelledAt) : '—'}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">Paid by: </dt>
          <dd className="inline">{r.method}</dd>
        </div>
      </dl>
      <div className="mt-2">
        <TaxDocumentsDisclosure bookingId={r.bookingId} />
      </div>
      <RefundDestinationLine destination={r.destination} />
      {r.reason === 'cancellation' && r.method !== MANUAL_METHOD && (
        <p className="mt-2 text-sm text-amber-800">
          The payment gateway did not refund this payment. Send it by bank transfer (or from the
          gateway dashboard) and record the reference.
        </p>
      )}
      <form
        noValidate
        className="mt-3 flex flex-wrap items-start gap-2"
        onSubmit={handleSubmit(({ utr }) =>
          markPaid.mutate({ paymentId: r.paymentId, utr }, { onSuccess: (a) => onDone(a.message) }),
        )}
      >
        <div className="min-w-56 flex-1">
          <TextField
            label="Bank reference (UTR)"
            required
            autoComplete="off"
            error={formState.errors.utr?.message}
            {...register('utr')}
          />
        </div>
        <button type="submit" className="btn btn-primary mt-6" disabled={markPaid.isPending}>
          {markPaid.isPending ? 'Marking…' : 'Mark refund paid'}
        </button>
      </form>
      {markPaid.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {markPaid.error.message}
        </p>
      )}
    </li>
  );
}

/** Where staff send the money: the UPI ID or bank account the customer gave, or not yet. */
export function RefundDestinationLine({ destination: d }: { destination: RefundDestination }) {
  const text =
    d.kind === 'upi'
      ? `UPI ID ${d.upiId}`
      : d.kind === 'bank'
        ? `Bank account ${d.accountNumber}, IFSC ${d.ifsc} (${d.accountName})`
        : d.kind === 'gateway'
          ? `Back to the original payment (${d.method})`
          : 'The customer has not given a UPI ID or bank account yet: ask them, or wait for it on their My Transaction page.';
  return (
    <p className={`mt-2 text-sm ${d.kind === 'needed' ? 'text-amber-800' : 'text-slate-800'}`}>
      <strong>Send to: </strong>
      {text}
    </p>
  );
}
