import { Link } from 'react-router';
import { TaxDocumentLinks } from '../../../components/tax-document-links';
import { FinalBill } from './final-bill';
import { HandoverSheetButton } from './handover-sheet-button';
import { TripChargesSection } from './trip-charges-section';
import type { Booking } from '../../../../shared/bookings';
import { formatRupees } from '../../../../shared/money';
import { useTranslation } from 'react-i18next';
import { textLang } from '../../../lib/text-lang';

const BADGE: Record<Booking['displayStatus'], string> = {
  Active: 'bg-green-100 text-green-800',
  Closed: 'bg-slate-200 text-slate-800',
  Cancelled: 'bg-red-100 text-red-800',
  'Payment pending': 'bg-amber-100 text-amber-900',
};

interface Props {
  booking: Booking;
  onExtend: () => void;
  onCancel: () => void;
}

/** One booking on the dashboard, with its extensions and what can be done with it. */
export function BookingItem({ booking, onExtend, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row">
      <img
        src={booking.imageUrl}
        alt={booking.title}
        className="h-28 w-full rounded-xl object-cover sm:w-44"
      />
      <div className="flex-1 space-y-1 text-sm text-slate-700">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {booking.brandName} {booking.modelName}
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[booking.displayStatus]}`}
          >
            {t(`account.status.${booking.displayStatus}`)}
          </span>
        </div>
        <p>{t('account.booking.id', { id: booking.id })}</p>
        <p>
          {t('account.booking.seats', { n: booking.seats })} ·{' '}
          {t(`cars.transmission.${booking.transmission}`)} ·{' '}
          {t(`cars.fuel.${booking.fuelType}`, { defaultValue: booking.fuelType })} ·{' '}
          <span lang={textLang(booking.categoryName)}>{booking.categoryName}</span>
        </p>
        <p>{t('account.booking.pickup', { date: booking.pickupDate, time: booking.pickupTime })}</p>
        <p>{t('account.booking.drop', { date: booking.dropDate, time: booking.dropTime })}</p>
        {booking.extensions.map((e) => (
          <p key={e.id}>
            {t('account.booking.extendedTo', {
              date: e.dropDate,
              time: e.dropTime,
              amount: formatRupees(e.totalPaise),
              status: t(`account.status.${e.displayStatus}`),
            })}
            {e.displayStatus === 'Payment pending' && (
              <>
                {' '}
                <Link
                  to={`/make-payment?booking=${e.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {t('account.booking.payExtension')}
                </Link>
              </>
            )}
          </p>
        ))}
        {booking.status === 'completed' && (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-brand-800">
              {t('account.booking.finalBill')}
            </summary>
            <FinalBill bookingId={booking.id} />
          </details>
        )}
        {booking.status === 'completed' && <TripChargesSection bookingId={booking.id} />}
        <TaxDocumentLinks of={{ bookingId: booking.id }} />
        {(booking.status === 'completed' ||
          (booking.status === 'confirmed' && new Date(booking.pickupAt) <= new Date())) && (
          <HandoverSheetButton bookingId={booking.id} />
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:flex-col sm:items-stretch sm:justify-end">
        {booking.displayStatus === 'Payment pending' && (
          <Link to={`/make-payment?booking=${booking.id}`} className="btn btn-primary">
            {t('account.booking.makePayment')}
          </Link>
        )}
        {/* A returned car's trip is over: neither can be asked for (the server refuses both). */}
        {booking.status !== 'completed' && (
          <>
            <button type="button" className="btn btn-outline" onClick={onExtend}>
              {t('account.booking.extend')}
            </button>
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              {t('account.booking.cancel')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
