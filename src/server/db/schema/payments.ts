import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  GST_DOCUMENT_TYPES,
  type ForeignPayment,
  type GstReimbursement,
  type GstDocumentLine,
  type GstDocumentRental,
  type GstParty,
} from '../../../shared/gst-documents.js';
import { GST_SUBJECTS, JOURNAL_ACCOUNTS } from '../../../shared/journal.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';

// Money columns hold integer paise. Times are timestamptz; the business reads them in IST.

/** `balance`: charges beyond the deposit, collected after the return (decision 0031). */
export const PAYMENT_KINDS = ['rent', 'extension', 'refund', 'balance'] as const;

/** `processing`: a refund sent to the gateway, waiting for its answer (staff keep off it). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;

/** Money moving for a booking: a booking can have several (rent, extension, refund). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** The real method: test gateway, razorpay, upi, bank transfer, refund... */
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A deposit refund held after the return for charges found later (the branch's hold days):
     * not payable before this; the release job moves it to refunds payable (issue 36).
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** When the release job (or staff) released a held deposit. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_deposit_release_idx')
      .on(t.heldUntil)
      .where(sql`${t.releasedAt} IS NULL AND ${t.heldUntil} IS NOT NULL`),
    check('payments_amount_non_negative', sql`${t.amountPaise} >= 0`),
  ],
);

/**
 * The double-entry journal (decision 0031): every money event is one entry whose lines debit
 * and credit named accounts (`shared/journal.ts`). A deferred constraint trigger (migration
 * money_gst) refuses to commit an entry whose debits and credits differ or that has fewer than
 * two lines; another refuses any UPDATE or DELETE: a mistake is corrected by a new entry.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    /** What happened: booking_paid, extension_paid, booking_cancelled, refund_paid, ... */
    event: text('event').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** A course order (learning's table; no foreign key across the school's optional schema). */
    courseOrderId: integer('course_order_id'),
    /** A lesson package purchase (driving-lessons' table; decision 0047). */
    lessonPurchaseId: integer('lesson_purchase_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    memo: text('memo').notNull().default(''),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Money paid in another currency (a course order in USD or AED): its currency, the amount
     * in its minor units and the rupees per unit it was booked at. The lines are in paise at
     * that rate, recorded when paid so a later rate cannot change them (decision 0031).
     */
    currency: text('currency'),
    foreignMinor: bigint('foreign_minor', { mode: 'number' }),
    inrPerUnit: numeric('inr_per_unit', { precision: 14, scale: 6 }),
  },
  (t) => [
    check(
      'journal_entries_foreign_complete',
      sql`(${t.currency} IS NULL) = (${t.foreignMinor} IS NULL) AND (${t.currency} IS NULL) = (${t.inrPerUnit} IS NULL)`,
    ),
    index('journal_entries_posted_idx').on(t.postedAt),
    index('journal_entries_booking_idx').on(t.bookingId),
    index('journal_entries_course_order_idx').on(t.courseOrderId),
    index('journal_entries_lesson_purchase_idx').on(t.lessonPurchaseId),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    account: text('account', { enum: JOURNAL_ACCOUNTS }).notNull(),
    debitPaise: bigint('debit_paise', { mode: 'number' }).notNull().default(0),
    creditPaise: bigint('credit_paise', { mode: 'number' }).notNull().default(0),
    /**
     * The GST rate (basis points) a revenue or GST output line was taxed at, so GST by rate is
     * a sum of lines (decision 0031, reports). Null on other accounts and on lines posted before.
     */
    rateBp: integer('rate_bp'),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.account),
    check(
      'journal_lines_one_side',
      sql`${t.debitPaise} >= 0 AND ${t.creditPaise} >= 0 AND (${t.debitPaise} = 0) <> (${t.creditPaise} = 0)`,
    ),
    check(
      'journal_lines_account_known',
      sql.raw(`account IN (${JOURNAL_ACCOUNTS.map((a) => `'${a}'`).join(', ')})`),
    ),
  ],
);

