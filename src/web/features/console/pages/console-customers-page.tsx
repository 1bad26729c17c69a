import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { PageButtons } from '../components/page-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCustomers } from '../api/console-customers-api';

/** /staff/customers: customers who booked at the staff member's branch (admins: everyone). */
export function ConsoleCustomersPage() {
  usePageTitle('Customers');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useConsoleCustomers(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
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
      {list.isPending ? (
        <PageLoader label="Loading customers…" />
      ) : list.isError ? (
        <ErrorAlert message={list.error.message} onRetry={() => void list.refetch()} />
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
                  {c.blocked ? ' · blocked' : ''}
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
