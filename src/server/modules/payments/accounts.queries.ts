import { and, asc, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import {
  NON_GST_DOCUMENT_TYPES,
  type GstDocumentType,
  type GstReturnDocumentType,
} from '../../../shared/gst-documents.js';
import type { JournalAccount } from '../../../shared/journal.js';
import type { DbOrTx } from '../../db/client.js';
import { gstDocuments } from '../../db/schema.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Entries in scope: one branch's bookings, or (null) everything, courses included. */
export const scopeOf = (branchId: number | null) =>
  branchId === null
    ? sql`true`
    : sql`exists (select 1 from bookings b join cars c on c.id = b.car_id
        where b.id = e.booking_id and c.branch_id = ${branchId}::int)`;

export interface RateRow {
  account: JournalAccount;
  rate_bp: number | null;
  movement: string | number;
}

/** Revenue and GST output lines of [from, to), credits minus debits, by account and rate. */
export async function movementByRate(db: DbOrTx, from: Date, to: Date, branchId: number | null) {
  const result = await db.execute(sql`
    select l.account, l.rate_bp, sum(l.credit_paise - l.debit_paise) as movement
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where e.posted_at >= ${from.toISOString()}::timestamptz
      and e.posted_at < ${to.toISOString()}::timestamptz
      and l.account in ('rent_revenue', 'extension_revenue', 'extra_charge_revenue',
        'course_revenue', 'gst_output_cgst', 'gst_output_sgst', 'gst_output_igst')
      and ${scopeOf(branchId)}
    group by l.account, l.rate_bp
    order by l.rate_bp nulls first`);
  return rowsOf<RateRow>(result);
}

export interface OpenRow {
  booking_id: number;
  root_id: number;
  open_paise: string | number;
  since: string | Date;
  customer_name: string;
  branch_name: string;
}

/**
 * Bookings with an open balance on `account` at `asAt`: what grew it (debits of an asset,
 * credits of a liability) less what settled it. `since` is the posting of the oldest amount
 * still open, first in first out: the first growing line whose running total passes what has
 * been settled.
 */
export async function openByBooking(
  db: DbOrTx,
  account: JournalAccount,
  grows: 'debit' | 'credit',
  asAt: Date,
  branchId: number | null,
) {
  const grow = grows === 'debit' ? sql`l.debit_paise` : sql`l.credit_paise`;
  const settle = grows === 'debit' ? sql`l.credit_paise` : sql`l.debit_paise`;
  const result = await db.execute(sql`
    with moves as (
      select e.booking_id, e.posted_at, e.id as entry_id, ${grow} as grow, ${settle} as settle
      from journal_lines l join journal_entries e on e.id = l.entry_id
      where l.account = ${account} and e.booking_id is not null
        and e.posted_at < ${asAt.toISOString()}::timestamptz and ${scopeOf(branchId)}
    ),
    balances as (
      select booking_id, sum(grow) - sum(settle) as open_paise, sum(settle) as settled
      from moves group by booking_id having sum(grow) <> sum(settle)
    ),
    grown as (
      select m.booking_id, m.posted_at,
        sum(m.grow) over (partition by m.booking_id order by m.posted_at, m.entry_id) as running
      from moves m join balances o on o.booking_id = m.booking_id
      where m.grow > 0
    ),
    since as (
      select g.booking_id, min(g.posted_at) as since
      from grown g join balances o on o.booking_id = g.booking_id
      where g.running > o.settled group by g.booking_id
    )
    select o.booking_id, coalesce(b.parent_booking_id, b.id) as root_id, o.open_paise,
      coalesce(s.since, ${asAt.toISOString()}::timestamptz) as since,
      u.name as customer_name, br.name as branch_name
    from balances o
      join bookings b on b.id = o.booking_id
      join users u on u.id = b.user_id
      join cars c on c.id = b.car_id
      join branches br on br.id = c.branch_id
      left join since s on s.booking_id = o.booking_id
    order by since, o.booking_id`);
  return rowsOf<OpenRow>(result);
}

export interface DayBookRow {
  entry_id: number;
  posted_at: string | Date;
  event: string;
  booking_id: number | null;
  course_order_id: number | null;
  payment_id: number | null;
  memo: string;
  account: JournalAccount;
  rate_bp: number | null;
  debit_paise: string | number;
  credit_paise: string | number;
  currency: string | null;
  foreign_minor: string | number | null;
  inr_per_unit: string | null;
}

/** Every entry posted in [from, to) with its lines, in posting order. */
export async function dayBookLines(db: DbOrTx, from: Date, to: Date, branchId: number | null) {
  const result = await db.execute(sql`
    select e.id as entry_id, e.posted_at, e.event, e.booking_id, e.course_order_id,
      e.payment_id, e.memo, l.account, l.rate_bp, l.debit_paise, l.credit_paise,
      e.currency, e.foreign_minor, e.inr_per_unit
    from journal_entries e join journal_lines l on l.entry_id = e.id
    where e.posted_at >= ${from.toISOString()}::timestamptz
      and e.posted_at < ${to.toISOString()}::timestamptz and ${scopeOf(branchId)}
    order by e.posted_at, e.id, l.id`);
  return rowsOf<DayBookRow>(result);
}

/** The GST documents of `types` issued in [from, to), voided ones included. */
export function documentsIssued(db: DbOrTx, from: Date, to: Date, types: GstDocumentType[]) {
  return db
    .select()
    .from(gstDocuments)
    .where(
      and(
        gte(gstDocuments.issuedAt, from),
        lt(gstDocuments.issuedAt, to),
        inArray(gstDocuments.docType, types),
      ),
    )
    .orderBy(asc(gstDocuments.docType), asc(gstDocuments.financialYear), asc(gstDocuments.serial));
}

/**
 * Every GST document issued in [from, to), just what the documents-issued section counts (an
 * expense statement is no GST document, decision 0058).
 */
export async function documentSerials(db: DbOrTx, from: Date, to: Date) {
  const rows = await db
    .select({
      docType: gstDocuments.docType,
      financialYear: gstDocuments.financialYear,
      serial: gstDocuments.serial,
      number: gstDocuments.number,
      voidedAt: gstDocuments.voidedAt,
    })
    .from(gstDocuments)
    .where(
      and(
        gte(gstDocuments.issuedAt, from),
        lt(gstDocuments.issuedAt, to),
        notInArray(gstDocuments.docType, [...NON_GST_DOCUMENT_TYPES]),
      ),
    )
    .orderBy(asc(gstDocuments.docType), asc(gstDocuments.financialYear), asc(gstDocuments.serial));
  return rows.map((r) => ({ ...r, docType: r.docType as GstReturnDocumentType }));
}

const ADVANCE_TYPES: GstDocumentType[] = ['receipt_voucher', 'refund_voucher', 'tax_invoice'];

/**
 * For the advances sections: the receipt vouchers, refund vouchers and tax invoices issued
 * before `to` of every booking with one of them issued in [from, to).
 */
export function advanceDocuments(db: DbOrTx, from: Date, to: Date) {
  const bookingsOfMonth = db
    .selectDistinct({ bookingId: gstDocuments.bookingId })
    .from(gstDocuments)
    .where(
      and(
        gte(gstDocuments.issuedAt, from),
        lt(gstDocuments.issuedAt, to),
        inArray(gstDocuments.docType, ADVANCE_TYPES),
        isNotNull(gstDocuments.bookingId),
      ),
    );
  return db
    .select({
      id: gstDocuments.id,
      docType: gstDocuments.docType,
      bookingId: gstDocuments.bookingId,
      issuedAt: gstDocuments.issuedAt,
      placeOfSupply: gstDocuments.placeOfSupply,
      lines: gstDocuments.lines,
      voidedAt: gstDocuments.voidedAt,
    })
    .from(gstDocuments)
    .where(
      and(
        inArray(gstDocuments.bookingId, bookingsOfMonth),
        lt(gstDocuments.issuedAt, to),
        inArray(gstDocuments.docType, ADVANCE_TYPES),
      ),
    );
}

export type DocumentSerial = Awaited<ReturnType<typeof documentSerials>>[number];

export type IssuedDocument = Awaited<ReturnType<typeof documentsIssued>>[number];

/** Documents by id (what the month's notes refer to, which may be of an earlier month). */
export function documentsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(gstDocuments).where(inArray(gstDocuments.id, ids));
}

