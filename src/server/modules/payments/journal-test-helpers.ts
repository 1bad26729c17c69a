import { asc, eq, sql } from 'drizzle-orm';
import { credit, debit, type JournalAccount } from '../../../shared/journal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { journalEntries, journalLines } from '../../db/schema.js';
import { insertJournalEntry } from './journal.queries.js';

/** Every entry whose debits and credits differ, or with fewer than two lines (should be none). */
export async function unbalancedEntries(db: DbOrTx) {
  const result = await db.execute(sql`
    SELECT e.id FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
    GROUP BY e.id
    HAVING count(l.id) < 2 OR coalesce(sum(l.debit_paise), 0) <> coalesce(sum(l.credit_paise), 0)`);
  return (result as unknown as { rows: { id: number }[] }).rows;
}

/** The entries of a booking, oldest first, each with its lines as account -> signed paise. */
export async function entriesOfBooking(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({ entry: journalEntries, line: journalLines })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.bookingId, bookingId))
    .orderBy(asc(journalEntries.id), asc(journalLines.id));
  return groupEntries(rows);
}

export async function entriesOfCourseOrder(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ entry: journalEntries, line: journalLines })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.courseOrderId, orderId))
    .orderBy(asc(journalEntries.id), asc(journalLines.id));
  return groupEntries(rows);
}

type Row = {
  entry: typeof journalEntries.$inferSelect;
  line: typeof journalLines.$inferSelect;
};

/** Debits positive, credits negative, per account. */
function groupEntries(rows: Row[]) {
  const entries: {
    event: string;
    paymentId: number | null;
    lines: Partial<Record<JournalAccount, number>>;
  }[] = [];
  let current: (typeof entries)[number] | undefined;
  let currentId = -1;
  for (const { entry, line } of rows) {
    if (entry.id !== currentId) {
      current = { event: entry.event, paymentId: entry.paymentId, lines: {} };
      entries.push(current);
      currentId = entry.id;
    }
    current!.lines[line.account] =
      (current!.lines[line.account] ?? 0) + line.debitPaise - line.creditPaise;
  }
  return entries;
}

/** The sum of several entries' lines per account (zero accounts dropped). */
export function net(entries: { lines: Partial<Record<JournalAccount, number>> }[]) {
  const sum: Partial<Record<JournalAccount, number>> = {};
  for (const e of entries) {
    for (const [account, paise] of Object.entries(e.lines) as [JournalAccount, number][]) {
      sum[account] = (sum[account] ?? 0) + paise;
    }
  }
  return Object.fromEntries(Object.entries(sum).filter(([, v]) => v !== 0));
}

/**
 * A charge left owed on a booking after its return (extra kilometres, say): receivables up,
 * extra-charge revenue up, as the return's settlement posts it.
 */
export async function postOwedCharge(db: Db, bookingId: number, paise: number) {
  await db.transaction((tx) =>
    insertJournalEntry(tx, { event: 'return_settled', bookingId }, [
      debit('customer_receivables', paise),
      credit('extra_charge_revenue', paise),
    ]),
  );
}
