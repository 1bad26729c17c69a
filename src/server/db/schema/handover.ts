import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bookings } from './bookings.js';

// ---- Handover (issue 11, decision 0013) ----

export const HANDOVER_STAGES = ['pickup', 'return'] as const;

/** The first columns of every handover table: its id, the booking and the stage. */
const handoverKeys = () => ({
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id),
  stage: text('stage', { enum: HANDOVER_STAGES }).notNull(),
});

/** A file in the upload storage (under handovers/<booking>/) and its size. */
const storedFile = () => ({
  storageKey: text('storage_key').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
});

/**
 * The car handed over (pickup) or taken back (return): one row per booking and stage. The
 * pickup freezes the package's extend rate; the return keeps the final bill it computed.
 */
export const bookingHandovers = pgTable(
  'booking_handovers',
  {
    ...handoverKeys(),
    odometerKm: integer('odometer_km').notNull(),
    fuelEighths: smallint('fuel_eighths').notNull(),
    notes: text('notes'),
    extendRatePerHourPaise: integer('extend_rate_per_hour_paise'),
    /** Pickup only: the branch's bill rules frozen for the return (shared/branch-rules.ts). */
    rules: jsonb('rules'),
    /** Return only: the final bill (shared/final-bill.ts) as computed at return. */
    bill: jsonb('bill'),
    /** What was in the car (shared/handover-sheet.ts `HandoverChecklist`); null before 0030. */
    checklist: jsonb('checklist'),
    /** Why the car went out more than two hours before the booked pickup (decision 0030). */
    earlyReason: text('early_reason'),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_handovers_stage').on(t.bookingId, t.stage),
    check('booking_handovers_fuel', sql`${t.fuelEighths} BETWEEN 0 AND 8`),
    check('booking_handovers_odometer', sql`${t.odometerKm} >= 0`),
  ],
);

/** Photos of the car at a handover; files under DATA_DIR/uploads, served to staff only. */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    ...handoverKeys(),
    ...storedFile(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handover_photos_booking_idx').on(t.bookingId, t.stage)],
);

/**
 * The customer's signature on the handover, drawn on the staff tablet: a PNG (checked by its
 * content) under DATA_DIR/uploads/handovers/<booking>/; one per booking and stage, replaced
 * if signed again before the handover is recorded.
 */
export const handoverSignatures = pgTable(
  'handover_signatures',
  {
    ...handoverKeys(),
    ...storedFile(),
    signedBefore: integer('signed_before')
      .notNull()
      .references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('handover_signatures_stage').on(t.bookingId, t.stage)],
);

/**
 * Damage marks placed on the car outline at a handover (decision 0030): numbered per booking and
 * stage, the place as fractions of the outline (0..1), a note and optionally one of the
 * handover's own photos. The pickup's marks are the car as it went out; the return's are new.
 */
export const handoverDamageMarks = pgTable(
  'handover_damage_marks',
  {
    ...handoverKeys(),
    number: smallint('number').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    note: text('note').notNull(),
    photoId: integer('photo_id').references(() => handoverPhotos.id),
  },
  (t) => [
    uniqueIndex('handover_damage_marks_number').on(t.bookingId, t.stage, t.number),
    check('handover_damage_marks_x', sql`${t.x} BETWEEN 0 AND 1`),
    check('handover_damage_marks_y', sql`${t.y} BETWEEN 0 AND 1`),
  ],
);
