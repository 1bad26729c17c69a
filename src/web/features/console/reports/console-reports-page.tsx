import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { istMonth, type ConsoleReport } from '../../../../shared/console-reports';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { filterChange, useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { reportQuery, useConsoleReport } from '../shared/console-reports-api';
import { useConsoleMe } from '../shared/console-session-api';
import { useConsoleBranches } from '../shared/console-team-api';
import { AccountsSection } from './accounts-section';
import { LessonsSection } from './lessons-section';
import { RentMixSection } from './rent-mix-section';
import { SelectField } from '../shared/select-field';
import { LoadError } from '../shared/load-error';

// The chart library loads with this page only, after the figures (decision 0016).
const ReportCharts = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.ReportCharts })),
);

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

/** /staff/reports?month=2026-11&branchId=3: a month's figures by branch and per car. */
export function ConsoleReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.reports.page.title'));
  const [params, editParams] = useSearchParamsEditor();
  const month = params.get('month') || istMonth(new Date());
  const branchId = params.get('branchId') ?? '';
  const report = useConsoleReport(month, branchId);
  const branches = useConsoleBranches().data?.branches ?? [];
  const isAdmin = useConsoleMe(true).data?.staffRole === 'admin';
  const set = (key: string, value: string) =>
    editParams(filterChange(key, value), { replace: true });
  const query = reportQuery(month, branchId);
  return (
    <section className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.reports.page.title')}</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('console.reports.page.month')}
          type="month"
          value={month}
          max={istMonth(new Date())}
          onChange={(e) => set('month', e.target.value)}
        />
        {branches.length > 1 && (
          <SelectField
            label={t('console.reports.page.branch')}
            value={branchId}
            onChange={(e) => set('branchId', e.target.value)}
          >
            <option value="">{t('console.reports.page.allBranches')}</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {report.isPending ? (
        <PageLoader label={t('console.reports.page.loading')} />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Suspense fallback={<PageLoader label={t('console.reports.page.loadingCharts')} />}>
            <ReportCharts report={report.data} />
          </Suspense>
          <BranchFigures
            report={report.data}
            csvHref={`/api/console/reports/branches.csv?${query}`}
          />
          <CarFigures report={report.data} csvHref={`/api/console/reports/cars.csv?${query}`} />
          <RentMixSection report={report.data} />
          <p className="text-sm text-slate-700">{t('console.reports.page.note')}</p>
        </>
      )}
      <LessonsSection month={month} branchId={branchId} />
      <AccountsSection month={month} branchId={branchId} isAdmin={isAdmin} />
    </section>
  );
}

const th = 'px-3 py-2 text-left font-semibold text-slate-800';
const td = 'px-3 py-2 text-slate-900';

function BranchFigures({ report, csvHref }: { report: ConsoleReport; csvHref: string }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">
          {t('console.reports.branches.heading', { month: report.month })}
        </h2>
        <a className="btn" href={csvHref} download>
          {t('console.reports.branches.download')}
        </a>
      </div>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th className={th}>{t('console.reports.branches.branch')}</th>
              <th className={th}>{t('console.reports.branches.bookings')}</th>
              <th className={th}>{t('console.reports.branches.cancellations')}</th>
              <th className={th}>{t('console.reports.branches.received')}</th>
              <th className={th}>{t('console.reports.branches.refunds')}</th>
              <th className={th}>{t('console.reports.branches.revenue')}</th>
              <th className={th}>{t('console.reports.branches.gst')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {report.branches.map((b) => (
              <tr key={b.branchId}>
                <th scope="row" className={th}>
                  {b.branchName}
                </th>
                <td className={td}>{b.bookings}</td>
                <td className={td}>{b.cancellations}</td>
                <td className={td}>{rupees(b.receivedPaise)}</td>
                <td className={td}>{rupees(b.refundsPaise)}</td>
                <td className={td}>{rupees(b.revenuePaise)}</td>
                <td className={td}>{rupees(b.gstPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CarFigures({ report, csvHref }: { report: ConsoleReport; csvHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{t('console.reports.cars.heading')}</h2>
        <a className="btn" href={csvHref} download>
          {t('console.reports.cars.download')}
        </a>
      </div>
      {report.cars.length === 0 ? (
        <p className="text-slate-700">{t('console.reports.cars.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>{t('console.reports.cars.car')}</th>
                <th className={th}>{t('console.reports.cars.branch')}</th>
                <th className={th}>{t('console.reports.cars.booked')}</th>
                <th className={th}>{t('console.reports.cars.blocked')}</th>
                <th className={th}>{t('console.reports.cars.available')}</th>
                <th className={th}>{t('console.reports.cars.utilisation')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.cars.map((c) => (
                <tr key={c.carId}>
                  <th scope="row" className={th}>
                    {t(c.active ? 'console.reports.cars.name' : 'console.reports.cars.retired', {
                      title: c.title,
                      number: c.carNumber,
                    })}
                  </th>
                  <td className={td}>{c.branchName}</td>
                  <td className={td}>{c.bookedHours}</td>
                  <td className={td}>{c.blockedHours}</td>
                  <td className={td}>{c.availableHours}</td>
                  <td className={td}>{percent(c.utilisation)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