/**
 * The SAC code and GST rate of each car category and course category, set by an admin on the
 * accountant's advice (rulings differ for self-drive rental). No row: no GST on that supply.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: serial('id').primaryKey(),
    subject: text('subject', { enum: GST_SUBJECTS }).notNull(),
    /** The car category's id, or the course category (exam, skill, qb). */
    subjectKey: text('subject_key').notNull(),
    sac: text('sac').notNull(),
    /** Basis points: 1800 is 18 %. */
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gst_rates_subject_unique').on(t.subject, t.subjectKey),
    check('gst_rates_rate_valid', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 4000`),
    check('gst_rates_sac_valid', sql`${t.sac} ~ '^99[0-9]{4}$'`),
  ],
);

/**
 * Rupees per unit of each foreign currency course orders are sold in (USD, AED), written at
 * start from LEARNING_INR_PER_USD (AED through LEARNING_AED_PER_USD, as its prices are). A
 * payment reads the rate in force and records it on its journal entry (decision 0031).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    inrPerUnit: numeric('inr_per_unit', { precision: 14, scale: 6 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.inrPerUnit} > 0`)],
);

/**
 * The GST registration in force, one row (id 1), written from the configuration at start
 * (GST_* settings) so that every process and every posting reads the same values.
 */
export const gstSettings = pgTable(
  'gst_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    gstin: text('gstin'),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gst_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A customer's GST registration for B2B tax invoices (GSTIN checked with its check character,
 * and the business name printed as the recipient). Decision 0031.
 */
export const customerGstDetails = pgTable(
  'customer_gst_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    gstin: text('gstin').notNull(),
    businessName: text('business_name').notNull(),
    /**
     * The business's own address, in the GSTIN's State (decision 0041): printed on its
     * documents instead of the customer's personal one. Null on details saved before it was
     * asked.
     */
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressStateCode: text('address_state_code'),
    addressPincode: text('address_pincode'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'customer_gst_details_address_whole',
      sql`(${t.addressStreet} IS NULL AND ${t.addressCity} IS NULL AND ${t.addressStateCode} IS NULL AND ${t.addressPincode} IS NULL) OR (${t.addressStreet} IS NOT NULL AND ${t.addressCity} IS NOT NULL AND ${t.addressStateCode} = substr(${t.gstin}, 1, 2) AND ${t.addressPincode} ~ '^[1-9][0-9]{5}$')`,
    ),
  ],
);

/**
 * The address a customer's GST documents are issued to (decision 0041: Rule 46(e)/(f) asks an
 * unregistered recipient's address with the State's name and code), given at checkout or at
 * the counter. A registered buyer's documents use the business address above instead.
 */
