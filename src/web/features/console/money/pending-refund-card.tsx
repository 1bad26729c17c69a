import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TaxDocumentsDisclosure } from '../shared/booking-tax-documents';
import { MANUAL_METHOD } from '../../../../shared/payments';
import { markRefundPaidBodySchema, type PendingRefund } from '../../../../shared/staff-payments';
import type { RefundDestination } from '../../../../shared/refund-destination';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useRecordLabels } from '../shared/record-labels';
import { useMarkRefundPaid } from './staff-payments-api';

/** One refund to send by bank transfer; staff record the transfer's UTR to mark it paid. */
export function PendingRefundCard({
  refund: r,
  onDone,
}: {
  refund: PendingRefund;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const format = useFormat();
  const { paymentMethod } = useRecordLabels();
  const when = (iso: string) => format.dateTime(new Date(iso));
  const markPaid = useMarkRefundPaid();
  const headingId = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(markRefundPaidBodySchema),
    defaultValues: { utr: '' },
  });

  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('console.money.refund.heading', {
          reference: r.reference,
          amount: format.rupees(r.amountPaise),
        })}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('console.money.card.customer')}</dt>
          <dd className="inline">{r.customerName}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.card.email')}</dt>
          <dd className="inline break-all">{r.customerEmail}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.card.mobile')}</dt>
          <dd className="inline">{r.customerMobile ?? '—'}</dd>
        </div>
        {r.reason === 'deposit' ? (
          <div>
            <dt className="inline font-medium">{t('console.money.refund.for')}</dt>
            <dd className="inline">{t('console.money.refund.depositLeft')}</dd>
          </div>
        ) : (
          <div>
            <dt className="inline font-medium">{t('console.money.refund.cancelled')}</dt>
            <dd className="inline">{r.cancelledAt ? when(r.cancelledAt) : '—'}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">{t('console.money.refund.paidBy')}</dt>
          <dd className="inline">{paymentMethod(r.method)}</dd>
        </div>
      </dl>
      <div className="mt-2">
        <TaxDocumentsDisclosure bookingId={r.bookingId} />
      </div>
      <RefundDestinationLine destination={r.destination} />
      {r.reason === 'cancellation' && r.method !== MANUAL_METHOD && (
        <p className="mt-2 text-sm text-amber-800">{t('console.money.refund.gatewayRefused')}</p>
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
            label={t('console.money.refund.utr')}
            required
            autoComplete="off"
            error={formState.errors.utr?.message}
            {...register('utr')}
          />
        </div>
        <button type="submit" className="btn btn-primary mt-6" disabled={markPaid.isPending}>
          {markPaid.isPending
            ? t('console.money.refund.marking')
            : t('console.money.refund.markPaid')}
        </button>
      </form>
      {markPaid.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message(markPaid.error.message)}
        </p>
      )}
    </li>
  );
}

/** Where staff send the money: the UPI ID or bank account the customer gave, or not yet. */
export function RefundDestinationLine({ destination: d }: { destination: RefundDestination }) {
  const { t } = useTranslation();
  const { paymentMethod } = useRecordLabels();
  const text =
    d.kind === 'upi'
      ? t('console.money.refund.upi', { upiId: d.upiId })
      : d.kind === 'bank'
        ? t('console.money.refund.bank', {
            accountNumber: d.accountNumber,
            ifsc: d.ifsc,
            accountName: d.accountName,
          })
        : d.kind === 'gateway'
          ? t('console.money.refund.gateway', { method: paymentMethod(d.method) })
          : t('console.money.refund.needed');
  return (
    <p className={`mt-2 text-sm ${d.kind === 'needed' ? 'text-amber-800' : 'text-slate-800'}`}>
      <strong>{t('console.money.refund.sendTo')}</strong>
      {text}
    </p>
  );
}