export interface BranchMonthMoneyRow {
  branch_id: number;
  month: string;
  charged_paise: string | number;
  reversed_paise: string | number;
  revenue_paise: string | number;
  gst_paise: string | number;
}

/**
 * Per branch and IST month of [from, to): revenue and GST output lines of its bookings' entries.
 * `charged`: credits (supplies charged, GST included); `reversed`: debits (cancellations and
 * refunds of them); `revenue` and `gst`: net by kind. Deposits never touch these accounts.
 */
export async function moneyByBranchMonth(
  db: DbOrTx,
  branchId: number | null,
  from: Date,
  to: Date,
) {
  const result = await db.execute(sql`
    select c.branch_id, to_char(e.posted_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
      sum(l.credit_paise) as charged_paise, sum(l.debit_paise) as reversed_paise,
      sum(l.credit_paise - l.debit_paise) filter (where l.account like '%revenue')
        as revenue_paise,
      sum(l.credit_paise - l.debit_paise) filter (where l.account like 'gst_output_%')
        as gst_paise
    from journal_entries e
      join journal_lines l on l.entry_id = e.id
      join bookings b on b.id = e.booking_id
      join cars c on c.id = b.car_id
    where e.posted_at >= ${from.toISOString()}::timestamptz
      and e.posted_at < ${to.toISOString()}::timestamptz
      and (${branchId}::int is null or c.branch_id = ${branchId}::int)
      and l.account in ('rent_revenue', 'extension_revenue', 'extra_charge_revenue',
        'gst_output_cgst', 'gst_output_sgst', 'gst_output_igst')
    group by 1, 2`);
  return rowsOf<BranchMonthMoneyRow>(result);
}
