import { and, desc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import type { JournalLine } from '../../../shared/journal.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  cars,
  customerBillingAddresses,
  customerGstDetails,
  gstDocumentCounters,
  gstDocuments,
  gstRates,
  gstSettings,
  journalEntries,
  journalLines,
  payments,
  users,
} from '../../db/schema.js';
import { carCategoryRate, taxColumns } from '../bookings/index.js';

// Many bookings' money at once (a FASTag statement's tolls): one statement for what
// journal.queries.ts and documents.queries.ts do for one booking. Rows go in as one JSON
// parameter (json_to_recordset), so a statement's thousands of rows stay one statement.

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const json = (rows: object[]) => sql`${JSON.stringify(rows)}::json`;
/** `column = any(ids)`: one parameter for thousands of ids. */
const anyOf = (column: AnyColumn, ids: number[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** Locks the bookings as every money change of one does, in id order (no deadlock). */
export async function lockBookingsForMoney(db: DbOrTx, bookingIds: number[]) {
  await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(anyOf(bookings.id, bookingIds))
    .orderBy(bookings.id)
    .for('update');
}

/** Each booking's GST terms, as `bookingTax` reads them for one. */
export function bookingTaxes(db: DbOrTx, bookingIds: number[]) {
  return db
    .select({
      ...taxColumns,
      pricesIncludeTax: gstSettings.pricesIncludeTax,
      id: bookings.id,
      userId: bookings.userId,
      parentBookingId: bookings.parentBookingId,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, bookings.userId))
    .leftJoin(gstRates, and(carCategoryRate, eq(gstSettings.enabled, true)))
    .where(anyOf(bookings.id, bookingIds));
}

export interface EntryRow {
  bookingId: number;
  event: string;
  memo: string;
  lines: JournalLine[];
}

/** Journal entries, one per booking, and their lines (balanced, checked at commit). */
export async function insertEntries(db: DbOrTx, postedAt: Date, entries: EntryRow[]) {
  const heads = entries.map((e) => ({ booking_id: e.bookingId, event: e.event, memo: e.memo }));
  const ids = await rowsOf<{ id: number; booking_id: number }>(
    db,
    sql`insert into ${journalEntries} (event, posted_at, booking_id, memo)
      select r.event, ${postedAt.toISOString()}::timestamptz, r.booking_id, r.memo
      from json_to_recordset(${json(heads)}) as r(booking_id int, event text, memo text)
      returning id, booking_id`,
  );
  const entryOf = new Map(ids.map((r) => [r.booking_id, r.id]));
  const lines = entries.flatMap((e) =>
    e.lines.map((l) => ({
      entry_id: entryOf.get(e.bookingId),
      account: l.account,
      debit: l.debitPaise,
      credit: l.creditPaise,
      rate_bp: l.rateBp ?? null,
    })),
  );
  await db.execute(
    sql`insert into ${journalLines} (entry_id, account, debit_paise, credit_paise, rate_bp)
      select r.entry_id, r.account, r.debit, r.credit, r.rate_bp
      from json_to_recordset(${json(lines)})
        as r(entry_id int, account text, debit bigint, credit bigint, rate_bp int)`,
  );
}

/** Takes `n` numbers of a series at once: the first of them (the counter stays locked). */
export async function nextSerials(db: DbOrTx, docType: GstDocumentType, fy: string, n: number) {
  const [row] = await db
    .insert(gstDocumentCounters)
    .values({ docType, financialYear: fy, lastNumber: n })
    .onConflictDoUpdate({
      target: [gstDocumentCounters.docType, gstDocumentCounters.financialYear],
      set: { lastNumber: sql`${gstDocumentCounters.lastNumber} + ${n}` },
    })
    .returning({ last: gstDocumentCounters.lastNumber });
  if (!row) throw new Error("The series' counter row was not returned.");
  return row.last - n + 1;
}

/** The registration in force (GST on) and each customer's name, addresses and GSTIN. */
export function partiesOf(db: DbOrTx, userIds: number[]) {
  return db
    .select({
      userId: users.id,
      settings: gstSettings,
      user: { name: users.name, address: users.address },
      billing: {
        street: customerBillingAddresses.street,
        city: customerBillingAddresses.city,
        stateCode: customerBillingAddresses.stateCode,
        pincode: customerBillingAddresses.pincode,
      },
      buyer: { gstin: customerGstDetails.gstin, businessName: customerGstDetails.businessName },
      business: {
        street: customerGstDetails.addressStreet,
        city: customerGstDetails.addressCity,
        stateCode: customerGstDetails.addressStateCode,
        pincode: customerGstDetails.addressPincode,
      },
    })
    .from(users)
    .innerJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, users.id))
    .leftJoin(customerBillingAddresses, eq(customerBillingAddresses.userId, users.id))
    .where(anyOf(users.id, userIds));
}

/**
 * The deposit each booking's return applied (`depositAppliedTo` without a kept deposit): the
 * return's entry's deposits released less what went back.
 */
