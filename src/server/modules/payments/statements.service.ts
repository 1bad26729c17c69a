import { JOURNAL_ACCOUNTS, JOURNAL_ACCOUNT_NAMES } from '../../../shared/journal.js';
import {
  ACCOUNT_KIND,
  RETAINED_PROFIT,
  inProfitAndLoss,
  type AmountRow,
  type Gstr3b,
  type StatementAccount,
  type StatementFile,
  type Statements,
  type TrialBalanceRow,
} from '../../../shared/statements.js';
import { addDays, istInstant } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { csv, rupees } from '../../lib/csv.js';
import type { Language } from '../../../shared/language.js';
import { istMonthBounds } from './ledger.service.js';
import { gstr3bPdf, statementsPdf } from './statements-pdf.js';
import { accountSums, gstr3bSums } from './statements.queries.js';

/** 00:00 IST of a date (YYYY-MM-DD). */
const istDayStart = (date: string) => istInstant(date, '00:00');

const sumOf = (rows: { amountPaise: number }[]) => rows.reduce((s, r) => s + r.amountPaise, 0);

/**
 * The trial balance, profit and loss and balance sheet of a period (`from` to `to`, IST dates,
 * both included) from the journal only (decision 0052), for one branch's bookings (null: every
 * branch and the driving school). One aggregate query gives each account's balance before the
 * period and its debits and credits in it; the rest is arithmetic on thirteen rows.
 *
 * Balance-sheet accounts carry their balance into the period; income and expense accounts
 * start it at zero, their earlier amounts closed into retained profit (a line of the trial
 * balance), so the trial balance's opening and closing columns each sum to zero and its debits
 * equal its credits. The balance sheet is at the end of `to`: assets = liabilities + equity +
 * retained profit (income less expenses to date).
 */
export async function statements(
  db: Db,
  from: string,
  to: string,
  branchId: number | null,
): Promise<Statements> {
  const start = istDayStart(from);
  const end = istDayStart(addDays(to, 1));
  const sums = await accountSums(db, start, end, branchId);
  const of = (account: string) => sums.find((r) => r.account === account);
  let profitBefore = 0; // debit-positive: negative is a profit
  const rows: TrialBalanceRow[] = JOURNAL_ACCOUNTS.map((account) => {
    const row = of(account);
    const kind = ACCOUNT_KIND[account];
    const before = Number(row?.before ?? 0);
    const debitPaise = Number(row?.debit ?? 0);
    const creditPaise = Number(row?.credit ?? 0);
    let openingPaise = before;
    if (inProfitAndLoss(kind)) {
      profitBefore += before;
      openingPaise = 0;
    }
    return {
      account,
      kind,
      openingPaise,
      debitPaise,
      creditPaise,
      closingPaise: openingPaise + debitPaise - creditPaise,
    };
  });
  rows.push({
    account: RETAINED_PROFIT,
    kind: 'equity',
    openingPaise: profitBefore,
    debitPaise: 0,
    creditPaise: 0,
    closingPaise: profitBefore,
  });
  const total = (field: 'openingPaise' | 'debitPaise' | 'creditPaise' | 'closingPaise') =>
    rows.reduce((s, r) => s + r[field], 0);

  // Amounts on an account's normal side (income, liabilities and equity: credits − debits).
  const movement = (kind: 'income' | 'expense'): AmountRow[] =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        account: r.account,
        amountPaise: kind === 'expense' ? r.closingPaise : -r.closingPaise,
      }));
  const income = movement('income');
  const expenses = movement('expense');
  const incomePaise = sumOf(income);
  const expensesPaise = sumOf(expenses);

  const closing = (kind: 'asset' | 'liability' | 'equity'): AmountRow[] =>
    rows
      .filter((r) => r.kind === kind && r.account !== RETAINED_PROFIT)
      .map((r) => ({
        account: r.account,
        amountPaise: kind === 'asset' ? r.closingPaise : -r.closingPaise,
      }));
  const assets = closing('asset');
  const liabilities = closing('liability');
  const equity = closing('equity');
  return {
    from,
    to,
    branchId: branchId ?? 0,
    trialBalance: {
      rows,
      totals: {
        openingPaise: total('openingPaise'),
        debitPaise: total('debitPaise'),
        creditPaise: total('creditPaise'),
        closingPaise: total('closingPaise'),
      },
    },
    profitAndLoss: {
      income,
      expenses,
      incomePaise,
      expensesPaise,
      profitPaise: incomePaise - expensesPaise,
    },
    balanceSheet: {
      asAt: end.toISOString(),
      assets,
      liabilities,
      equity,
      assetsPaise: sumOf(assets),
      liabilitiesPaise: sumOf(liabilities),
      equityPaise: sumOf(equity),
      retainedProfitPaise: -profitBefore + incomePaise - expensesPaise,
    },
  };
}

/** An account's name in the statements (English: the CSVs, like the day book). */
export const accountName = (account: StatementAccount) =>
  account === RETAINED_PROFIT ? 'Retained profit' : JOURNAL_ACCOUNT_NAMES[account];

/** Debit-positive paise as the debit and credit columns of a row. */
const sides = (paise: number) => [
  paise > 0 ? rupees(paise) : null,
  paise < 0 ? rupees(-paise) : null,
];

