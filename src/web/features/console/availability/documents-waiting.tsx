import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCUMENT_KIND_LIST, type DocumentKind } from '../../../../shared/account';
import type { TodayBoard } from '../../../../shared/console-availability';
import { useFormat } from '../../../lib/use-format';

/** Today's queue of customers whose documents wait for review before their car leaves. */
export function DocumentsWaiting({ entries }: { entries: TodayBoard['documentsWaiting'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kindLabel = (kind: string) =>
    DOCUMENT_KIND_LIST.includes(kind as DocumentKind)
      ? t(`console.availability.documents.kinds.${kind as DocumentKind}`)
      : kind;
  return (
    <section
      aria-labelledby="board-documents-waiting"
      className="rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="board-documents-waiting" className="text-lg font-bold text-slate-900">
        {t('console.availability.documents.title', { count: entries.length })}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('console.availability.documents.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {entries.map((e) => (
            <li key={e.customerId} className="py-2 text-sm">
              <Link
                to={`/staff/customers/${e.customerId}`}
                aria-label={t('console.availability.documents.review', { name: e.customerName })}
                className="font-semibold text-brand-800 underline"
              >
                {e.customerName}
              </Link>{' '}
              ·{' '}
              {t('console.availability.documents.pickup', {
                when: format.dayTime(new Date(e.nextPickupAt)),
              })}
              <p className="text-slate-700">{e.kinds.map(kindLabel).join(', ')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
