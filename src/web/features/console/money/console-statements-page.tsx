import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { istMonth } from '../../../../shared/console-reports';
import { formatRupeesExact } from '../../../../shared/money';
import type { AmountRow, Gstr3b, Statements } from '../../../../shared/statements';
import { istDate, istInstant } from '../../../../shared/time';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGstr3b, useStatements } from '../shared/console-money-api';
import { ClosedMonthsPanel } from './closed-months-panel';
import { useConsoleMe } from '../shared/console-session-api';
import { FiguresTable, td, th } from '../shared/figures-table';
import { LoadError } from '../shared/load-error';

const money = formatRupeesExact;
const num = `${td} text-right tabular-nums`;
const numBold = `${num} font-bold`;

/**
 * /staff/statements?from=2026-04-01&to=2026-11-30&month=2026-11 (decision 0052): a period's
 * trial balance, profit and loss and balance sheet from the journal, with their CSVs and PDF;
 * for admins, a month's GSTR-3B summary and closing a month's books (decision 0055). Managers see their branch's bookings (the server
 * scopes them). The period defaults to the IST month so far.
 */
export function ConsoleStatementsPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.money.statements.title'));
  const [params, setParams] = useSearchParams();
  const today = istDate(new Date());
  const from = params.get('from') || `${today.slice(0, 7)}-01`;
  const to = params.get('to') || today;
  const month = params.get('month') || istMonth(new Date());
  const set = (key: string, value: string) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const me = useConsoleMe(true).data;
  const isAdmin = me?.staffRole === 'admin';
  const statements = useStatements(from, to);
  const period = new URLSearchParams({ from, to });
  return (
    <section className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.money.statements.title')}</h1>
      <p className="text-sm text-slate-700">{t('console.money.statements.intro')}</p>
      <fieldset className="grid max-w-lg gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {t('console.money.statements.period')}
        </legend>
        <TextField
          label={t('console.money.statements.from')}
          type="date"
          value={from}
          max={to}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          label={t('console.money.statements.to')}
          type="date"
          value={to}
          min={from}
          onChange={(e) => set('to', e.target.value)}
        />
      </fieldset>
      {me && (
        <p className="text-sm text-slate-700">
          {isAdmin
            ? t('console.money.statements.everything')
            : t('console.money.statements.branchOnly')}
        </p>
      )}
      {statements.isPending ? (
        <Spinner label={t('console.money.statements.loading')} className="py-8" />
      ) : statements.isError ? (
        <LoadError error={statements.error} onRetry={() => void statements.refetch()} />
      ) : (
        <StatementTables s={statements.data} />
      )}
      <nav aria-label={t('console.money.statements.downloads')}>
        <h2 className="mb-2 font-bold text-slate-900">{t('console.money.statements.downloads')}</h2>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              className="btn"
              href={`/api/console/statements/trial-balance.csv?${period}`}
              download
            >
              {t('console.money.statements.csvTrialBalance')}
            </a>
          </li>
          <li>
            <a
              className="btn"
              href={`/api/console/statements/profit-and-loss.csv?${period}`}
              download
            >
              {t('console.money.statements.csvProfitAndLoss')}
            </a>
          </li>
          <li>
            <a
              className="btn"
              href={`/api/console/statements/balance-sheet.csv?${period}`}
              download
            >
              {t('console.money.statements.csvBalanceSheet')}
            </a>
          </li>
          <li>
            <a className="btn" href={`/api/console/statements/pdf?${period}`} download>
              {t('console.money.statements.pdf')}
            </a>
          </li>
        </ul>
      </nav>
      <Gstr3bSection month={month} onMonth={(m) => set('month', m)} isAdmin={isAdmin} />
      {isAdmin && <ClosedMonthsPanel />}
    </section>
  );
}

