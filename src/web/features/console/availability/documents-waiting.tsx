import { Link } from 'react-router';
import { DOCUMENT_LABELS, type DocumentKind } from '../../../../shared/account';
import type { TodayBoard } from '../../../../shared/console-availability';
import { formatIstDayTime } from '../../../../shared/ist-format';

/** Today's queue of customers whose documents wait for review before their car leaves. */
export function DocumentsWaiting({ entries }: { entries: TodayBoard['documentsWaiting'] }) {
  return (
    <section
      aria-labelledby="board-documents-waiting"
      className="rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="board-documents-waiting" className="text-lg font-bold text-slate-900">
        Documents waiting for review ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No documents waiting.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {entries.map((e) => (
            <li key={e.customerId} className="py-2 text-sm">
              <Link
                to={`/staff/customers/${e.customerId}`}
                aria-label={`Review the documents of ${e.customerName}`}
                className="font-semibold text-brand-800 underline"
              >
                {e.customerName}
              </Link>{' '}
              · pickup {formatIstDayTime(new Date(e.nextPickupAt))}
              <p className="text-slate-700">
                {e.kinds.map((k) => DOCUMENT_LABELS[k as DocumentKind] ?? k).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
