import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  closedMonths,
  gstDocuments,
  journalEntries,
  journalLines,
  users,
} from '../../db/schema.js';

export async function isMonthClosed(db: DbOrTx, month: string) {
  const [row] = await db
    .select({ month: closedMonths.month })
    .from(closedMonths)
    .where(eq(closedMonths.month, month));
  return row !== undefined;
}

/** Locks the closed months against a concurrent close or reopen of the same month. */
export async function lockClosedMonth(db: DbOrTx, month: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`closed-month:${month}`}))`);
}

export function listClosedMonths(db: DbOrTx) {
  return db
    .select({ month: closedMonths.month, closedAt: closedMonths.closedAt, closedBy: users.name })
    .from(closedMonths)
    .innerJoin(users, eq(users.id, closedMonths.closedBy))
    .orderBy(asc(closedMonths.month));
}

export async function insertClosedMonth(db: DbOrTx, month: string, closedBy: number, at: Date) {
  await db.insert(closedMonths).values({ month, closedBy, closedAt: at });
}

export async function deleteClosedMonth(db: DbOrTx, month: string) {
  const gone = await db
    .delete(closedMonths)
    .where(eq(closedMonths.month, month))
    .returning({ month: closedMonths.month });
  return gone.length > 0;
}

/** Entries of the period whose lines do not balance (or have fewer than two). */
export async function unbalancedEntriesBetween(db: DbOrTx, start: Date, end: Date) {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(and(gte(journalEntries.postedAt, start), lt(journalEntries.postedAt, end)))
    .groupBy(journalEntries.id)
    .having(
      sql`count(${journalLines.id}) < 2 OR coalesce(sum(${journalLines.debitPaise}), 0) <> coalesce(sum(${journalLines.creditPaise}), 0)`,
    );
  return rows.length;
}

/**
 * GST documents of the period that no journal entry accounts for: none of the same booking
 * (or its extension), course order or lesson package posted within ten seconds of it (since
 * decision 0052 the two share one instant; earlier ones were a moment apart).
 */
export async function undocumentedBetween(db: DbOrTx, start: Date, end: Date) {
  const rows = await db
    .select({ id: gstDocuments.id })
    .from(gstDocuments)
    .where(
      and(
        gte(gstDocuments.issuedAt, start),
        lt(gstDocuments.issuedAt, end),
        sql`NOT EXISTS (
          SELECT 1 FROM journal_entries e
          LEFT JOIN bookings b ON b.id = e.booking_id
          WHERE e.posted_at BETWEEN ${gstDocuments.issuedAt} - interval '10 seconds'
                                AND ${gstDocuments.issuedAt} + interval '10 seconds'
            AND (coalesce(b.parent_booking_id, b.id) = ${gstDocuments.bookingId}
                 OR e.booking_id = ${gstDocuments.bookingId}
                 OR e.course_order_id = ${gstDocuments.courseOrderId}
                 OR e.lesson_purchase_id = ${gstDocuments.lessonPurchaseId}))`,
      ),
    );
  return rows.length;
}
