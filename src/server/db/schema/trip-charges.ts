import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DISPUTE_STATUSES } from '../../../shared/trip-charge-disputes.js';
import { TRIP_CHARGE_KINDS, TRIP_CHARGE_STATUSES } from '../../../shared/trip-charges.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';
import { branches } from './branches.js';
import { cars } from './fleet.js';

/**
 * A toll, a traffic challan or damage found after a trip (issue 36, decision 0056), recorded
 * against a car and the moment it arose. `booking_id` is the booking that had the car then
 * (the first of its chain when extended); none: the business's own cost. The money it moves is
 * in the journal (payments module); this row is the charge and its evidence.
 */
export const tripCharges = pgTable(
  'trip_charges',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    kind: text('kind', { enum: TRIP_CHARGE_KINDS }).notNull(),
    status: text('status', { enum: TRIP_CHARGE_STATUSES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The branch's handling fee for the kind when recorded; 0 for the business's own. */
    feePaise: integer('fee_paise').notNull().default(0),
    /** What the renter owes for it: the amount, the fee, and GST on the taxable part when
     * prices exclude GST; 0 for the business's own. */
    totalPaise: integer('total_paise').notNull().default(0),
    reference: text('reference').notNull().default(''),
    place: text('place').notNull().default(''),
    offence: text('offence').notNull().default(''),
    note: text('note').notNull().default(''),
    bookingId: integer('booking_id').references(() => bookings.id),
    userId: integer('user_id').references(() => users.id),
    /** From then on the held deposit may pay it (the branch's notice period). */
    noticeEndsAt: timestamp('notice_ends_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number'),
    /** A line imported from a FASTag statement: its bank's transaction id (never twice). */
    sourceKey: text('source_key'),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** A manager wrote off what the renter never paid of it (a bad debt, journal only). */
    writtenOffPaise: integer('written_off_paise').notNull().default(0),
    writtenOffAt: timestamp('written_off_at', { withTimezone: true }),
    writtenOffBy: integer('written_off_by').references(() => users.id),
    writeOffReason: text('write_off_reason').notNull().default(''),
  },
  (t) => [
    index('trip_charges_car_idx').on(t.carId, t.occurredAt),
    index('trip_charges_booking_idx').on(t.bookingId),
    index('trip_charges_branch_idx').on(t.branchId, t.recordedAt),
    uniqueIndex('trip_charges_source_key').on(t.sourceKey),
    check('trip_charges_amount_valid', sql`${t.amountPaise} BETWEEN 1 AND 10000000`),
    check('trip_charges_fee_valid', sql`${t.feePaise} >= 0 AND ${t.totalPaise} >= 0`),
    check(
      'trip_charges_written_off_valid',
      sql`${t.writtenOffPaise} BETWEEN 0 AND ${t.totalPaise} AND (${t.status} = 'written_off') = (${t.writtenOffAt} IS NOT NULL)`,
    ),
    check(
      'trip_charges_renter_known',
      sql`(${t.status} = 'business') = (${t.bookingId} IS NULL) AND (${t.bookingId} IS NULL) = (${t.userId} IS NULL)`,
    ),
  ],
);

/** Photos or PDFs of a charge (the challan notice, the damage): staff and its renter only. */
export const tripChargeEvidence = pgTable(
  'trip_charge_evidence',
  {
    id: serial('id').primaryKey(),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => tripCharges.id),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_charge_evidence_charge_idx').on(t.chargeId)],
);

/**
 * The renter's dispute of a charge (issue 36 item 4): one per charge, with the reason and a
 * file; a manager accepts it (the charge reversed with a credit note) or rejects it, with a
 * reason. While open, the booking's held deposit is not released.
 */
export const tripChargeDisputes = pgTable(
  'trip_charge_disputes',
  {
    id: serial('id').primaryKey(),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => tripCharges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    reason: text('reason').notNull(),
    fileKey: text('file_key'),
    fileMimeType: text('file_mime_type'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    creditNoteNumber: text('credit_note_number'),
  },
  (t) => [
    uniqueIndex('trip_charge_disputes_charge').on(t.chargeId),
    index('trip_charge_disputes_open_idx')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
    check('trip_charge_disputes_decided', sql`(${t.status} = 'open') = (${t.decidedAt} IS NULL)`),
  ],
);