/** One statement as CSV: the figures of `statements`, in rupees with two decimals. */
export function statementCsv(s: Statements, file: StatementFile) {
  if (file === 'trial-balance') {
    const t = s.trialBalance.totals;
    return csv([
      [
        'account',
        'account_name',
        'kind',
        'opening_debit_inr',
        'opening_credit_inr',
        'debit_inr',
        'credit_inr',
        'closing_debit_inr',
        'closing_credit_inr',
      ],
      ...s.trialBalance.rows.map((r) => [
        r.account,
        accountName(r.account),
        r.kind,
        ...sides(r.openingPaise),
        rupees(r.debitPaise),
        rupees(r.creditPaise),
        ...sides(r.closingPaise),
      ]),
      [
        'total',
        'Total',
        null,
        ...sides(t.openingPaise),
        rupees(t.debitPaise),
        rupees(t.creditPaise),
        ...sides(t.closingPaise),
      ],
    ]);
  }
  const line = (section: string, r: AmountRow) => [
    section,
    r.account,
    accountName(r.account),
    rupees(r.amountPaise),
  ];
  const header = ['section', 'account', 'account_name', 'amount_inr'];
  if (file === 'profit-and-loss') {
    const p = s.profitAndLoss;
    return csv([
      header,
      ...p.income.map((r) => line('income', r)),
      ['income', 'total', 'Total income', rupees(p.incomePaise)],
      ...p.expenses.map((r) => line('expense', r)),
      ['expense', 'total', 'Total expenses', rupees(p.expensesPaise)],
      ['profit', 'profit', 'Profit for the period', rupees(p.profitPaise)],
    ]);
  }
  const b = s.balanceSheet;
  return csv([
    header,
    ...b.assets.map((r) => line('asset', r)),
    ['asset', 'total', 'Total assets', rupees(b.assetsPaise)],
    ...b.liabilities.map((r) => line('liability', r)),
    ['liability', 'total', 'Total liabilities', rupees(b.liabilitiesPaise)],
    ...b.equity.map((r) => line('equity', r)),
    ['equity', RETAINED_PROFIT, 'Retained profit', rupees(b.retainedProfitPaise)],
    [
      'equity',
      'total',
      'Total liabilities and equity',
      rupees(b.liabilitiesPaise + b.equityPaise + b.retainedProfitPaise),
    ],
  ]);
}

/**
 * GSTR-3B's summary of an IST month from the journal (the whole registration, decision 0052):
 * 3.1(a) the income taxed above 0 % and its CGST, SGST and IGST (net of cancellations and
 * refunds, advances included as the tax on them is due when received), 3.1(c) income at 0 % or
 * with no rate, 4(A)(5) input tax credit from the input accounts (none posted yet: 0), and
 * the tax payable net of it.
 */
export async function gstr3bSummary(db: Db, month: string): Promise<Gstr3b> {
  const { start, end } = istMonthBounds(month);
  const row = await gstr3bSums(db, start, end);
  const n = (v: string | number | undefined) => Number(v ?? 0);
  const out = { cgstPaise: n(row?.cgst), sgstPaise: n(row?.sgst), igstPaise: n(row?.igst) };
  const itc = {
    cgstPaise: n(row?.itc_cgst),
    sgstPaise: n(row?.itc_sgst),
    igstPaise: n(row?.itc_igst),
  };
  return {
    month,
    outwardTaxable: { taxablePaise: n(row?.taxable), ...out },
    outwardNilExemptPaise: n(row?.nil_exempt),
    inputTaxCredit: itc,
    netPayable: {
      cgstPaise: out.cgstPaise - itc.cgstPaise,
      sgstPaise: out.sgstPaise - itc.sgstPaise,
      igstPaise: out.igstPaise - itc.igstPaise,
    },
  };
}

/** GSTR-3B's summary as CSV: one row per table line, rupees with two decimals. */
export function gstr3bCsv(g: Gstr3b) {
  const o = g.outwardTaxable;
  const i = g.inputTaxCredit;
  const p = g.netPayable;
  return csv([
    ['table', 'description', 'taxable_value_inr', 'cgst_inr', 'sgst_inr', 'igst_inr'],
    [
      '3.1(a)',
      'Outward taxable supplies (other than zero rated, nil rated and exempted)',
      rupees(o.taxablePaise),
      rupees(o.cgstPaise),
      rupees(o.sgstPaise),
      rupees(o.igstPaise),
    ],
    [
      '3.1(c)',
      'Other outward supplies (nil rated, exempted)',
      rupees(g.outwardNilExemptPaise),
      null,
      null,
      null,
    ],
    [
      '4(A)(5)',
      'All other ITC (gateway fees and other inputs)',
      null,
      rupees(i.cgstPaise),
      rupees(i.sgstPaise),
      rupees(i.igstPaise),
    ],
    [
      '6.1',
      'Tax payable less ITC',
      null,
      rupees(p.cgstPaise),
      rupees(p.sgstPaise),
      rupees(p.igstPaise),
    ],
  ]);
}

/** The three statements of a period as one PDF in the reader's language, with its file name. */
export async function statementsPdfFile(
  db: Db,
  from: string,
  to: string,
  branchId: number | null,
  language: Language,
) {
  const s = await statements(db, from, to, branchId);
  return { filename: `statements-${from}-to-${to}.pdf`, pdf: await statementsPdf(s, language) };
}

/** GSTR-3B's summary of a month as a PDF in the reader's language, with its file name. */
export async function gstr3bPdfFile(db: Db, month: string, language: Language) {
  const g = await gstr3bSummary(db, month);
  return { filename: `gstr3b-${month}.pdf`, pdf: await gstr3bPdf(g, language) };
}
