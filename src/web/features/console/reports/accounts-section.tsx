import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_BUCKETS,
  GSTR1_SECTIONS,
  type AccountsReport,
  type OpenBooking,
} from '../../../../shared/accounts';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { reportQuery, useConsoleAccounts } from '../shared/console-reports-api';
import { FigureRows, FiguresTable, td, th } from '../shared/figures-table';

/** The month, branch and reader of the reports page. */
interface ReportScope {
  month: string;
  branchId: string;
  isAdmin: boolean;
}

/** The first and last day of a month (YYYY-MM) as YYYY-MM-DD. */
function monthDays(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The month's accounts from the journal on the reports page (issue 24): revenue by source, GST
 * by rate and type, what is held, owed (by age) and payable, and the accountant's exports.
 */
export function AccountsSection({ month, branchId, isAdmin }: ReportScope) {
  const { t } = useTranslation();
  const accounts = useConsoleAccounts(month, branchId);
  return (
    <section className="space-y-4" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="text-lg font-bold text-slate-900">
        {t('console.reports.accounts.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('console.reports.accounts.intro')}</p>
      {accounts.isPending ? (
        <Spinner label={t('console.reports.accounts.loading')} className="py-8" />
      ) : accounts.isError ? (
        <ErrorAlert
          message={errorMessage(accounts.error)}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <AccountsFigures report={accounts.data} />
      )}
      <Exports key={month} month={month} branchId={branchId} isAdmin={isAdmin} />
    </section>
  );
}

function AccountsFigures({ report }: { report: AccountsReport }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const revenue = [
    [t('console.reports.accounts.revenue.rent'), report.revenuePaise.rent],
    [t('console.reports.accounts.revenue.extension'), report.revenuePaise.extension],
    [t('console.reports.accounts.revenue.extraCharges'), report.revenuePaise.extraCharges],
    [t('console.reports.accounts.revenue.courses'), report.revenuePaise.courses],
  ] as const;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <FiguresTable caption={t('console.reports.accounts.revenue.title')}>
          <FigureRows rows={revenue} format={rupees} />
          <tr>
            <th scope="row" className={th}>
              {t('console.reports.accounts.revenue.total')}
            </th>
            <td className={`${td} font-bold`}>{rupees(report.revenuePaise.total)}</td>
          </tr>
        </FiguresTable>
        <FiguresTable caption={t('console.reports.accounts.balances.title')}>
          <FigureRows
            rows={[
              [t('console.reports.accounts.balances.deposits'), report.depositsHeldPaise],
              [t('console.reports.accounts.balances.receivables'), report.receivablesPaise],
              [t('console.reports.accounts.balances.refunds'), report.refundsPayablePaise],
            ]}
            format={rupees}
          />
        </FiguresTable>
      </div>
      <GstByRate report={report} />
      <FiguresTable
        caption={t('console.reports.accounts.ages.title')}
        headings={AGE_BUCKETS.map((b) => t(`console.reports.accounts.ages.${b}`))}
      >
        <tr>
          {AGE_BUCKETS.map((b) => (
            <td key={b} className={td}>
              {rupees(report.receivablesByAge[b])}
            </td>
          ))}
        </tr>
      </FiguresTable>
      <OpenList
        title={t('console.reports.accounts.open.receivablesTitle')}
        rows={report.receivables}
      />
      <OpenList
        title={t('console.reports.accounts.open.refundsTitle')}
        rows={report.refundsPayable}
      />
    </div>
  );
}

function GstByRate({ report }: { report: AccountsReport }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const g = report.gstOutputPaise;
  return (
    <FiguresTable
      caption={t('console.reports.accounts.gst.title')}
      headings={[
        t('console.reports.accounts.gst.rate'),
        t('console.reports.accounts.gst.taxable'),
        t('console.reports.accounts.gst.cgst'),
        t('console.reports.accounts.gst.sgst'),
        t('console.reports.accounts.gst.igst'),
      ]}
    >
      {report.gstByRate.length === 0 ? (
        <tr>
          <td className={td} colSpan={5}>
            {t('console.reports.accounts.gst.none')}
          </td>
        </tr>
      ) : (
        report.gstByRate.map((r) => (
          <tr key={String(r.rateBp)}>
            <th scope="row" className={th}>
              {r.rateBp === null ? t('console.reports.accounts.gst.noRate') : `${r.rateBp / 100}%`}
            </th>
            <td className={td}>{rupees(r.taxablePaise)}</td>
            <td className={td}>{rupees(r.cgstPaise)}</td>
            <td className={td}>{rupees(r.sgstPaise)}</td>
            <td className={td}>{rupees(r.igstPaise)}</td>
          </tr>
        ))
      )}
      <tr>
        <th scope="row" className={th}>
          {t('console.reports.accounts.gst.total')}
        </th>
        <td className={td} />
        <td className={`${td} font-bold`}>{rupees(g.cgst)}</td>
        <td className={`${td} font-bold`}>{rupees(g.sgst)}</td>
        <td className={`${td} font-bold`}>{rupees(g.igst)}</td>
      </tr>
    </FiguresTable>
  );
}

function OpenList({ title, rows }: { title: string; rows: OpenBooking[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FiguresTable
      caption={title}
      headings={[
        t('console.reports.accounts.open.booking'),
        t('console.reports.accounts.open.customer'),
        t('console.reports.accounts.open.branch'),
        t('console.reports.accounts.open.since'),
        t('console.reports.accounts.open.age'),
        t('console.reports.accounts.open.amount'),
      ]}
    >
      {rows.length === 0 ? (
        <tr>
          <td className={td} colSpan={6}>
            {t('console.reports.accounts.open.none')}
          </td>
        </tr>
      ) : (
        rows.map((r) => (
          <tr key={r.bookingId}>
            <th scope="row" className={th}>
              {r.reference}
            </th>
            <td className={td}>{r.customerName}</td>
            <td className={td}>{r.branchName}</td>
            <td className={td}>{format.date(new Date(r.since))}</td>
            <td className={td}>{r.ageDays}</td>
            <td className={td}>{format.rupees(r.amountPaise)}</td>
          </tr>
        ))
      )}
    </FiguresTable>
  );
}

function Exports({ month, branchId, isAdmin }: ReportScope) {
  const { t } = useTranslation();
  const days = monthDays(month);
  const [from, setFrom] = useState(days.first);
  const [to, setTo] = useState(days.last);
  const dayBook = new URLSearchParams({ from, to });
  if (branchId) dayBook.set('branchId', branchId);
  const monthOnly = reportQuery(month, '');
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="exports">
      <h3 id="exports" className="font-bold text-slate-900">
        {t('console.reports.accounts.exports.title')}
      </h3>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">
          {t('console.reports.accounts.exports.dayBook')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <TextField
            label={t('console.reports.accounts.exports.from')}
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label={t('console.reports.accounts.exports.to')}
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
          <a className="btn" href={`/api/console/accounts/day-book.csv?${dayBook}`} download>
            {t('console.reports.accounts.exports.downloadDayBook')}
          </a>
        </div>
      </fieldset>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-800">
          {t('console.reports.accounts.exports.gstr1')}
        </h4>
        {isAdmin ? (
          <ul className="flex flex-wrap gap-2">
            <li>
              <a className="btn" href={`/api/console/accounts/gstr1.json?${monthOnly}`} download>
                {t('console.reports.accounts.exports.gstr1Json')}
              </a>
            </li>
            <li>
              <a className="btn" href={`/api/console/accounts/tally.xml?${monthOnly}`} download>
                {t('console.reports.accounts.exports.tallyXml')}
              </a>
            </li>
            {GSTR1_SECTIONS.map((s) => (
              <li key={s}>
                <a className="btn" href={`/api/console/accounts/gstr1/${s}?${monthOnly}`} download>
                  {t(`console.reports.accounts.exports.sections.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">
            {t('console.reports.accounts.exports.adminsOnly')}
          </p>
        )}
      </div>
    </section>
  );
}
