import { Link } from 'react-router';
import { filterChange, useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { CONSOLE_BOOKING_STATUSES } from '../../../../shared/console-bookings';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleBookings, type BookingFilter } from '../shared/console-bookings-api';
import { useConsoleBranches } from '../shared/console-team-api';
import { FilterSelect } from '../shared/filter-select';
import { PageButtons } from '../shared/page-buttons';
import { LoadError } from '../shared/load-error';

/** /staff/bookings: search by id, customer, car, status, pickup dates and branch. */
export function ConsoleBookingsPage() {
  usePageTitle('Bookings');
  const [params, editParams] = useSearchParamsEditor();
  const filter: BookingFilter = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    branchId: params.get('branchId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = useConsoleBookings(filter);
  const branches = useConsoleBranches();
  const set = (key: keyof BookingFilter, value: string) =>
    editParams(filterChange(key, value), { replace: true });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section className="max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">Bookings</h1>
        <Link className="btn btn-primary" to="/staff/bookings/new">
          New counter booking
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label="Search (id, customer, car)"
          type="search"
          value={filter.q}
          onChange={(e) => set('q', e.target.value)}
        />
        <FilterSelect
          label="Status"
          value={filter.status}
          onChoose={(v) => set('status', v)}
          anyLabel="Any status"
          options={CONSOLE_BOOKING_STATUSES.map((s) => ({ value: s, label: s.replace('_', ' ') }))}
        />
        <FilterSelect
          label="Branch"
          value={filter.branchId}
          onChoose={(v) => set('branchId', v)}
          anyLabel="Every branch I see"
          options={branches.data?.branches.map((b) => ({ value: b.id, label: b.name }))}
        />
        <TextField
          label="Pickup from"
          type="date"
          value={filter.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          label="Pickup to"
          type="date"
          value={filter.to}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      {list.isPending ? (
        <PageLoader label="Loading bookings…" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.bookings.length === 0 ? (
        <p className="text-slate-700">No bookings match.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
            {list.data.bookings.map((b) => (
              <li key={b.id} className="p-4 text-sm">
                <Link
                  to={`/staff/bookings/${b.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  #{b.id} {b.customerName}
                </Link>
                <span className="text-slate-800">
                  {' '}
                  · {b.carName} ({b.carNumber}) · {b.branchName} ·{' '}
                  {formatIstDayTime(new Date(b.pickupAt))} · {b.status.replace('_', ' ')} ·{' '}
                  {b.stage.replace('_', ' ')}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Page {filter.page} of {pages} ({list.data.total} bookings)
          </p>
          <PageButtons page={filter.page} pages={pages} onPage={(p) => set('page', String(p))} />
        </>
      )}
    </section>
  );
}
