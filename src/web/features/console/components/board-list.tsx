import { Link } from 'react-router';
import type { BoardEntry } from '../../../../shared/console-availability';
import { formatIstDayTime } from '../../../../shared/ist-format';

/** One column of today's board: bookings with car, customer and the time that matters. */
export function BoardList({
  title,
  entries,
  empty,
  time,
}: {
  title: string;
  entries: BoardEntry[];
  empty: string;
  time: 'pickupAt' | 'dropAt';
}) {
  const headingId = `board-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {entries.map((e) => (
            <li key={e.bookingId} className="py-2 text-sm">
              <Link
                to={`/staff/bookings/${e.bookingId}`}
                className="font-semibold text-brand-800 underline"
              >
                {e.reference}
              </Link>{' '}
              · {formatIstDayTime(new Date(e[time]))}
              <p className="text-slate-700">
                {e.carTitle} ({e.carNumber}) · {e.customerName}
                {e.customerMobile ? ` · ${e.customerMobile}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
