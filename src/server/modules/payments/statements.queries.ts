import { sql, type SQL } from 'drizzle-orm';
import { GST_INPUT_ACCOUNTS, accountsOfKind } from '../../../shared/statements.js';
import type { JournalAccount } from '../../../shared/journal.js';
import type { DbOrTx } from '../../db/client.js';
import { scopeOf } from './accounts.queries.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface AccountSumsRow {
  account: JournalAccount;
  /** Debits − credits posted before `from`. */
  before: string | number;
  /** Debits and credits posted in [from, to). */
  debit: string | number;
  credit: string | number;
}

/**
 * Per account: what was posted before `from` (debits − credits) and the debits and credits of
 * [from, to), for one branch's bookings (null: everything, courses included). One pass over
 * the lines up to `to`, summed by the database (decision 0052): the trial balance, the profit
 * and loss and the balance sheet are all made from these thirteen rows.
 */
export async function accountSums(db: DbOrTx, from: Date, to: Date, branchId: number | null) {
  const result = await db.execute(sql`
    select l.account,
      coalesce(sum(l.debit_paise - l.credit_paise) filter (where e.posted_at < ${from.toISOString()}::timestamptz), 0) as before,
      coalesce(sum(l.debit_paise) filter (where e.posted_at >= ${from.toISOString()}::timestamptz), 0) as debit,
      coalesce(sum(l.credit_paise) filter (where e.posted_at >= ${from.toISOString()}::timestamptz), 0) as credit
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where e.posted_at < ${to.toISOString()}::timestamptz and ${scopeOf(branchId)}
    group by l.account`);
  return rowsOf<AccountSumsRow>(result);
}

const list = (accounts: readonly JournalAccount[]) =>
  sql.join(
    accounts.map((a) => sql`${a}`),
    sql`, `,
  );

/** Credits − debits of `accounts` (0 when there are none), as a filtered sum. */
const creditsOf = (accounts: readonly JournalAccount[], also: SQL = sql`true`) =>
  accounts.length === 0
    ? sql`0`
    : sql`coalesce(sum(l.credit_paise - l.debit_paise) filter (where l.account in (${list(accounts)}) and ${also}), 0)`;

export interface Gstr3bRow {
  taxable: string | number;
  nil_exempt: string | number;
  cgst: string | number;
  sgst: string | number;
  igst: string | number;
  itc_cgst: string | number;
  itc_sgst: string | number;
  itc_igst: string | number;
}

/**
 * GSTR-3B's figures for [from, to) from the journal (the whole registration): income taxed
 * above 0 % (3.1(a)'s taxable value) and at 0 % or no rate (3.1(c)), GST output by head, and
 * input tax credit from the input accounts (none yet: 0).
 */
export async function gstr3bSums(db: DbOrTx, from: Date, to: Date) {
  const income = accountsOfKind('income');
  const debits = (accounts: readonly JournalAccount[]) =>
    accounts.length === 0
      ? sql`0`
      : sql`coalesce(sum(l.debit_paise - l.credit_paise) filter (where l.account in (${list(accounts)})), 0)`;
  const result = await db.execute(sql`
    select
      ${creditsOf(income, sql`coalesce(l.rate_bp, 0) > 0`)} as taxable,
      ${creditsOf(income, sql`coalesce(l.rate_bp, 0) = 0`)} as nil_exempt,
      ${creditsOf(['gst_output_cgst'])} as cgst,
      ${creditsOf(['gst_output_sgst'])} as sgst,
      ${creditsOf(['gst_output_igst'])} as igst,
      ${debits(GST_INPUT_ACCOUNTS.cgst)} as itc_cgst,
      ${debits(GST_INPUT_ACCOUNTS.sgst)} as itc_sgst,
      ${debits(GST_INPUT_ACCOUNTS.igst)} as itc_igst
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where e.posted_at >= ${from.toISOString()}::timestamptz
      and e.posted_at < ${to.toISOString()}::timestamptz`);
  const [row] = rowsOf<Gstr3bRow>(result);
  return row;
}