export const customerBillingAddresses = pgTable(
  'customer_billing_addresses',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    street: text('street').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    pincode: text('pincode').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_billing_addresses_state_code', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check('customer_billing_addresses_pincode', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);

/**
 * The last number issued in each document series and financial year. The issuing transaction
 * increments it with one UPDATE … RETURNING (an upsert), which holds the row lock until
 * commit: a second issuer waits, and a rolled-back issue gives its number back. No gaps.
 */
export const gstDocumentCounters = pgTable(
  'gst_document_counters',
  {
    docType: text('doc_type', { enum: GST_DOCUMENT_TYPES }).notNull(),
    /** The financial year, April to March: `2026-27`. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.docType, t.financialYear] })],
);

/**
 * An issued GST document (receipt voucher, tax invoice, credit note, refund voucher) with what
 * Rule 46 asks, frozen as issued: a trigger (migration money_gst) refuses to change it except
 * to void it once, and refuses to delete it; a voided document keeps its number.
 */
export const gstDocuments = pgTable(
  'gst_documents',
  {
    id: serial('id').primaryKey(),
    docType: text('doc_type', { enum: GST_DOCUMENT_TYPES }).notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** At most 16 characters: letters, digits, `-` and `/` (Rule 46(b)). */
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    courseOrderId: integer('course_order_id'),
    /** A lesson package purchase (driving-lessons' table; decision 0047). */
    lessonPurchaseId: integer('lesson_purchase_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The invoice or voucher a credit note or refund voucher refers to. */
    refersToId: integer('refers_to_id').references((): AnyPgColumn => gstDocuments.id),
    supplier: jsonb('supplier').$type<GstParty>().notNull(),
    recipient: jsonb('recipient').$type<GstParty>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    lines: jsonb('lines').$type<GstDocumentLine[]>().notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** Advance already received and adjusted (a tax invoice after a receipt voucher). */
    advancePaise: bigint('advance_paise', { mode: 'number' }).notNull().default(0),
    /**
     * A booking's tax invoice: the security deposit applied to it (kept against its charges)
     * and what the customer still owed when it was issued, read from the journal in the
     * issuing transaction, so it is the final bill's balance and the balance route's (decision
     * 0041). Null balance: the document states none (vouchers, notes, course invoices, and
     * invoices issued before).
     */
    depositAppliedPaise: bigint('deposit_applied_paise', { mode: 'number' }).notNull().default(0),
    balancePaise: bigint('balance_paise', { mode: 'number' }),
    /** A booking's document: the car's registration and the period booked (decision 0041). */
    rental: jsonb('rental').$type<GstDocumentRental>(),
    /** Paid in another currency: what was paid and the rate the rupee figures are at. */
    foreignPayment: jsonb('foreign_payment').$type<ForeignPayment>(),
    /**
     * Tolls and fines paid as the customer's pure agent (Rule 33, decision 0058): shown apart
     * from the lines, never part of the value of supply or its tax; the customer owes them on
     * top of the total.
     */
    reimbursements: jsonb('reimbursements').$type<GstReimbursement[]>().notNull().default([]),
    reimbursedPaise: bigint('reimbursed_paise', { mode: 'number' }).notNull().default(0),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('gst_documents_series_unique').on(t.docType, t.financialYear, t.serial),
    index('gst_documents_booking_idx').on(t.bookingId),
    index('gst_documents_course_order_idx').on(t.courseOrderId),
    index('gst_documents_lesson_purchase_idx').on(t.lessonPurchaseId),
    index('gst_documents_user_idx').on(t.userId, t.issuedAt),
    index('gst_documents_issued_idx').on(t.issuedAt),
    check('gst_documents_number_valid', sql`${t.number} ~ '^[A-Z0-9/-]{1,16}$'`),
    check('gst_documents_reimbursed_valid', sql`${t.reimbursedPaise} >= 0`),
    check(
      'gst_documents_total_adds_up',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

/**
 * Where a refund no gateway pays back goes (decision 0031): the UPI ID or bank account (IFSC
 * checked by `shared/refund-destination.ts`) the customer entered for that refund row. Staff
 * read it on the refund and send the money there.
 */
export const refundDestinations = pgTable(
  'refund_destinations',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id),
    kind: text('kind', { enum: ['upi', 'bank'] }).notNull(),
    upiId: text('upi_id'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'refund_destinations_complete',
      sql`(${t.kind} = 'upi' AND ${t.upiId} IS NOT NULL) OR (${t.kind} = 'bank' AND ${t.accountNumber} IS NOT NULL AND ${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$')`,
    ),
  ],
);

/**
 * Months whose books are closed (issue 37, decision 0055): an admin closes an ended IST month
 * after its checks pass; no journal entry or GST document may then be dated in it (the
 * application refuses with 409 and a trigger, migration 0039, refuses underneath). Reopening
 * deletes the row, with a reason, in the audit log.
 */
export const closedMonths = pgTable('closed_months', {
  /** The IST month, YYYY-MM. */
  month: text('month').primaryKey(),
  closedBy: integer('closed_by')
    .notNull()
    .references(() => users.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
