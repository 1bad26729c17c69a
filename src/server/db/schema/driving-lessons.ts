import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  boolean,
  doublePrecision,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  LESSON_PACKAGE_KINDS,
  LESSON_PICKUP_KINDS,
  LESSON_PURCHASE_STATUSES,
  LESSON_STATUSES,
} from '../../../shared/lesson-rules.js';
import { users } from './auth.js';
import { branches } from './branches.js';
import { cars } from './fleet.js';
import { instructors } from './learning.js';

// Practical driving lessons on the branch's own cars (issue 34, decision 0046), written by the
// driving-lessons module. The overlap guarantees (per car, per instructor, per learner, and
// against rentals and blocks with the branch's turnaround) are hand-written SQL in migration
// 0032_driving_lessons.sql: Drizzle cannot say EXCLUDE or the triggers.

/**
 * A practical course a branch sells: so many sessions of so many minutes, to be taken within
 * `validity_days` of the purchase, for `price_paise` (GST included, as course prices are).
 * `adtc_lmv` is shaped as the accredited driver training centre's light motor vehicle course
 * (CMVR 2021: 29 hours within 4 weeks; its 8 theory hours are the online course).
 */
export const lessonPackages = pgTable(
  'lesson_packages',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    kind: text('kind', { enum: LESSON_PACKAGE_KINDS }).notNull(),
    title: text('title').notNull(),
    titleHi: text('title_hi').notNull(),
    sessions: smallint('sessions').notNull(),
    sessionMinutes: smallint('session_minutes').notNull(),
    validityDays: smallint('validity_days').notNull(),
    /** Theory hours taught as the online course (the ADTC course's 8); 0 for practice only. */
    theoryHours: smallint('theory_hours').notNull().default(0),
    pricePaise: integer('price_paise').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_packages_branch_idx').on(t.branchId),
    check(
      'lesson_packages_shape',
      sql`${t.sessions} BETWEEN 1 AND 60 AND ${t.sessionMinutes} BETWEEN 30 AND 120
        AND ${t.validityDays} BETWEEN 1 AND 365 AND ${t.theoryHours} BETWEEN 0 AND 40
        AND ${t.pricePaise} >= 0`,
    ),
  ],
);

/**
 * An instructor of the school (learning's `instructors`) who also gives practical lessons, at
 * one branch. Removing them from practice is `is_active` false; their lessons stay.
 */
export const practicalInstructors = pgTable('practical_instructors', {
  instructorId: integer('instructor_id')
    .primaryKey()
    .references(() => instructors.userId, { onDelete: 'cascade' }),
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One working span per weekday (1 Monday ... 7 Sunday), minutes after IST midnight. */
export const instructorHours = pgTable(
  'instructor_hours',
  {
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => practicalInstructors.instructorId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instructorId, t.weekday] }),
    check(
      'instructor_hours_span',
      sql`${t.weekday} BETWEEN 1 AND 7 AND ${t.startMinute} >= 0
        AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Days off, both dates included (IST calendar dates). */
export const instructorLeave = pgTable(
  'instructor_leave',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => practicalInstructors.instructorId, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('instructor_leave_instructor_idx').on(t.instructorId, t.startsOn),
    check('instructor_leave_dates', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * A package a learner bought (decision 0047): the order paid through the gateway, and once
 * paid the entitlement: `sessions` lessons of `session_minutes`, `sessions_used` of them booked
 * or used, to be taken before `valid_until` (the payment plus the package's validity days).
 * The package's shape is copied at purchase, so a later change of the package changes no one's
 * purchase. The money (journal, tax invoice) is the payments module's, keyed by this id.
 */
export const lessonPurchases = pgTable(
  'lesson_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => lessonPackages.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    title: text('title').notNull(),
    titleHi: text('title_hi').notNull(),
    sessions: smallint('sessions').notNull(),
    sessionMinutes: smallint('session_minutes').notNull(),
    validityDays: smallint('validity_days').notNull(),
    pricePaise: integer('price_paise').notNull(),
    status: text('status', { enum: LESSON_PURCHASE_STATUSES }).notNull().default('pending'),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    sessionsUsed: smallint('sessions_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    index('lesson_purchases_user_idx').on(t.userId, t.packageId),
    uniqueIndex('lesson_purchases_gateway_order_unique').on(t.gatewayOrderId),
    check(
      'lesson_purchases_sessions',
      sql`${t.sessionsUsed} >= 0 AND ${t.sessionsUsed} <= ${t.sessions} AND ${t.pricePaise} >= 0`,
    ),
    check(
      'lesson_purchases_paid',
      sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL AND ${t.validUntil} IS NOT NULL)`,
    ),
  ],
);

