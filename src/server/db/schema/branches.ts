import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The branches module's tables: each branch, its rules and its doorstep options, and the
// cancellation schedule every branch applies.

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** Position in the footer's city list; the `cityid` of `/cars?cityid=N`. */
    cityIndex: smallint('city_index').notNull().unique(),
    /** Street address shown to customers (pickup reminders, contact page); '' until set in the console. */
    address: text('address').notNull().default(''),
    /** Branch phone in E.164 form, or ''. */
    phone: text('phone').notNull().default(''),
    /** An https link to the branch on a map, or ''. */
    mapUrl: text('map_url').notNull().default(''),
    /** Opening hours as shown to customers, e.g. "Mon–Sun 8:00 AM – 9:00 PM", or ''. */
    openingHours: text('opening_hours').notNull().default(''),
    // Rules per branch (decision 0029); defaults are the behaviour from before them.
    /** Minutes after the agreed drop that are not charged as late. */
    lateGraceMinutes: smallint('late_grace_minutes').notNull().default(0),
    /** Per late hour; null: the package's extend rate. */
    lateRatePerHourPaise: integer('late_rate_per_hour_paise'),
    /** Per eighth of a tank short; null: FUEL_CHARGE_PER_EIGHTH_PAISE. */
    fuelChargePerEighthPaise: integer('fuel_charge_per_eighth_paise'),
    minDriverAge: smallint('min_driver_age').notNull().default(18),
    /** Minutes a car stays free between two rentals (the bookings' turnaround trigger). */
    turnaroundMinutes: smallint('turnaround_minutes').notNull().default(0),
    /** Days after a return the deposit left is held for charges after the trip; 0: none (issue 36). */
    depositHoldDays: smallint('deposit_hold_days').notNull().default(0),
    /** Handling fees on charges after the trip, per kind, and the notice before the deposit pays. */
    tollFeePaise: integer('toll_fee_paise').notNull().default(0),
    challanFeePaise: integer('challan_fee_paise').notNull().default(0),
    damageFeePaise: integer('damage_fee_paise').notNull().default(0),
    chargeNoticeDays: smallint('charge_notice_days').notNull().default(3),
    chargeDisputeDays: smallint('charge_dispute_days').notNull().default(7),
    // Learner terms of practical lessons (decision 0047).
    /** Hours before a lesson until which a learner may cancel or move it online. */
    lessonCancelCutoffHours: smallint('lesson_cancel_cutoff_hours').notNull().default(24),
    /** Kilometres from the branch within which learners are picked up at home; 0: none. */
    lessonPickupRadiusKm: smallint('lesson_pickup_radius_km').notNull().default(10),
    /** The branch's location (WGS 84), what the home pickup radius is measured from. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The school's standing, which names the training certificate (decision 0048).
    /** The driving school licence under CMVR rule 24 (Form 5 certificates); null: none. */
    drivingSchoolLicence: text('driving_school_licence'),
    /** The accreditation as a driver training centre, rule 31B (Form 5B); null: none. */
    adtcAccreditation: text('adtc_accreditation'),
  },
  (t) => [
    check(
      'branches_rules_valid',
      sql`${t.lateGraceMinutes} >= 0 AND ${t.turnaroundMinutes} >= 0 AND ${t.minDriverAge} >= 18
        AND coalesce(${t.lateRatePerHourPaise}, 0) >= 0
        AND coalesce(${t.fuelChargePerEighthPaise}, 0) >= 0`,
    ),
    check('branches_deposit_hold_valid', sql`${t.depositHoldDays} BETWEEN 0 AND 60`),
    check(
      'branches_charge_fees_valid',
      sql`${t.tollFeePaise} BETWEEN 0 AND 500000 AND ${t.challanFeePaise} BETWEEN 0 AND 500000 AND ${t.damageFeePaise} BETWEEN 0 AND 500000`,
    ),
    check('branches_charge_notice_valid', sql`${t.chargeNoticeDays} BETWEEN 0 AND 30`),
    check('branches_charge_dispute_valid', sql`${t.chargeDisputeDays} BETWEEN 1 AND 30`),
    check(
      'branches_lesson_terms_valid',
      sql`${t.lessonCancelCutoffHours} BETWEEN 0 AND 168 AND ${t.lessonPickupRadiusKm} BETWEEN 0 AND 50
        AND (${t.latitude} IS NULL) = (${t.longitude} IS NULL)`,
    ),
  ],
);

/** `is_active` false: kept for the cars and bookings that name it, offered nowhere new. */
const inUse = () => boolean('is_active').notNull().default(true);

/** Doorstep pickup and drop choices of a branch, each with its charge. */
export const pickupDropOptions = pgTable('pickup_drop_options', {
  id: serial('id').primaryKey(),
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  name: text('name').notNull(),
  ratePaise: integer('rate_paise').notNull(),
  isActive: inUse(),
});

/** Deduction from the base fare by hours left before pickup (spec: Cancellation charge rule). */
export const cancellationRules = pgTable(
  'cancellation_rules',
  {
    id: serial('id').primaryKey(),
    minHoursBeforeStart: integer('min_hours_before_start').notNull(),
    /** Null means "and more". */
    maxHoursBeforeStart: integer('max_hours_before_start'),
    deductionPercent: smallint('deduction_percent').notNull(),
    /**
     * Rules are never edited in place: a new schedule replaces the whole set, so the set in
     * force when a booking was made can still be read at cancel time (decision 0017).
     */
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    check('cancellation_rules_percent', sql`${t.deductionPercent} BETWEEN 0 AND 100`),
    check(
      'cancellation_rules_band',
      sql`${t.maxHoursBeforeStart} IS NULL OR ${t.maxHoursBeforeStart} > ${t.minHoursBeforeStart}`,
    ),
  ],
);
