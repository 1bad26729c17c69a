import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX, type CancelOnBehalfQuote } from '../../../../shared/console-bookings';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
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
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const cancel = useCancelOnBehalf(bookingId);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  if (!cancellable && !cancel.isSuccess) return null;
  return (
    <section className="rounded-2xl bg-white shadow-sm space-y-3 p-4">
      <h2 className="text-lg font-bold text-slate-900">{t('console.bookings.cancel.heading')}</h2>
      <p className="text-sm text-slate-700">{t('console.bookings.cancel.intro')}</p>
      {cancel.isSuccess && (
        <p role="status" className="text-sm font-semibold text-green-800">
          {/* The server's message, said in the page's language from its figures. */}
          {cancel.data.refundPaise === null
            ? t('console.bookings.cancel.done', { id: cancel.data.bookingId })
            : t('console.bookings.cancel.doneRefund', {
                id: cancel.data.bookingId,
                amount: rupees(cancel.data.refundPaise),
              })}
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
            {t('console.bookings.cancel.reason')}
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
            {t('console.bookings.cancel.submit')}
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
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const quote = useCancelOnBehalfQuote(bookingId, true);
  const [waive, setWaive] = useState(false);
  const [waiveReason, setWaiveReason] = useState('');
  const waiveId = useId();
  const waiveReasonId = useId();
  const q = quote.data;
  const refund = q ? (waive ? q.waivedRefundPaise : q.refundPaise) : 0;
  return (
    <ConfirmDialog
      title={t('console.bookings.cancel.confirmTitle', { id: bookingId })}
      confirmLabel={
        q?.paid
          ? t('console.bookings.cancel.cancelAndRefund', { amount: rupees(refund) })
          : t('console.bookings.cancel.cancelBooking')
      }
      pendingLabel={t('console.bookings.cancel.cancelling')}
      pending={pending}
      error={error ?? quote.error}
      confirmDisabled={!q || (waive && waiveReason.trim().length < 3)}
      onClose={onClose}
      onConfirm={() => onConfirm(waive ? waiveReason.trim() : null)}
    >
      {quote.isPending ? (
        <Spinner className="py-2" label={t('console.bookings.cancel.working')} />
      ) : !q ? null : !q.paid ? (
        <p>{t('console.bookings.cancel.notPaid')}</p>
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
                {t('console.bookings.cancel.waive', { amount: rupees(q.deductionPaise) })}
              </label>
              {waive && (
                <div>
                  <label htmlFor={waiveReasonId} className="block font-semibold">
                    {t('console.bookings.cancel.waiveReason')}
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
          <p>{t('console.bookings.cancel.final')}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}

function RefundLines({ quote: q, waive }: { quote: CancelOnBehalfQuote; waive: boolean }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const deduction = waive ? 0 : q.deductionPaise;
  const rows: [string, number][] = [
    [
      t('console.bookings.cancel.rentRefunded'),
      waive ? q.rentRefundPaise + q.deductionPaise : q.rentRefundPaise,
    ],
    [t('console.bookings.cancel.depositRefunded'), q.depositRefundPaise],
    [t('console.bookings.cancel.pickupDropRefunded'), q.pickupDropRefundPaise],
    [
      waive
        ? t('console.bookings.cancel.deductionWaived')
        : t('console.bookings.cancel.deduction', {
            percent: q.deductionPercent,
            hours: Math.floor(q.hoursBeforePickup),
          }),
      deduction,
    ],
    ...((waive ? q.waivedOwedSettledPaise : q.owedSettledPaise) > 0
      ? [
          [
            t('console.bookings.cancel.owedSettled'),
            waive ? q.waivedOwedSettledPaise : q.owedSettledPaise,
          ] as [string, number],
        ]
      : []),
    [t('console.bookings.cancel.refund'), waive ? q.waivedRefundPaise : q.refundPaise],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold">{rupees(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}