/**
 * A lesson: a learner, an instructor and a training car of the branch for [starts_at, ends_at).
 * Live unless cancelled; three EXCLUDE constraints and the car triggers (migration 0032) keep
 * live lessons apart from each other, from live rentals (with the turnaround) and from blocks.
 */
export const drivingLessons = pgTable(
  'driving_lessons',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => lessonPackages.id),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => practicalInstructors.instructorId),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: LESSON_STATUSES }).notNull().default('booked'),
    /** The purchase whose session it uses (null: booked before purchases, decision 0047). */
    purchaseId: integer('purchase_id').references(() => lessonPurchases.id),
    /** Cancelled after the branch's cut-off: the session stays used. */
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    pickupKind: text('pickup_kind', { enum: LESSON_PICKUP_KINDS }).notNull().default('branch'),
    /** A home pickup's address and location (checked within the branch's radius). */
    pickupAddress: text('pickup_address').notNull().default(''),
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    /** Who booked it: the learner, or staff at the counter. */
    createdBy: integer('created_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the instructor marked attendance (completed or no_show), and who (decision 0048). */
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    attendanceMarkedBy: integer('attendance_marked_by').references(() => users.id),
    /** The instructor's note on the lesson as a whole. */
    instructorNote: text('instructor_note').notNull().default(''),
  },
  (t) => [
    index('driving_lessons_branch_start_idx').on(t.branchId, t.startsAt),
    index('driving_lessons_learner_idx').on(t.learnerId, t.startsAt),
    index('driving_lessons_purchase_idx').on(t.purchaseId),
    check('driving_lessons_period', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'driving_lessons_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
    check(
      'driving_lessons_attendance',
      sql`(${t.status} IN ('completed', 'no_show')) = (${t.attendanceMarkedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * The instructor's grade of one syllabus skill (shared/lesson-skills.ts) in one taught lesson,
 * with a note. The learner's progress is each skill's grade in their latest lesson that graded it.
 */
export const lessonSkillGrades = pgTable(
  'lesson_skill_grades',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => drivingLessons.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    grade: smallint('grade').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.skill] }),
    check('lesson_skill_grades_grade', sql`${t.grade} BETWEEN 1 AND 5`),
  ],
);

/**
 * The instructor's word that a learner is ready for the licence test, on a purchase; null
 * when not (or taken back).
 */
export const lessonReadiness = pgTable('lesson_readiness', {
  purchaseId: integer('purchase_id')
    .primaryKey()
    .references(() => lessonPurchases.id, { onDelete: 'cascade' }),
  markedBy: integer('marked_by')
    .notNull()
    .references(() => users.id),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A package completed: its training certificate (Form 5B, Form 5 or the school's own, as the
 * branch's standing named it on the day of issue). The public check shows these fields only.
 */
export const lessonCertificates = pgTable(
  'lesson_certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => lessonPurchases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** As they stood on the day of issue. */
    learnerName: text('learner_name').notNull(),
    packageTitle: text('package_title').notNull(),
    packageTitleHi: text('package_title_hi').notNull(),
    branchName: text('branch_name').notNull(),
    form: text('form', { enum: ['form_5b', 'form_5', 'school'] }).notNull(),
    /** The licence or accreditation number the form names (null for the school's own). */
    standingNumber: text('standing_number'),
    practicalMinutes: integer('practical_minutes').notNull(),
    theoryHours: smallint('theory_hours').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lesson_certificates_purchase_once').on(t.purchaseId)],
);
