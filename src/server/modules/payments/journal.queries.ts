import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GstSubject, JournalLine } from '../../../shared/journal.js';
import { PRACTICAL_LESSONS_GST_KEY } from '../../../shared/lesson-rules.js';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  cars,
  courseOrderItems,
  courseOrders,
  courses,
  customerGstDetails,
  exchangeRates,
  gstRates,
  gstDocuments,
  gstSettings,
  journalEntries,
  journalLines,
  lessonPurchases,
  payments,
} from '../../db/schema.js';
import { carCategoryRate, taxColumns } from '../bookings/index.js';
import { assertMonthOpen } from './closed-month-guard.js';
import { moneyNow } from './money-clock.js';

export interface EntryHead {
  event: string;
  bookingId?: number | null;
  courseOrderId?: number | null;
  lessonPurchaseId?: number | null;
  paymentId?: number | null;
  memo?: string;
  /** Money paid in another currency: what was paid and the rate the lines are booked at. */
  foreign?: { currency: string; amountMinor: number; inrPerUnit: string } | null;
  /** When: the money event's instant, shared with its document (default: `moneyNow()`). */
  postedAt?: Date;
}

/**
 * Writes one entry and its lines; the database checks at commit that it balances. Its time is
 * the application's money clock, never the database's `now()` (decision 0052), in a month
 * whose books are open (decision 0055).
 */
export async function insertJournalEntry(db: DbOrTx, head: EntryHead, lines: JournalLine[]) {
  const postedAt = head.postedAt ?? moneyNow();
  // A closed month takes nothing: the whole money event is refused (409), nothing half-written.
  await assertMonthOpen(db, postedAt);
  const [entry] = await db
    .insert(journalEntries)
    .values({
      event: head.event,
      postedAt,
      bookingId: head.bookingId ?? null,
      courseOrderId: head.courseOrderId ?? null,
      lessonPurchaseId: head.lessonPurchaseId ?? null,
      paymentId: head.paymentId ?? null,
      memo: head.memo ?? '',
      currency: head.foreign?.currency ?? null,
      foreignMinor: head.foreign?.amountMinor ?? null,
      inrPerUnit: head.foreign?.inrPerUnit ?? null,
    })
    .returning({ id: journalEntries.id });
  const entryId = must(entry, 'the inserted journal entry').id;
  await db.insert(journalLines).values(lines.map((l) => ({ ...l, entryId })));
  return entryId;
}

/** The tax in force for a booking's car category: null when GST is off or no rate is set. */
export async function bookingTax(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      ...taxColumns,
      pricesIncludeTax: gstSettings.pricesIncludeTax,
      booking: {
        id: bookings.id,
        userId: bookings.userId,
        parentBookingId: bookings.parentBookingId,
        rentPaise: bookings.rentPaise,
        depositPaise: bookings.depositPaise,
        pickupDropPaise: bookings.pickupDropPaise,
        discountPaise: bookings.discountPaise,
        // The coupon its discount came from (offers' table, read only; decision 0049).
        couponCode: sql<string | null>`(select c.code from coupon_redemptions r
          join coupons c on c.id = r.coupon_id where r.booking_id = ${bookings.id})`,
        // Or the referral offer it came from (decision 0051).
        referral: sql<boolean>`exists (select 1 from rental_referrals r
          where r.welcome_booking_id = ${bookings.id} or r.reward_booking_id = ${bookings.id})`.mapWith(
          Boolean,
        ),
      },
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, bookings.userId))
    .leftJoin(gstRates, and(carCategoryRate, eq(gstSettings.enabled, true)))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * A course order's lines with each course's category and its GST rate (null: none), and the
 * rupee rate in force now for its currency (null for rupees).
 */
