import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Booking } from '../../../../shared/bookings';
import { formatRupees } from '../../../../shared/money';
import { extensionProblem } from '../../../../shared/pricing';
import { TIME_SLOTS, formatHours } from '../../../../shared/search';
import { addDays, istDate, istInstant } from '../../../../shared/time';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { CHECKOUT_PATH, saveCheckoutTarget } from '../../../lib/checkout-target';
import { PlusGst } from '../../../components/plus-gst';
import { useExtensionQuote } from '../api/bookings-api';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

interface Drop {
  dropDate: string;
  dropTime: string;
}

/**
 * Extend Booking: the customer picks a new drop (date from today), the server says whether the
 * same car is free from the paid-up drop and at what rates; choosing one goes to checkout.
 */
export function ExtendDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const [drop, setDrop] = useState<Drop>({
    dropDate: addDays(booking.finalDropDate, 1),
    dropTime: booking.finalDropTime,
  });
  const [asked, setAsked] = useState<Drop>();
  const [problem, setProblem] = useState('');
  const quote = useExtensionQuote(booking.id, asked);

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    const message = drop.dropDate
      ? extensionProblem(new Date(booking.finalDropAt), istInstant(drop.dropDate, drop.dropTime))
      : 'Oops! Please select a drop date.';
    setProblem(message ?? '');
    setAsked(message ? undefined : drop);
  };

  const choose = (ratePackageId: number) => {
    if (!asked) return;
    saveCheckoutTarget({
      bookingId: booking.id,
      carId: booking.carId,
      packageId: ratePackageId,
      branch: String(booking.branchId),
      pickupDate: booking.finalDropDate,
      pickupTime: booking.finalDropTime,
      ...asked,
    });
    void navigate(CHECKOUT_PATH);
  };

  const change = (patch: Partial<Drop>) => {
    setDrop({ ...drop, ...patch });
    setAsked(undefined);
  };

  return (
    <Dialog
      title={t('account.extend.title', { id: booking.id })}
      onClose={onClose}
      className="max-w-lg"
    >
      <p className="mt-2 text-sm text-slate-700">
        {t('account.extend.intro', {
          car: booking.title,
          date: booking.finalDropDate,
          time: booking.finalDropTime,
        })}
      </p>
      <form onSubmit={check} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium text-slate-800">
          {t('account.extend.newDate')}
          <input
            type="date"
            className="field mt-1"
            min={istDate(new Date())}
            value={drop.dropDate}
            onChange={(e) => change({ dropDate: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('account.extend.newTime')}
          <select
            className="field mt-1"
            value={drop.dropTime}
            onChange={(e) => change({ dropTime: e.target.value })}
          >
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary sm:col-span-2">
          {t('account.extend.check')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {msg(problem)}
        </p>
      )}
      {asked && quote.isPending && (
        <Spinner label={t('account.extend.checking')} className="py-6" />
      )}
      {asked && quote.isError && (
        <ErrorAlert message={errorMessage(quote.error)} className="mt-3" />
      )}
      {asked && quote.isSuccess && (
        <section aria-label={t('account.extend.ratesLabel')} className="mt-4 space-y-2">
          <p className="text-sm text-slate-700">
            {t('account.extend.freeFor', { hours: formatHours(quote.data.hours) })}
          </p>
          <ul className="space-y-2">
            {quote.data.rates.map((r) => (
              <li
                key={r.ratePackageId}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 text-sm"
              >
                <span>
                  <span className="font-semibold text-slate-900">{r.type}</span>:{' '}
                  {t('account.extend.rate', {
                    perHour: formatRupees(r.ratePerHourPaise),
                    km: r.kmIncluded,
                    extraKm: formatRupees(r.extraKmRatePaise),
                  })}
                  <span className="block font-semibold text-brand-800">
                    {formatRupees(r.totalPaise)}
                    <PlusGst />
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => choose(r.ratePackageId)}
                  aria-label={t('account.extend.chooseNamed', {
                    type: r.type,
                    amount: formatRupees(r.totalPaise),
                  })}
                >
                  {t('account.extend.choose')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('account.extend.close')}
        </button>
      </div>
    </Dialog>
  );
}