export async function depositsApplied(db: DbOrTx, bookingIds: number[]) {
  const latest = db
    .selectDistinctOn([journalEntries.bookingId], {
      id: journalEntries.id,
      bookingId: journalEntries.bookingId,
    })
    .from(journalEntries)
    .where(
      and(anyOf(journalEntries.bookingId, bookingIds), eq(journalEntries.event, 'return_settled')),
    )
    .orderBy(journalEntries.bookingId, desc(journalEntries.id))
    .as('latest');
  const rows = await db
    .select({
      bookingId: latest.bookingId,
      applied:
        sql<number>`(coalesce(sum(${journalLines.debitPaise}) filter (where ${journalLines.account} = 'deposits_held'), 0) - coalesce(sum(${journalLines.creditPaise}) filter (where ${journalLines.account} = 'refunds_payable'), 0))::float8`.mapWith(
          Number,
        ),
    })
    .from(latest)
    .innerJoin(journalLines, eq(journalLines.entryId, latest.id))
    .where(
      or(eq(journalLines.account, 'deposits_held'), eq(journalLines.account, 'refunds_payable')),
    )
    .groupBy(latest.bookingId);
  return new Map(rows.map((r) => [r.bookingId, Math.max(0, r.applied)]));
}

/** What each booking's customer owes: its receivables in the journal. */
export async function receivables(db: DbOrTx, bookingIds: number[]) {
  const rows = await db
    .select({
      bookingId: journalEntries.bookingId,
      owed: sql<number>`coalesce(sum(${journalLines.debitPaise} - ${journalLines.creditPaise}), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        anyOf(journalEntries.bookingId, bookingIds),
        eq(journalLines.account, 'customer_receivables'),
      ),
    )
    .groupBy(journalEntries.bookingId);
  return new Map(rows.map((r) => [r.bookingId, r.owed]));
}

/** Each booking's rental as its documents print it (`bookingRental`). */
export async function rentals(db: DbOrTx, bookingIds: number[]) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      registration: cars.carNumber,
      pickupAt: bookings.pickupAt,
      dropAt: sql<string>`(
        select max(b.drop_at) from ${bookings} b
        where b.id = ${bookings.id}
          or (b.parent_booking_id = ${bookings.id} and b.status in ('confirmed', 'completed'))
      )`,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(anyOf(bookings.id, bookingIds));
  return new Map(
    rows.map((r) => [
      r.bookingId,
      {
        registration: r.registration,
        pickupAt: r.pickupAt.toISOString(),
        dropAt: new Date(r.dropAt).toISOString(),
      },
    ]),
  );
}

/** Documents as issued, many at once; their numbers by booking. */
export async function insertDocuments(db: DbOrTx, docs: (typeof gstDocuments.$inferInsert)[]) {
  const rows = docs.map((d) => ({
    doc_type: d.docType,
    financial_year: d.financialYear,
    serial: d.serial,
    number: d.number,
    issued_at: d.issuedAt,
    user_id: d.userId,
    booking_id: d.bookingId,
    supplier: d.supplier,
    recipient: d.recipient,
    place_of_supply: d.placeOfSupply,
    lines: d.lines,
    taxable: d.taxablePaise,
    cgst: d.cgstPaise,
    sgst: d.sgstPaise,
    igst: d.igstPaise,
    total: d.totalPaise,
    deposit_applied: d.depositAppliedPaise,
    balance: d.balancePaise,
    rental: d.rental,
    reimbursements: d.reimbursements ?? [],
    reimbursed: d.reimbursedPaise ?? 0,
  }));
  const inserted = await rowsOf<{ booking_id: number; number: string }>(
    db,
    sql`insert into ${gstDocuments} (doc_type, financial_year, serial, number, issued_at, user_id,
        booking_id, supplier, recipient, place_of_supply, lines, taxable_paise, cgst_paise,
        sgst_paise, igst_paise, total_paise, deposit_applied_paise, balance_paise, rental,
        reimbursements, reimbursed_paise)
      select r.doc_type, r.financial_year, r.serial, r.number, r.issued_at, r.user_id,
        r.booking_id, r.supplier, r.recipient, r.place_of_supply, r.lines, r.taxable, r.cgst,
        r.sgst, r.igst, r.total, r.deposit_applied, r.balance, r.rental, r.reimbursements,
        r.reimbursed
      from json_to_recordset(${json(rows)}) as r(doc_type text, financial_year text,
        serial int, number text, issued_at timestamptz, user_id int, booking_id int,
        supplier jsonb, recipient jsonb, place_of_supply text, lines jsonb, taxable bigint,
        cgst bigint, sgst bigint, igst bigint, total bigint, deposit_applied bigint,
        balance bigint, rental jsonb, reimbursements jsonb, reimbursed bigint)
      returning booking_id, number`,
  );
  return new Map(inserted.map((r) => [r.booking_id, r.number]));
}

/**
 * Deposits still held after these bookings' returns wait at least until each one's notice
 * ends (`holdDepositUntil` for many): their release then takes what is owed first.
 */
export async function holdDepositsUntil(db: DbOrTx, until: { bookingId: number; at: Date }[]) {
  const rows = until.map((u) => ({ booking_id: u.bookingId, at: u.at.toISOString() }));
  await db.execute(
    sql`update ${payments} p set held_until = greatest(p.held_until, r.at)
      from json_to_recordset(${json(rows)}) as r(booking_id int, at timestamptz)
      where p.booking_id = r.booking_id and p.kind = 'refund' and p.status = 'pending'
        and p.gateway_payment_id is null and p.held_until is not null and p.released_at is null`,
  );
}
