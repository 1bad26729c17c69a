import { useState } from 'react';
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
import { useAccountsWords, type AccountsWords } from '../shared/accounts-words';
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
  const w = useAccountsWords();
  const accounts = useConsoleAccounts(month, branchId);
  return (
    <section className="space-y-4" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="text-lg font-bold text-slate-900">
        {w.title}
      </h2>
      <p className="text-sm text-slate-700">{w.intro}</p>
      {accounts.isPending ? (
        <Spinner label={w.loading} className="py-8" />
      ) : accounts.isError ? (
        <ErrorAlert
          message={errorMessage(accounts.error)}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <AccountsFigures report={accounts.data} w={w} />
      )}
      <Exports key={month} month={month} branchId={branchId} isAdmin={isAdmin} w={w} />
    </section>
  );
}

function AccountsFigures({ report, w }: { report: AccountsReport; w: AccountsWords }) {
  const { rupees } = useFormat();
  const revenue = [
    [w.revenue.rent, report.revenuePaise.rent],
    [w.revenue.extension, report.revenuePaise.extension],
    [w.revenue.extraCharges, report.revenuePaise.extraCharges],
    [w.revenue.courses, report.revenuePaise.courses],
  ] as const;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <FiguresTable caption={w.revenue.title}>
          <FigureRows rows={revenue} format={rupees} />
          <tr>
            <th scope="row" className={th}>
              {w.revenue.total}
            </th>
            <td className={`${td} font-bold`}>{rupees(report.revenuePaise.total)}</td>
          </tr>
        </FiguresTable>
        <FiguresTable caption={w.balances.title}>
          <FigureRows
            rows={[
              [w.balances.deposits, report.depositsHeldPaise],
              [w.balances.receivables, report.receivablesPaise],
              [w.balances.refunds, report.refundsPayablePaise],
            ]}
            format={rupees}
          />
        </FiguresTable>
      </div>
      <GstByRate report={report} w={w} />
      <FiguresTable caption={w.ages.title} headings={AGE_BUCKETS.map((b) => w.ages[b])}>
        <tr>
          {AGE_BUCKETS.map((b) => (
            <td key={b} className={td}>
              {rupees(report.receivablesByAge[b])}
            </td>
          ))}
        </tr>
      </FiguresTable>
      <OpenList title={w.open.receivablesTitle} rows={report.receivables} w={w} />
      <OpenList title={w.open.refundsTitle} rows={report.refundsPayable} w={w} />
    </div>
  );
}

function GstByRate({ report, w }: { report: AccountsReport; w: AccountsWords }) {
  const { rupees } = useFormat();
  const g = report.gstOutputPaise;
  return (
    <FiguresTable
      caption={w.gst.title}
      headings={[w.gst.rate, w.gst.taxable, w.gst.cgst, w.gst.sgst, w.gst.igst]}
    >
      {report.gstByRate.length === 0 ? (
        <tr>
          <td className={td} colSpan={5}>
            {w.gst.none}
          </td>
        </tr>
      ) : (
        report.gstByRate.map((r) => (
          <tr key={String(r.rateBp)}>
            <th scope="row" className={th}>
              {r.rateBp === null ? w.gst.noRate : `${r.rateBp / 100}%`}
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
          {w.gst.total}
        </th>
        <td className={td} />
        <td className={`${td} font-bold`}>{rupees(g.cgst)}</td>
        <td className={`${td} font-bold`}>{rupees(g.sgst)}</td>
        <td className={`${td} font-bold`}>{rupees(g.igst)}</td>
      </tr>
    </FiguresTable>
  );
}

function OpenList({ title, rows, w }: { title: string; rows: OpenBooking[]; w: AccountsWords }) {
  const format = useFormat();
  return (
    <FiguresTable
      caption={title}
      headings={[
        w.open.booking,
        w.open.customer,
        w.open.branch,
        w.open.since,
        w.open.age,
        w.open.amount,
      ]}
    >
      {rows.length === 0 ? (
        <tr>
          <td className={td} colSpan={6}>
            {w.open.none}
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

function Exports({ month, branchId, isAdmin, w }: ReportScope & { w: AccountsWords }) {
  const days = monthDays(month);
  const [from, setFrom] = useState(days.first);
  const [to, setTo] = useState(days.last);
  const dayBook = new URLSearchParams({ from, to });
  if (branchId) dayBook.set('branchId', branchId);
  const monthOnly = reportQuery(month, '');
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="exports">
      <h3 id="exports" className="font-bold text-slate-900">
        {w.exports.title}
      </h3>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">{w.exports.dayBook}</legend>
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <TextField
            label={w.exports.from}
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label={w.exports.to}
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
          <a className="btn" href={`/api/console/accounts/day-book.csv?${dayBook}`} download>
            {w.exports.downloadDayBook}
          </a>
        </div>
      </fieldset>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-800">{w.exports.gstr1}</h4>
        {isAdmin ? (
          <ul className="flex flex-wrap gap-2">
            {GSTR1_SECTIONS.map((s) => (
              <li key={s}>
                <a className="btn" href={`/api/console/accounts/gstr1/${s}?${monthOnly}`} download>
                  {w.exports.sections[s]}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{w.exports.adminsOnly}</p>
        )}
      </div>
    </section>
  );
}