export function courseOrderTaxLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      finalMinor: courseOrderItems.finalMinor,
      title: courses.title,
      rateBp: gstRates.rateBp,
      sac: gstRates.sac,
      homeState: gstSettings.stateCode,
      buyerGstin: customerGstDetails.gstin,
      userId: courseOrders.userId,
      currency: courseOrders.currency,
      totalMinor: courseOrders.totalMinor,
      inrPerUnitNow: exchangeRates.inrPerUnit,
    })
    .from(courseOrderItems)
    .innerJoin(courseOrders, eq(courseOrders.id, courseOrderItems.orderId))
    .innerJoin(courses, eq(courses.id, courseOrderItems.courseId))
    .leftJoin(exchangeRates, eq(exchangeRates.currency, courseOrders.currency))
    .leftJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, courseOrders.userId))
    .leftJoin(
      gstRates,
      and(
        eq(gstRates.subject, 'course_category' satisfies GstSubject),
        eq(gstRates.subjectKey, courses.category),
        eq(gstSettings.enabled, true),
      ),
    )
    .where(eq(courseOrderItems.orderId, orderId))
    .orderBy(courseOrderItems.courseId);
}

/**
 * A lesson package purchase with the tax in force for practical lessons (the `practical`
 * course category's rate and SAC, decision 0046), and its buyer's GSTIN.
 */
export async function lessonPurchaseTax(db: DbOrTx, purchaseId: number) {
  const [row] = await db
    .select({
      userId: lessonPurchases.userId,
      title: lessonPurchases.title,
      pricePaise: lessonPurchases.pricePaise,
      rateBp: gstRates.rateBp,
      sac: gstRates.sac,
      homeState: gstSettings.stateCode,
      buyerGstin: customerGstDetails.gstin,
    })
    .from(lessonPurchases)
    .leftJoin(gstSettings, eq(gstSettings.enabled, true))
    .leftJoin(customerGstDetails, eq(customerGstDetails.userId, lessonPurchases.userId))
    .leftJoin(
      gstRates,
      and(
        eq(gstRates.subject, 'course_category' satisfies GstSubject),
        eq(gstRates.subjectKey, PRACTICAL_LESSONS_GST_KEY),
        eq(gstSettings.enabled, true),
      ),
    )
    .where(eq(lessonPurchases.id, purchaseId));
  return row ?? null;
}

/** The rate a course order's payment was booked at (none: not posted, or paid in rupees). */
export async function courseOrderPaidRate(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ inrPerUnit: journalEntries.inrPerUnit })
    .from(journalEntries)
    .where(
      and(eq(journalEntries.courseOrderId, orderId), eq(journalEntries.event, 'course_order_paid')),
    )
    .orderBy(journalEntries.id)
    .limit(1);
  return row?.inrPerUnit ?? null;
}

/** What a booking and its extensions brought in, by payment kind (successful rows only). */
export async function paidByKind(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({
      kind: payments.kind,
      amountPaise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int`,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        or(eq(bookings.id, bookingId), eq(bookings.parentBookingId, bookingId)),
        eq(payments.status, 'success'),
      ),
    )
    .groupBy(payments.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.amountPaise ?? 0;
  return { rentPaise: of('rent'), extensionPaise: of('extension') };
}

/** What a booking's customer still owes: its receivables in the journal (debits − credits). */
/** What each of several bookings' customers owes (receivables), by booking id. */
export async function receivablesOf(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      bookingId: journalEntries.bookingId,
      owed: sql<string>`sum(${journalLines.debitPaise} - ${journalLines.creditPaise})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        inArray(journalEntries.bookingId, bookingIds),
        eq(journalLines.account, 'customer_receivables'),
      ),
    )
    .groupBy(journalEntries.bookingId);
  return new Map(rows.map((r) => [r.bookingId ?? 0, Math.max(0, Number(r.owed))]));
}

export async function receivableOf(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      owed: sql<string>`coalesce(sum(${journalLines.debitPaise} - ${journalLines.creditPaise}), 0)`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalEntries.bookingId, bookingId),
        eq(journalLines.account, 'customer_receivables'),
      ),
    );
  return Number(row?.owed ?? 0);
}

/**
 * The rent (GST included) that dearer changes of a booking added and that balances paid before
 * its return (other than `paymentId`) have not yet covered: what a receipt voucher may still
 * name. Zero once the booking is returned (the tax invoice covers the rest).
 */
