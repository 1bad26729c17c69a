import { useParams } from 'react-router';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { formatRupees } from '../../../../shared/money';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleBooking } from '../api/console-availability-api';

/** /staff/bookings/:bookingId: the booking a calendar bar opens (read-only for now). */
export function ConsoleBookingPage() {
  const id = Number(useParams().bookingId);
  const booking = useConsoleBooking(id);
  usePageTitle(booking.data ? `Booking ${booking.data.reference}` : 'Booking');
  if (booking.isPending) return <PageLoader label="Loading the booking…" />;
  if (booking.isError) {
    return <ErrorAlert message={booking.error.message} onRetry={() => void booking.refetch()} />;
  }
  const b = booking.data;
  const rows: [string, string][] = [
    ['Status', b.status.replace('_', ' ')],
    ['Car', `${b.carTitle} (${b.carNumber})`],
    [
      'Customer',
      `${b.customerName} · ${b.customerEmail}${b.customerMobile ? ` · ${b.customerMobile}` : ''}`,
    ],
    ['Pickup', formatIstDayTime(new Date(b.pickupAt))],
    ['Drop', formatIstDayTime(new Date(b.dropAt))],
    ['Package', b.packageType],
    ['Rent', formatRupees(b.rentPaise)],
    ['Deposit', formatRupees(b.depositPaise)],
    ['Total', formatRupees(b.totalPaise)],
    ['Km included', `${b.kmIncluded} km, then ${formatRupees(b.extraKmRatePaise)}/km`],
  ];
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Booking {b.reference}</h1>
      <dl className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-3 gap-3 p-3 text-sm">
            <dt className="font-semibold text-slate-700">{k}</dt>
            <dd className="col-span-2 text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
