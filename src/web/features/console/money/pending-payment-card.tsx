import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaxDocumentsDisclosure } from '../shared/booking-tax-documents';
import { REJECT_REASON_MAX, type PendingManualPayment } from '../../../../shared/staff-payments';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useStaffPaymentAction } from './staff-payments-api';
import { ConfirmButton } from '../shared/confirm-dialog';
import { useRecordLabels } from '../shared/record-labels';

/** One submitted UTR with Confirm / Reject (reject asks for an optional reason first). */
export function PendingPaymentCard({
  payment: p,
  onDone,
}: {
  payment: PendingManualPayment;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const format = useFormat();
  const { bookingStatus } = useRecordLabels();
  const when = (iso: string) => format.dateTime(new Date(iso));
  const amount = format.rupees(p.amountPaise);
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
        {t('console.money.pending.heading', { reference: p.reference, utr: p.utr, amount })}
      </h3>
      {p.extendsReference && (
        <p className="mt-1 text-sm font-medium text-brand-700">
          {t('console.money.pending.extensionOf', { reference: p.extendsReference })}
        </p>
      )}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('console.money.card.customer')}</dt>
          <dd className="inline">{p.customerName}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.card.email')}</dt>
          <dd className="inline break-all">{p.customerEmail}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.card.mobile')}</dt>
          <dd className="inline">{p.customerMobile ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.pending.submitted')}</dt>
          <dd className="inline">{when(p.submittedAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.pending.holdUntil')}</dt>
          <dd className="inline">{p.holdExpiresAt ? when(p.holdExpiresAt) : '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('console.money.pending.booking')}</dt>
          <dd className="inline">{bookingStatus(p.bookingStatus)}</dd>
        </div>
      </dl>
      <div className="mt-2">
        <TaxDocumentsDisclosure bookingId={p.bookingId} />
      </div>
      {action.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message(action.error.message)}
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
            {t('console.money.pending.reasonLabel')}
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
              {action.isPending
                ? t('console.money.pending.rejecting')
                : t('console.money.pending.rejectReference')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={action.isPending}
              onClick={() => setRejecting(false)}
            >
              {t('console.money.pending.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex gap-2">
          <ConfirmButton
            label={t('console.money.pending.confirm')}
            className="btn btn-primary"
            disabled={action.isPending}
            title={t('console.money.pending.confirmTitle', { amount, reference: p.reference })}
            confirmLabel={t('console.money.pending.confirmLabel', { amount })}
            pendingLabel={t('console.money.pending.confirming')}
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
              <dt className="font-semibold">{t('console.money.pending.amount')}</dt>
              <dd>{amount}</dd>
              <dt className="font-semibold">{t('console.money.pending.utr')}</dt>
              <dd>{p.utr}</dd>
              <dt className="font-semibold">{t('console.money.pending.customer')}</dt>
              <dd>{p.customerName}</dd>
            </dl>
            <p className="mt-2">{t('console.money.pending.confirmNote')}</p>
          </ConfirmButton>
          <button
            type="button"
            className="btn btn-outline"
            disabled={action.isPending}
            onClick={() => setRejecting(true)}
          >
            {t('console.money.pending.reject')}
          </button>
        </div>
      )}
    </li>
  );
}