function StatementTables({ s }: { s: Statements }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const name = (account: AmountRow['account']) => t(`console.money.statements.accounts.${account}`);
  /** Debit-positive paise with its side. */
  const signed = (paise: number) =>
    paise === 0
      ? money(0)
      : `${money(Math.abs(paise))} ${t(paise > 0 ? 'console.money.statements.debit' : 'console.money.statements.credit')}`;
  const tb = s.trialBalance;
  const balanced =
    tb.totals.openingPaise === 0 &&
    tb.totals.closingPaise === 0 &&
    tb.totals.debitPaise === tb.totals.creditPaise;
  const p = s.profitAndLoss;
  const b = s.balanceSheet;
  return (
    <div className="space-y-6">
      <FiguresTable
        caption={t('console.money.statements.trialBalance.title')}
        headings={[
          t('console.money.statements.trialBalance.account'),
          t('console.money.statements.trialBalance.opening'),
          t('console.money.statements.trialBalance.debits'),
          t('console.money.statements.trialBalance.credits'),
          t('console.money.statements.trialBalance.closing'),
        ]}
      >
        {tb.rows.map((r) => (
          <tr key={r.account}>
            <th scope="row" className={th}>
              {name(r.account)}{' '}
              <span className="font-normal text-slate-600">
                ({t(`console.money.statements.kinds.${r.kind}`)})
              </span>
            </th>
            <td className={num}>{signed(r.openingPaise)}</td>
            <td className={num}>{money(r.debitPaise)}</td>
            <td className={num}>{money(r.creditPaise)}</td>
            <td className={num}>{signed(r.closingPaise)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={th}>
            {t('console.money.statements.trialBalance.total')}
          </th>
          <td className={numBold}>{signed(tb.totals.openingPaise)}</td>
          <td className={numBold}>{money(tb.totals.debitPaise)}</td>
          <td className={numBold}>{money(tb.totals.creditPaise)}</td>
          <td className={numBold}>{signed(tb.totals.closingPaise)}</td>
        </tr>
      </FiguresTable>
      <p className={`text-sm ${balanced ? 'text-slate-700' : 'font-bold text-red-700'}`}>
        {balanced
          ? t('console.money.statements.trialBalance.balanced')
          : t('console.money.statements.trialBalance.unbalanced')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <FiguresTable caption={t('console.money.statements.profitAndLoss.title')}>
          <Heading label={t('console.money.statements.profitAndLoss.income')} />
          <Amounts rows={p.income} name={name} />
          <Total
            label={t('console.money.statements.profitAndLoss.totalIncome')}
            paise={p.incomePaise}
          />
          <Heading label={t('console.money.statements.profitAndLoss.expenses')} />
          {p.expenses.length === 0 ? (
            <tr>
              <td className={td} colSpan={2}>
                {t('console.money.statements.profitAndLoss.noExpenses')}
              </td>
            </tr>
          ) : (
            <Amounts rows={p.expenses} name={name} />
          )}
          <Total
            label={t('console.money.statements.profitAndLoss.totalExpenses')}
            paise={p.expensesPaise}
          />
          <Total label={t('console.money.statements.profitAndLoss.profit')} paise={p.profitPaise} />
        </FiguresTable>
        <FiguresTable
          caption={t('console.money.statements.balanceSheet.title', {
            date: date(istInstant(s.to, '12:00')),
          })}
        >
          <Heading label={t('console.money.statements.balanceSheet.assets')} />
          <Amounts rows={b.assets} name={name} />
          <Total
            label={t('console.money.statements.balanceSheet.totalAssets')}
            paise={b.assetsPaise}
          />
          <Heading label={t('console.money.statements.balanceSheet.liabilities')} />
          <Amounts rows={b.liabilities} name={name} />
          <Total
            label={t('console.money.statements.balanceSheet.totalLiabilities')}
            paise={b.liabilitiesPaise}
          />
          <Heading label={t('console.money.statements.balanceSheet.equity')} />
          <Amounts rows={b.equity} name={name} />
          <Amounts
            rows={[{ account: 'retained_profit', amountPaise: b.retainedProfitPaise }]}
            name={name}
          />
          <Total
            label={t('console.money.statements.balanceSheet.totalLiabilitiesEquity')}
            paise={b.liabilitiesPaise + b.equityPaise + b.retainedProfitPaise}
          />
        </FiguresTable>
      </div>
    </div>
  );
}

function Heading({ label }: { label: string }) {
  return (
    <tr>
      <th scope="rowgroup" colSpan={2} className={`${th} bg-slate-50`}>
        {label}
      </th>
    </tr>
  );
}

function Amounts({ rows, name }: { rows: AmountRow[]; name: (a: AmountRow['account']) => string }) {
  return rows.map((r) => (
    <tr key={r.account}>
      <th scope="row" className={`${th} font-normal`}>
        {name(r.account)}
      </th>
      <td className={num}>{money(r.amountPaise)}</td>
    </tr>
  ));
}

function Total({ label, paise }: { label: string; paise: number }) {
  return (
    <tr>
      <th scope="row" className={th}>
        {label}
      </th>
      <td className={numBold}>{money(paise)}</td>
    </tr>
  );
}

function Gstr3bSection({
  month,
  onMonth,
  isAdmin,
}: {
  month: string;
  onMonth: (month: string) => void;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const summary = useGstr3b(month, isAdmin);
  return (
    <section className="space-y-3" aria-labelledby="gstr3b-title">
      <h2 id="gstr3b-title" className="text-lg font-bold text-slate-900">
        {t('console.money.statements.gstr3b.title')}
      </h2>
      {!isAdmin ? (
        <p className="text-sm text-slate-700">{t('console.money.statements.gstr3b.adminsOnly')}</p>
      ) : (
        <>
          <div className="max-w-xs">
            <TextField
              label={t('console.money.statements.gstr3b.month')}
              type="month"
              value={month}
              max={istMonth(new Date())}
              onChange={(e) => e.target.value && onMonth(e.target.value)}
            />
          </div>
          {summary.isPending ? (
            <Spinner label={t('console.money.statements.gstr3b.loading')} className="py-8" />
          ) : summary.isError ? (
            <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
          ) : (
            <Gstr3bTable g={summary.data} />
          )}
          <ul className="flex flex-wrap gap-2">
            <li>
              <a
                className="btn"
                href={`/api/console/statements/gstr3b.csv?month=${month}`}
                download
              >
                {t('console.money.statements.gstr3b.csv')}
              </a>
            </li>
            <li>
              <a
                className="btn"
                href={`/api/console/statements/gstr3b/pdf?month=${month}`}
                download
              >
                {t('console.money.statements.gstr3b.pdf')}
              </a>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}

function Gstr3bTable({ g }: { g: Gstr3b }) {
  const { t } = useTranslation();
  const o = g.outwardTaxable;
  const i = g.inputTaxCredit;
  const n = g.netPayable;
  const rows: [string, string, number | null, number | null, number | null, number | null][] = [
    [
      '3.1(a)',
      t('console.money.statements.gstr3b.outward'),
      o.taxablePaise,
      o.cgstPaise,
      o.sgstPaise,
      o.igstPaise,
    ],
    [
      '3.1(c)',
      t('console.money.statements.gstr3b.nilExempt'),
      g.outwardNilExemptPaise,
      null,
      null,
      null,
    ],
    [
      '4(A)(5)',
      t('console.money.statements.gstr3b.itc'),
      null,
      i.cgstPaise,
      i.sgstPaise,
      i.igstPaise,
    ],
    ['6.1', t('console.money.statements.gstr3b.net'), null, n.cgstPaise, n.sgstPaise, n.igstPaise],
  ];
  return (
    <>
      <FiguresTable
        caption={t('console.money.statements.gstr3b.title')}
        headings={[
          t('console.money.statements.gstr3b.table'),
          t('console.money.statements.gstr3b.nature'),
          t('console.money.statements.gstr3b.taxable'),
          t('console.money.statements.gstr3b.cgst'),
          t('console.money.statements.gstr3b.sgst'),
          t('console.money.statements.gstr3b.igst'),
        ]}
      >
        {rows.map(([table, nature, ...figures]) => (
          <tr key={table}>
            {/* The return's table numbers, "3.1(a)", as the GST portal prints them. */}
            <th scope="row" className={th} lang="en-IN">
              {table}
            </th>
            <td className={td}>{nature}</td>
            {figures.map((paise, index) => (
              <td key={index} className={num}>
                {paise === null ? '' : money(paise)}
              </td>
            ))}
          </tr>
        ))}
      </FiguresTable>
      <p className="text-sm text-slate-700">{t('console.money.statements.gstr3b.itcNote')}</p>
    </>
  );
}
