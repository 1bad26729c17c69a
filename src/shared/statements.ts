import { z } from 'zod';
import { MONTH_FORMAT_MESSAGE } from './console-reports.js';
import { branchIdQuerySchema } from './console.js';
import { JOURNAL_ACCOUNTS, type JournalAccount } from './journal.js';

// ---- Statements from the journal: trial balance, profit and loss, balance sheet, GSTR-3B ----
// (issue 37 item 4, decision 0052)

/** What an account is in the statements. */
export const ACCOUNT_KINDS = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Every journal account's kind: the one rule the server's statements and the console's page
 * use. Revenue accounts (taxable values only) are income; GST output is owed to the
 * government, deposits held and refunds payable to customers (liabilities); money at the
 * gateway, in the bank and in cash, and what customers owe, are assets; bad debts written off
 * are the only expense. There are no equity accounts yet: the profit to date is the only
 * equity (retained profit).
 */
export const ACCOUNT_KIND: Record<JournalAccount, AccountKind> = {
  rent_revenue: 'income',
  extension_revenue: 'income',
  extra_charge_revenue: 'income',
  course_revenue: 'income',
  gst_output_cgst: 'liability',
  gst_output_sgst: 'liability',
  gst_output_igst: 'liability',
  deposits_held: 'liability',
  gateway_clearing: 'asset',
  bank_upi: 'asset',
  cash: 'asset',
  refunds_payable: 'liability',
  customer_receivables: 'asset',
  // Tolls and fines recovered from renters at cost, owed against what the business paid out
  // for them (the FASTag debit, the fine): never income (pure agent, decision 0056).
  pure_agent_recoveries: 'liability',
  // What a renter never paid of a charge after the trip, written off by a manager.
  bad_debts: 'expense',
};

/** Assets and expenses grow by debits; liabilities, equity and income by credits. */
export const debitNormal = (kind: AccountKind) => kind === 'asset' || kind === 'expense';

/** Accounts of the profit and loss (closed into retained profit), the rest the balance sheet's. */
export const inProfitAndLoss = (kind: AccountKind) => kind === 'income' || kind === 'expense';

/** The accounts of one kind, in the journal's order. */
export const accountsOfKind = (kind: AccountKind): JournalAccount[] =>
  JOURNAL_ACCOUNTS.filter((a) => ACCOUNT_KIND[a] === kind);

/**
 * The GST accounts GSTR-3B reads: output tax by head, and input tax credit. No account holds
 * input tax yet (gateway fees are not posted: issue 37's settlements add them), so the input
 * list is empty and the return's 4A shows 0.
 */
export const GST_OUTPUT_ACCOUNTS = {
  cgst: 'gst_output_cgst',
  sgst: 'gst_output_sgst',
  igst: 'gst_output_igst',
} as const satisfies Record<string, JournalAccount>;
export const GST_INPUT_ACCOUNTS: Record<
  keyof typeof GST_OUTPUT_ACCOUNTS,
  readonly JournalAccount[]
> = { cgst: [], sgst: [], igst: [] };

/** The line for the profit of earlier periods in a period's trial balance. */
export const RETAINED_PROFIT = 'retained_profit';

export const STATEMENT_RANGE_MESSAGE =
  'Choose a from date on or before the to date, at most 366 days apart (YYYY-MM-DD).';

/** A real calendar date (no 31 February), YYYY-MM-DD. */
const dateSchema = z
  .string({ error: STATEMENT_RANGE_MESSAGE })
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: STATEMENT_RANGE_MESSAGE })
  .refine(
    (d) => {
      const at = Date.parse(`${d}T00:00:00Z`);
      return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === d;
    },
    { error: 'That date does not exist (YYYY-MM-DD).' },
  );

/** A period of IST dates, both included, for the statements. */
export const statementsQuerySchema = z
  .object({ from: dateSchema, to: dateSchema, branchId: branchIdQuerySchema })
  .refine(
    ({ from, to }) => {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      return Number.isFinite(days) && days >= 0 && days <= 366;
    },
    { error: STATEMENT_RANGE_MESSAGE, path: ['to'] },
  );
export type StatementsQuery = z.infer<typeof statementsQuerySchema>;

const monthSchema = z
  .string({ error: MONTH_FORMAT_MESSAGE })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { error: MONTH_FORMAT_MESSAGE });
export const gstr3bQuerySchema = z.object({ month: monthSchema });

/** The CSV downloads of the statements. */
export const STATEMENT_FILES = ['trial-balance', 'profit-and-loss', 'balance-sheet'] as const;
export type StatementFile = (typeof STATEMENT_FILES)[number];

const paise = z.number().int();
const accountSchema = z.enum([...JOURNAL_ACCOUNTS, RETAINED_PROFIT]);
export type StatementAccount = z.infer<typeof accountSchema>;

/**
 * One row of the trial balance. Signed amounts are debits positive, credits negative:
 * opening + debits − credits = closing. Balance-sheet accounts carry their balance from
 * before the period; income and expense accounts start the period at zero, their earlier
 * amounts being the retained profit's opening (so every column sums to zero).
 */
export const trialBalanceRowSchema = z.object({
  account: accountSchema,
  kind: z.enum(ACCOUNT_KINDS),
  openingPaise: paise,
  debitPaise: paise,
  creditPaise: paise,
  closingPaise: paise,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>;

const amountRow = z.object({ account: accountSchema, amountPaise: paise });
export type AmountRow = z.infer<typeof amountRow>;

export const statementsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** 0: every branch and the driving school; otherwise the branch's bookings only. */
  branchId: z.number().int(),
  trialBalance: z.object({
    rows: z.array(trialBalanceRowSchema),
    /** Totals of each column: opening and closing 0, debits = credits. */
    totals: z.object({
      openingPaise: paise,
      debitPaise: paise,
      creditPaise: paise,
      closingPaise: paise,
    }),
  }),
  profitAndLoss: z.object({
    /** Income by account for the period (credits − debits). */
    income: z.array(amountRow),
    /** Expenses by account (debits − credits). */
    expenses: z.array(amountRow),
    incomePaise: paise,
    expensesPaise: paise,
    profitPaise: paise,
  }),
  balanceSheet: z.object({
    /** The end of the `to` date, IST. */
    asAt: z.string(),
    assets: z.array(amountRow),
    liabilities: z.array(amountRow),
    equity: z.array(amountRow),
    assetsPaise: paise,
    liabilitiesPaise: paise,
    equityPaise: paise,
    /** Income less expenses of everything up to the date. */
    retainedProfitPaise: paise,
  }),
});
export type Statements = z.infer<typeof statementsSchema>;

const gstHeads = z.object({
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});

/** GSTR-3B's summary for a month, from the journal (the whole registration). */
export const gstr3bSchema = z.object({
  month: z.string(),
  /** 3.1(a): outward taxable supplies (other than zero-rated, nil-rated and exempted). */
  outwardTaxable: gstHeads,
  /** 3.1(c): nil-rated and exempted supplies (lines at 0 % or with no rate). */
  outwardNilExemptPaise: paise,
  /** 4(A)(5): all other input tax credit (gateway fees and the like): none posted yet. */
  inputTaxCredit: z.object({ cgstPaise: paise, sgstPaise: paise, igstPaise: paise }),
  /** Output tax less input tax credit, by head. */
  netPayable: z.object({ cgstPaise: paise, sgstPaise: paise, igstPaise: paise }),
});
export type Gstr3b = z.infer<typeof gstr3bSchema>;
