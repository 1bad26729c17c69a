import { useRef } from 'react';
import type { Booking } from '../../../../shared/bookings';
import { formatRupees } from '../../../../shared/money';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCancellationQuote } from '../api/bookings-api';
import { useTranslation } from 'react-i18next';

interface Props {
  booking: Booking;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The cancellation charge rules and the refund this cancellation gives, then Yes / No. */
export function CancelDialog({ booking, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const band = (min: number, max: number | null) =>
    max === null ? t('account.cancel.bandOpen', { min }) : t('account.cancel.band', { min, max });
  const quote = useCancellationQuote(booking.id);
  const noRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      title={t('account.cancel.title', { id: booking.id })}
      role="alertdialog"
      onClose={onClose}
      initialFocus={noRef}
    >
      {quote.isPending ? (
        <Spinner label={t('account.cancel.loading')} className="py-6" />
      ) : quote.isError ? (
        <ErrorAlert message={errorMessage(quote.error)} className="mt-3" />
      ) : (
        <div className="mt-3 space-y-3 text-sm text-slate-700">
          <p className="font-medium">{t('account.cancel.rulesIntro')}</p>
          <ul className="list-disc pl-5">
            {quote.data.rules.map((r) => (
              <li key={r.minHoursBeforeStart}>
                {band(r.minHoursBeforeStart, r.maxHoursBeforeStart)}: {r.deductionPercent}%
              </li>
            ))}
          </ul>
          <p>
            {t('account.cancel.deduction', {
              percent: quote.data.refund.deductionPercent,
              amount: formatRupees(quote.data.refund.deductionPaise),
            })}
          </p>
          {(quote.data.refund.gstRefundPaise ?? 0) + (quote.data.refund.deductionGstPaise ?? 0) >
            0 && (
            <p>
              {t('account.cancel.gst', {
                back: formatRupees(quote.data.refund.gstRefundPaise ?? 0),
                kept: formatRupees(quote.data.refund.deductionGstPaise ?? 0),
              })}
            </p>
          )}
          {(quote.data.refund.owedSettledPaise ?? 0) > 0 && (
            <p>
              {t('account.cancel.owedSettled', {
                amount: formatRupees(quote.data.refund.owedSettledPaise ?? 0),
              })}
            </p>
          )}
          <p className="text-base font-semibold text-slate-900">
            {t('account.cancel.refund', { amount: formatRupees(quote.data.refund.refundPaise) })}
          </p>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button ref={noRef} type="button" className="btn btn-outline" onClick={onClose}>
          {t('account.cancel.no')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={busy || !quote.isSuccess}
        >
          {busy ? t('account.cancel.cancelling') : t('account.cancel.yes')}
        </button>
      </div>
    </Dialog>
  );
}