export async function changeRentUnreceipted(db: DbOrTx, bookingId: number, paymentId: number) {
  const [row] = await db
    .select({
      returned: sql<string>`count(*) filter (where ${journalEntries.event} = 'return_settled')`,
      changed: sql<string>`coalesce(sum(${journalLines.creditPaise} - ${journalLines.debitPaise}) filter (where ${journalEntries.event} = 'booking_changed' and ${journalLines.account} in ('rent_revenue', 'gst_output_cgst', 'gst_output_sgst', 'gst_output_igst')), 0)`,
      paid: sql<string>`coalesce(sum(${journalLines.creditPaise}) filter (where ${journalEntries.event} = 'balance_collected' and ${journalLines.account} = 'customer_receivables' and ${journalEntries.paymentId} <> ${paymentId}), 0)`,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.bookingId, bookingId));
  if (!row || Number(row.returned) > 0) return 0;
  return Math.max(0, Number(row.changed) - Number(row.paid));
}

/**
 * The rent a booking earned, its GST in: the revenue lines of its payment and of its changes
 * (a dearer change earns more, a cheaper one gives some back). The tax invoice's rental line.
 */
export async function rentEarned(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      paise: sql<string>`coalesce(sum(${journalLines.creditPaise} - ${journalLines.debitPaise}), 0)`,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        eq(journalEntries.bookingId, bookingId),
        inArray(journalEntries.event, ['booking_paid', 'booking_changed']),
        inArray(journalLines.account, [
          'rent_revenue',
          'gst_output_cgst',
          'gst_output_sgst',
          'gst_output_igst',
        ]),
      ),
    );
  return Number(row?.paise ?? 0);
}

/**
 * What a booking's customer paid in advance of the supply: its receipt vouchers (the booking,
 * its extensions, a dearer change paid before the trip) less its refund vouchers. The tax
 * invoice's "less advance received".
 */
export async function advanceVouchered(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      paise: sql<string>`coalesce(sum(case ${gstDocuments.docType} when 'receipt_voucher' then ${gstDocuments.totalPaise} when 'refund_voucher' then -${gstDocuments.totalPaise} else 0 end), 0)`,
    })
    .from(gstDocuments)
    .where(and(eq(gstDocuments.bookingId, bookingId), isNull(gstDocuments.voidedAt)));
  return Number(row?.paise ?? 0);
}

/** Whether a booking's return is settled in the journal (its final bill posted). */
export async function returnSettled(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.event, 'return_settled')))
    .limit(1);
  return row !== undefined;
}

/** What was kept of a deposit's refund row before, and when last, or null when nothing was. */
export async function depositKeptBefore(db: DbOrTx, refundPaymentId: number) {
  const [row] = await db
    .select({
      keptPaise: sql<string>`coalesce(sum(${journalLines.debitPaise}), 0)`,
      at: sql<Date | string | null>`max(${journalEntries.postedAt})`,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        eq(journalEntries.event, 'deposit_kept'),
        eq(journalEntries.paymentId, refundPaymentId),
        eq(journalLines.account, 'refunds_payable'),
      ),
    );
  if (!row?.at) return null;
  return { keptPaise: Number(row.keptPaise), at: new Date(row.at) };
}

/** Locks the booking row: two staff collecting its balance at once take turns. */
export async function lockBookingForMoney(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({ id: bookings.id, userId: bookings.userId, branchId: cars.branchId })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

/**
 * Credits minus debits per account: over [from, to) (`movement`) and up to `to` (`balance`),
 * for one branch's bookings (null: everything, courses included).
 */
export async function accountTotals(db: DbOrTx, from: Date, to: Date, branchId: number | null) {
  return db
    .select({
      account: journalLines.account,
      movement: sql<string>`coalesce(sum(${journalLines.creditPaise} - ${journalLines.debitPaise}) filter (where ${journalEntries.postedAt} >= ${from}), 0)`,
      balance: sql<string>`coalesce(sum(${journalLines.creditPaise} - ${journalLines.debitPaise}), 0)`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .leftJoin(bookings, eq(bookings.id, journalEntries.bookingId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .where(
      and(
        sql`${journalEntries.postedAt} < ${to}`,
        branchId === null ? undefined : eq(cars.branchId, branchId),
      ),
    )
    .groupBy(journalLines.account);
}
