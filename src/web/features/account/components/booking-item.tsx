import { Link } from 'react-router';
import { FinalBill } from './final-bill';
import type { Booking } from '../../../../shared/bookings';
import { transmissionLabel } from '../../../../shared/car-labels';
import { formatRupees } from '../../../../shared/money';

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
            {booking.displayStatus}
          </span>
        </div>
        <p>Booking ID {booking.id}</p>
        <p>
          {booking.seats} seats · {transmissionLabel(booking.transmission)} · {booking.fuelType} ·{' '}
          {booking.categoryName}
        </p>
        <p>
          Pickup: {booking.pickupDate} {booking.pickupTime}
        </p>
        <p>
          Drop: {booking.dropDate} {booking.dropTime}
        </p>
        {booking.extensions.map((e) => (
          <p key={e.id}>
            Extended to {e.dropDate} {e.dropTime} ({formatRupees(e.totalPaise)}, {e.displayStatus})
            {e.displayStatus === 'Payment pending' && (
              <>
                {' '}
                <Link
                  to={`/make-payment?booking=${e.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  Pay for extension
                </Link>
              </>
            )}
          </p>
        ))}
        {booking.status === 'completed' && (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-brand-800">Final bill</summary>
            <FinalBill bookingId={booking.id} />
          </details>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:flex-col sm:items-stretch sm:justify-end">
        {booking.displayStatus === 'Payment pending' && (
          <Link to={`/make-payment?booking=${booking.id}`} className="btn btn-primary">
            Make Payment
          </Link>
        )}
        <button type="button" className="btn btn-outline" onClick={onExtend}>
          Extend Booking
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel Booking
        </button>
      </div>
    </li>
  );
}
