import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { filterChange, useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { CONSOLE_BOOKING_STATUSES } from '../../../../shared/console-bookings';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleBookings, type BookingFilter } from '../shared/console-bookings-api';
import { useConsoleBranches } from '../shared/console-team-api';
import { FilterSelect } from '../shared/filter-select';
import { PageButtons } from '../shared/page-buttons';
import { LoadError } from '../shared/load-error';

/** /staff/bookings: search by id, customer, car, status, pickup dates and branch. */
export function ConsoleBookingsPage() {
  const { t } = useTranslation();
  const { dayTime } = useFormat();
  usePageTitle(t('console.bookings.list.title'));
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
        <h1 className="flex-1 text-2xl font-bold text-slate-900">
          {t('console.bookings.list.title')}
        </h1>
        <Link className="btn btn-primary" to="/staff/bookings/new">
          {t('console.bookings.list.newCounter')}
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label={t('console.bookings.list.search')}
          type="search"
          value={filter.q}
          onChange={(e) => set('q', e.target.value)}
        />
        <FilterSelect
          label={t('console.bookings.list.status')}
          value={filter.status}
          onChoose={(v) => set('status', v)}
          anyLabel={t('console.bookings.list.anyStatus')}
          options={CONSOLE_BOOKING_STATUSES.map((s) => ({
            value: s,
            label: t(`console.bookings.statuses.${s}`),
          }))}
        />
        <FilterSelect
          label={t('console.bookings.list.branch')}
          value={filter.branchId}
          onChoose={(v) => set('branchId', v)}
          anyLabel={t('console.bookings.list.everyBranch')}
          options={branches.data?.branches.map((b) => ({ value: b.id, label: b.name }))}
        />
        <TextField
          label={t('console.bookings.list.pickupFrom')}
          type="date"
          value={filter.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          label={t('console.bookings.list.pickupTo')}
          type="date"
          value={filter.to}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      {list.isPending ? (
        <PageLoader label={t('console.bookings.list.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.bookings.length === 0 ? (
        <p className="text-slate-700">{t('console.bookings.list.none')}</p>
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
                  · {b.carName} ({b.carNumber}) · {b.branchName} · {dayTime(new Date(b.pickupAt))} ·{' '}
                  {t(`console.bookings.statuses.${b.status}`)} ·{' '}
                  {t(`console.bookings.stages.${b.stage}`)}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            {t('console.bookings.list.page', {
              page: filter.page,
              pages,
              total: list.data.total,
            })}
          </p>
          <PageButtons page={filter.page} pages={pages} onPage={(p) => set('page', String(p))} />
        </>
      )}
    </section>
  );
}
