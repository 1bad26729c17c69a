import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardEntry } from '../../../../shared/console-availability';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';

const STATE_CLASS = {
  waiting: 'bg-slate-100 text-slate-800',
  picked_up: 'bg-green-100 text-green-900',
  overdue: 'bg-red-100 text-red-900',
} as const;

/** The one thing to do next with the booking: hand the car over or take it back. */
function useActionOf() {
  const { t } = useTranslation();
  return (e: BoardEntry) =>
    e.state === 'waiting'
      ? {
          label: t('console.availability.board.handOverLabel', { reference: e.reference }),
          text: t('console.availability.board.handOver'),
        }
      : {
          label: t('console.availability.board.takeBackLabel', { reference: e.reference }),
          text: t('console.availability.board.takeBack'),
        };
}

/**
 * One column of today's board: bookings with car, customer, the time that matters, its state
 * and its actions (hand over or take back, call the customer).
 */
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
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const actionOf = useActionOf();
  // Not from the title: a Hindi title has no letters \w knows.
  const headingId = `board-${useId()}`;
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
              · {format.dayTime(new Date(e[time]))}
              <span
                className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[e.state]}`}
              >
                {t(`console.availability.board.states.${e.state}`)}
              </span>
              <p className="text-slate-700">
                {e.carTitle} ({e.carNumber}) · {e.customerName}
                {e.customerRefused ? ` · ${t('console.availability.board.refused')}` : ''}
              </p>
              {e.state === 'waiting' && e.pickupProblem && (
                <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-amber-900">
                  <span className="font-semibold">
                    {t('console.availability.board.pickupBlocked')}
                  </span>{' '}
                  {message(e.pickupProblem)}
                </p>
              )}
              <p className="mt-1 flex flex-wrap gap-3">
                <Link
                  to={`/staff/bookings/${e.bookingId}`}
                  aria-label={actionOf(e).label}
                  className="font-semibold text-brand-800 underline"
                >
                  {actionOf(e).text}
                </Link>
                {e.customerMobile && (
                  <a
                    href={`tel:${e.customerMobile}`}
                    aria-label={t('console.availability.board.callLabel', {
                      mobile: e.customerMobile,
                      name: e.customerName,
                    })}
                    className="font-semibold text-brand-800 underline"
                  >
                    {t('console.availability.board.call', { mobile: e.customerMobile })}
                  </a>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
