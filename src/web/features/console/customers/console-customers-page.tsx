import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { PageButtons } from '../shared/page-buttons';
import { SelectField } from '../shared/select-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCustomers } from './console-customers-api';
import { LoadError } from '../shared/load-error';
import { CUSTOMER_LIST_FILTERS } from '../../../../shared/console-customers';

/**
 * /staff/customers: customers who booked at the staff member's branch (admins: everyone), or
 * only those whose documents wait for review, or the refused (blocked) ones with the reason.
 */
export function ConsoleCustomersPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.customers.list.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = params.get('show') ?? 'all';
  const list = useConsoleCustomers(q, page, show);
  const go = (next: { q?: string; page?: number; show?: string }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    const nshow = next.show ?? show;
    if (nshow !== 'all') p.set('show', nshow);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.customers.list.title')}</h1>
      <TextField
        label={t('console.customers.list.search')}
        type="search"
        value={q}
        onChange={(e) => go({ q: e.target.value })}
      />
      <SelectField
        label={t('console.customers.list.show')}
        value={show}
        onChange={(e) => go({ show: e.target.value })}
      >
        {CUSTOMER_LIST_FILTERS.map((f) => (
          <option key={f} value={f}>
            {t(`console.customers.list.filters.${f}`)}
          </option>
        ))}
      </SelectField>
      {list.isPending ? (
        <PageLoader label={t('console.customers.list.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.customers.length === 0 ? (
        <p className="text-slate-700">{t('console.customers.list.none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
            {list.data.customers.map((c) => (
              <li key={c.id} className="p-4 text-sm">
                <Link
                  to={`/staff/customers/${c.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {c.name}
                </Link>
                <span className="text-slate-800">
                  {' '}
                  · {c.email}
                  {c.mobile ? ` · ${c.mobile}` : ''} ·{' '}
                  {t('console.customers.list.bookings', { n: c.bookingCount })} ·{' '}
                  {c.idVerified
                    ? t('console.customers.list.verified')
                    : t('console.customers.list.notVerified')}
                  {c.documentsWaiting > 0
                    ? ` · ${t('console.customers.list.documents', { n: c.documentsWaiting })}`
                    : ''}
                  {c.blocked
                    ? ` · ${t('console.customers.list.refused', {
                        reason: c.refusedReason ?? t('console.customers.list.noReason'),
                      })}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
          <PageButtons page={page} pages={pages} onPage={(p) => go({ page: p })} />
        </>
      )}
    </section>
  );
}
