import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { PageButtons } from '../shared/page-buttons';
import { SelectField } from '../shared/select-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCustomers } from './console-customers-api';
import { LoadError } from '../shared/load-error';

/**
 * /staff/customers: customers who booked at the staff member's branch (admins: everyone), or
 * only those whose documents wait for review, or the refused (blocked) ones with the reason.
 */
export function ConsoleCustomersPage() {
  usePageTitle('Customers');
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
      <h1 className="text-2xl font-bold text-slate-900">Customers</h1>
      <TextField
        label="Search (name, e-mail, mobile, id)"
        type="search"
        value={q}
        onChange={(e) => go({ q: e.target.value })}
      />
      <SelectField label="Show" value={show} onChange={(e) => go({ show: e.target.value })}>
        <option value="all">All customers</option>
        <option value="documents">Documents waiting for review</option>
        <option value="refused">Refused customers</option>
      </SelectField>
      {list.isPending ? (
        <PageLoader label="Loading customers…" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.customers.length === 0 ? (
        <p className="text-slate-700">No customers match.</p>
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
                  {c.mobile ? ` · ${c.mobile}` : ''} · {c.bookingCount} booking(s) ·{' '}
                  {c.idVerified ? 'verified' : 'not verified'}
                  {c.documentsWaiting > 0 ? ` · ${c.documentsWaiting} document(s) to review` : ''}
                  {c.blocked ? ` · refused: ${c.refusedReason ?? 'no reason given'}` : ''}
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
