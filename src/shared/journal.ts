/**
 * The journal's named accounts (decision 0031). Assets and expenses grow by debits;
 * liabilities and revenue by credits. Revenue accounts hold taxable values only: GST collected
 * sits in the GST output accounts, security deposits in `deposits_held` until kept or returned.
 */
export const JOURNAL_ACCOUNTS = [
  'rent_revenue',
  'extension_revenue',
  'extra_charge_revenue',
  'course_revenue',
  'gst_output_cgst',
  'gst_output_sgst',
  'gst_output_igst',
  'deposits_held',
  'gateway_clearing',
  'bank_upi',
  'cash',
  'refunds_payable',
  'customer_receivables',
  'pure_agent_recoveries',
  'bad_debts',
] as const;

export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

export const JOURNAL_ACCOUNT_NAMES: Record<JournalAccount, string> = {
  rent_revenue: 'Rent revenue',
  extension_revenue: 'Extension revenue',
  extra_charge_revenue: 'Extra-charge revenue',
  course_revenue: 'Course revenue',
  gst_output_cgst: 'GST output: CGST',
  gst_output_sgst: 'GST output: SGST',
  gst_output_igst: 'GST output: IGST',
  deposits_held: 'Security deposits held',
  gateway_clearing: 'Payment gateway clearing',
  bank_upi: 'Bank and UPI',
  cash: 'Cash',
  refunds_payable: 'Refunds payable',
  customer_receivables: 'Customer receivables',
  pure_agent_recoveries: 'Tolls and fines recovered (pure agent)',
  bad_debts: 'Bad debts written off',
};

/** What a GST rate row is for: a car category (by id) or a course category. */
export const GST_SUBJECTS = ['car_category', 'course_category'] as const;
export type GstSubject = (typeof GST_SUBJECTS)[number];

/** One line of a journal entry: exactly one side is positive. */
export interface JournalLine {
  account: JournalAccount;
  debitPaise: number;
  creditPaise: number;
  /** Revenue and GST output lines: the GST rate in basis points they were taxed at. */
  rateBp?: number | null;
}

export const debit = (account: JournalAccount, paise: number): JournalLine => ({
  account,
  debitPaise: paise,
  creditPaise: 0,
});

export const credit = (account: JournalAccount, paise: number): JournalLine => ({
  account,
  debitPaise: 0,
  creditPaise: paise,
});

/** Drops zero lines; throws when what remains does not balance (a bug, never user input). */
export function balancedLines(lines: JournalLine[]): JournalLine[] {
  const kept = lines.filter((l) => l.debitPaise > 0 || l.creditPaise > 0);
  const debits = kept.reduce((sum, l) => sum + l.debitPaise, 0);
  const credits = kept.reduce((sum, l) => sum + l.creditPaise, 0);
  if (debits !== credits) {
    throw new Error(`Journal entry does not balance: debits ${debits}, credits ${credits}.`);
  }
  if (
    kept.some(
      (l) =>
        l.debitPaise < 0 ||
        l.creditPaise < 0 ||
        !Number.isSafeInteger(l.debitPaise + l.creditPaise),
    )
  ) {
    throw new Error('Journal lines are whole, non-negative paise.');
  }
  return kept;
}

/** The journal's figures for a period (decision 0031): movements in, balances at its end. */
export interface LedgerSummary {
  from: string;
  to: string;
  /** Revenue by source, taxable values (no GST, no deposits), net of reversals. */
  revenuePaise: { rent: number; extension: number; extraCharges: number; courses: number };
  /** GST output of the period by type. */
  gstOutputPaise: { cgst: number; sgst: number; igst: number };
  /** Balances at the end of the period. */
  depositsHeldPaise: number;
  receivablesPaise: number;
  refundsPayablePaise: number;
}
