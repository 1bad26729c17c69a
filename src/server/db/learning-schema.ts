import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

// The driving school (learning module). Prices: inr_paise is costinr, usd_cents is the
// foreign cost; AED is converted from USD at the configured rate when an order is priced.

// Column builders used by many tables below; each call makes a fresh column.
/** The owning user, deleted with the account. */
const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The course, deleted with it. */
const courseIdColumn = () =>
  integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });
const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A driving instructor: a user account with a public display name. */
export const instructors = pgTable('instructors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  createdAt: createdAtColumn(),
});

/** A course (category exam or skill, with lessons) or a question bank (category qb). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: ['exam', 'skill', 'qb'] }).notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    imageUrl: text('image_url').notNull(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.userId),
    inrPaise: integer('inr_paise').notNull(),
    usdCents: integer('usd_cents').notNull(),
    campaignPercent: smallint('campaign_percent').notNull().default(0),
    status: text('status', { enum: ['live', 'review', 'rejected'] })
      .notNull()
      .default('review'),
    rejectReason: text('reject_reason'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_category_idx').on(t.status, t.category, t.title),
    index('courses_instructor_idx').on(t.instructorId, t.createdAt),
    check('courses_prices_valid', sql`${t.inrPaise} >= 0 AND ${t.usdCents} >= 0`),
    check('courses_campaign_valid', sql`${t.campaignPercent} >= 0 AND ${t.campaignPercent} <= 90`),
  ],
);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: courseIdColumn(),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    /** Sanitised on the server when written. */
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [uniqueIndex('course_lessons_position_idx').on(t.courseId, t.position)],
);

export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: serial('id').primaryKey(),
    courseId: courseIdColumn(),
    position: smallint('position').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctIndex: smallint('correct_index').notNull(),
    explanation: text('explanation').notNull(),
  },
  (t) => [uniqueIndex('bank_questions_position_idx').on(t.courseId, t.position)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    source: text('source', { enum: ['free', 'order', 'gift'] }).notNull(),
    /** The paid course order that enrolled, for refunds. */
    orderId: integer('order_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Which lessons an enrolled student opened (the refund rule counts them). */
export const lessonViews = pgTable(
  'lesson_views',
  {
    userId: userIdColumn(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** One mock test: started with a deadline, scored once when submitted. */
export const bankAttempts = pgTable(
  'bank_attempts',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, number | null>>(),
    correct: smallint('correct'),
    total: smallint('total').notNull(),
    percent: smallint('percent'),
  },
  (t) => [index('bank_attempts_user_idx').on(t.userId, t.courseId)],
);

/** One review per enrolled student and course; the rating is kept in half stars (1 to 10). */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    courseId: courseIdColumn(),
    userId: userIdColumn(),
    ratingHalves: smallint('rating_halves').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('course_reviews_one_per_student').on(t.courseId, t.userId),
    check('course_reviews_rating_valid', sql`${t.ratingHalves} BETWEEN 1 AND 10`),
  ],
);

/**
 * A course order, priced by the server in the buyer's currency. Amounts in minor units of
 * `currency`. A gift order carries one item and a course_gifts row.
 */
export const courseOrders = pgTable(
  'course_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    currency: text('currency', { enum: ['INR', 'AED', 'USD'] }).notNull(),
    originalMinor: integer('original_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** The referral offer applied to this order (0 or 20), used up when the order is paid. */
    referralPercent: smallint('referral_percent').notNull().default(0),
    referralCreditId: integer('referral_credit_id'),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('course_orders_user_idx').on(t.userId, t.createdAt),
    check('course_orders_amounts_valid', sql`${t.totalMinor} >= 0 AND ${t.discountMinor} >= 0`),
  ],
);

export const courseOrderItems = pgTable(
  'course_order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => courseOrders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    listMinor: integer('list_minor').notNull(),
    campaignPercent: smallint('campaign_percent').notNull(),
    finalMinor: integer('final_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.courseId] })],
);

/** A course bought for a friend: the e-mailed link enrols whoever claims it once, signed in. */
export const courseGifts = pgTable('course_gifts', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => courseOrders.id, { onDelete: 'cascade' }),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  friendName: text('friend_name').notNull(),
  friendEmail: text('friend_email').notNull(),
  /** Set when the order is paid and the link is mailed; the token itself is only in the mail. */
  tokenHash: text('token_hash').unique(),
  claimedBy: integer('claimed_by').references(() => users.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * The referral offer: a friend who signed up through a referrer's link. Each side gets one
 * credit of 20% off a course order; `used_order_id` marks it spent.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    /** The friend whose sign-up earned both credits. */
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    percent: smallint('percent').notNull(),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('referral_credits_once').on(t.userId, t.friendId)],
);

/** Favourite courses (Move to Favourites from the cart, the heart on a course). */
export const courseFavourites = pgTable(
  'course_favourites',
  {
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
