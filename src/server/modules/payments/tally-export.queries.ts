import { and, asc, gte, lt, sql } from 'drizzle-orm';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import type { JournalAccount } from '../../../shared/journal.js';
import type { DbOrTx } from '../../db/client.js';
import { gstDocuments, gstSettings } from '../../db/schema.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface TallyEntryRow {
  id: number;
  posted_at: string | Date;
  event: string;
  memo: string;
  booking_id: number | null;
  root_booking_id: number | null;
  course_order_id: number | null;
  lesson_purchase_id: number | null;
  payment_id: number | null;
  customer_name: string | null;
}

/** The entries posted in [from, to), in posting order, with their booking's customer. */
export async function entriesBetween(db: DbOrTx, from: Date, to: Date) {
  const result = await db.execute(sql`
    select e.id, e.posted_at, e.event, e.memo, e.booking_id,
      coalesce(b.parent_booking_id, b.id) as root_booking_id, e.course_order_id,
      e.lesson_purchase_id, e.payment_id, u.name as customer_name
    from journal_entries e
      left join bookings b on b.id = e.booking_id
      left join users u on u.id = b.user_id
    where e.posted_at >= ${from.toISOString()}::timestamptz
      and e.posted_at < ${to.toISOString()}::timestamptz
    order by e.posted_at, e.id`);
  return rowsOf<TallyEntryRow>(result);
}

export interface TallyLineRow {
  entry_id: number;
  account: JournalAccount;
  debit_paise: string | number;
  credit_paise: string | number;
}

/** The lines of the entries posted in [from, to), in the order they were written. */
export async function linesBetween(db: DbOrTx, from: Date, to: Date) {
  const result = await db.execute(sql`
    select l.entry_id, l.account, l.debit_paise, l.credit_paise
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where e.posted_at >= ${from.toISOString()}::timestamptz
      and e.posted_at < ${to.toISOString()}::timestamptz
    order by l.entry_id, l.id`);
  return rowsOf<TallyLineRow>(result);
}

/** Every document issued in [from, to), what matching it to its entry needs. */
export async function documentsBetween(db: DbOrTx, from: Date, to: Date) {
  const rows = await db
    .select({
      docType: gstDocuments.docType,
      number: gstDocuments.number,
      issuedAt: gstDocuments.issuedAt,
      bookingId: gstDocuments.bookingId,
      courseOrderId: gstDocuments.courseOrderId,
      lessonPurchaseId: gstDocuments.lessonPurchaseId,
      paymentId: gstDocuments.paymentId,
      recipientName: sql<string>`${gstDocuments.recipient} ->> 'name'`,
    })
    .from(gstDocuments)
    .where(and(gte(gstDocuments.issuedAt, from), lt(gstDocuments.issuedAt, to)))
    .orderBy(asc(gstDocuments.issuedAt), asc(gstDocuments.id));
  return rows.map((r) => ({ ...r, docType: r.docType as GstDocumentType }));
}

/** The registration's legal name: the company the file is imported into. */
export async function companyName(db: DbOrTx) {
  const [row] = await db.select({ legalName: gstSettings.legalName }).from(gstSettings).limit(1);
  return row?.legalName ?? null;
}
