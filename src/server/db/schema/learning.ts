import { sql } from 'drizzle-orm';
// One namespace for the column builders, as the names are the ones schema.ts uses too.
import * as pg from 'drizzle-orm/pg-core';
import { users } from './auth.js';

// The driving school (learning module). Prices: inr_paise is costinr, usd_cents is the
// foreign cost; AED is converted from USD at the configured rate when an order is priced.

// Column builders used by many tables below; each call makes a fresh column.
/** The owning user, deleted with the account. */
const userIdColumn = () =>
  pg
    .integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The course, deleted with it. */
const courseIdColumn = () =>
  pg
    .integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });
/**
 * Bilingual rows (decision 0032): the original columns hold the English text, and `*_hi` the
 * Hindi. A row written only in Hindi has has_english false and a copy of its Hindi in the
 * English columns, so every older reader (cart, orders, mails, search) still has a text to show.
 */
const hindiAndEnglish = () => ({
  hasEnglish: pg.boolean('has_english').notNull().default(true),
});
const createdAtColumn = () =>
  pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A driving instructor: a user account with a public display name. */
export const instructors = pg.pgTable('instructors', {
  userId: pg
    .integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: pg.text('display_name').notNull(),
  bio: pg.text('bio').notNull().default(''),
  /** The same in Hindi, shown to learners reading in Hindi; null where not written. */
  displayNameHi: pg.text('display_name_hi'),
  bioHi: pg.text('bio_hi'),
  createdAt: createdAtColumn(),
});

/** A course (category exam or skill, with lessons) or a question bank (category qb). */
export const courses = pg.pgTable(
  'courses',
  {
    id: pg.serial('id').primaryKey(),
    category: pg.text('category', { enum: ['exam', 'skill', 'qb'] }).notNull(),
    slug: pg.text('slug').notNull().unique(),
    title: pg.text('title').notNull(),
    summary: pg.text('summary').notNull(),
    ...hindiAndEnglish(),
    titleHi: pg.text('title_hi'),
    summaryHi: pg.text('summary_hi'),
    /** A question bank whose mock test must be passed to complete this course (certificate). */
    finalTestId: pg.integer('final_test_id'),
    imageUrl: pg.text('image_url').notNull(),
    instructorId: pg
      .integer('instructor_id')
      .notNull()
      .references(() => instructors.userId),
    inrPaise: pg.integer('inr_paise').notNull(),
    usdCents: pg.integer('usd_cents').notNull(),
    campaignPercent: pg.smallint('campaign_percent').notNull().default(0),
    status: pg
      .text('status', { enum: ['live', 'review', 'rejected'] })
      .notNull()
      .default('review'),
    rejectReason: pg.text('reject_reason'),
    createdAt: createdAtColumn(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('courses_category_idx').on(t.status, t.category, t.title),
    pg.index('courses_instructor_idx').on(t.instructorId, t.createdAt),
    pg.check('courses_prices_valid', sql`${t.inrPaise} >= 0 AND ${t.usdCents} >= 0`),
    pg.check(
      'courses_campaign_valid',
      sql`${t.campaignPercent} >= 0 AND ${t.campaignPercent} <= 90`,
    ),
  ],
);

export const courseLessons = pg.pgTable(
  'course_lessons',
  {
    id: pg.serial('id').primaryKey(),
    courseId: courseIdColumn(),
    position: pg.smallint('position').notNull(),
    title: pg.text('title').notNull(),
    /** Sanitised on the server when written. */
    bodyHtml: pg.text('body_html').notNull(),
    ...hindiAndEnglish(),
    titleHi: pg.text('title_hi'),
    bodyHtmlHi: pg.text('body_html_hi'),
    /** A checked https video link (YouTube is stored as its youtube-nocookie embed). */
    videoUrl: pg.text('video_url'),
  },
  (t) => [pg.uniqueIndex('course_lessons_position_idx').on(t.courseId, t.position)],
);

export const bankQuestions = pg.pgTable(
  'bank_questions',
  {
    id: pg.serial('id').primaryKey(),
    courseId: courseIdColumn(),
    position: pg.smallint('position').notNull(),
    prompt: pg.text('prompt').notNull(),
    options: pg.jsonb('options').$type<string[]>().notNull(),
    correctIndex: pg.smallint('correct_index').notNull(),
    explanation: pg.text('explanation').notNull(),
    ...hindiAndEnglish(),
    promptHi: pg.text('prompt_hi'),
    optionsHi: pg.jsonb('options_hi').$type<string[]>(),
    explanationHi: pg.text('explanation_hi'),
    /** rules, signs, documents or penalties (the seeded banks); instructors' questions: rules. */
    topic: pg.text('topic').notNull().default('rules'),
    /** A road sign drawn in the repository (/road-signs/name.svg), shown above the question. */
    imageUrl: pg.text('image_url'),
  },
  (t) => [pg.uniqueIndex('bank_questions_position_idx').on(t.courseId, t.position)],
);

export const enrolments = pg.pgTable(
  'enrolments',
  {
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    source: pg.text('source', { enum: ['free', 'order', 'gift'] }).notNull(),
    /** The paid course order that enrolled, for refunds. */
    orderId: pg.integer('order_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Which lessons an enrolled student opened (the refund rule counts them). */
export const lessonViews = pg.pgTable(
  'lesson_views',
  {
    userId: userIdColumn(),
    lessonId: pg
      .integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    openedAt: pg.timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Marked done by the student (progress, resume, certificate). */
    doneAt: pg.timestamp('done_at', { withTimezone: true }),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** One mock test: started with a deadline, scored once when submitted. */
export const bankAttempts = pg.pgTable(
  'bank_attempts',
  {
    id: pg.serial('id').primaryKey(),
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    startedAt: pg.timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: pg.timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: pg.timestamp('submitted_at', { withTimezone: true }),
    answers: pg.jsonb('answers').$type<Record<string, number | null>>(),
    correct: pg.smallint('correct'),
    total: pg.smallint('total').notNull(),
    percent: pg.smallint('percent'),
    /** The question ids drawn for this attempt, in the order shown (null: the whole bank). */
    questionIds: pg.jsonb('question_ids').$type<number[]>(),
    /** mock: a fresh random draw; practice: drawn from the learner's past wrong answers. */
    mode: pg
      .text('mode', { enum: ['mock', 'practice'] })
      .notNull()
      .default('mock'),
  },
  (t) => [pg.index('bank_attempts_user_idx').on(t.userId, t.courseId)],
);

/** One review per enrolled student and course; the rating is kept in half stars (1 to 10). */
export const courseReviews = pg.pgTable(
  'course_reviews',
  {
    id: pg.serial('id').primaryKey(),
    courseId: courseIdColumn(),
    userId: userIdColumn(),
    ratingHalves: pg.smallint('rating_halves').notNull(),
    comment: pg.text('comment').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    pg.uniqueIndex('course_reviews_one_per_student').on(t.courseId, t.userId),
    pg.check('course_reviews_rating_valid', sql`${t.ratingHalves} BETWEEN 1 AND 10`),
  ],
);

/**
 * A course order, priced by the server in the buyer's currency. Amounts in minor units of
 * `currency`. A gift order carries one item and a course_gifts row.
 */
export const courseOrders = pg.pgTable(
  'course_orders',
  {
    id: pg.serial('id').primaryKey(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    status: pg
      .text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    currency: pg.text('currency', { enum: ['INR', 'AED', 'USD'] }).notNull(),
    originalMinor: pg.integer('original_minor').notNull(),
    discountMinor: pg.integer('discount_minor').notNull(),
    totalMinor: pg.integer('total_minor').notNull(),
    /** The referral offer applied to this order (0 or 20), used up when the order is paid. */
    referralPercent: pg.smallint('referral_percent').notNull().default(0),
    referralCreditId: pg.integer('referral_credit_id'),
    gateway: pg.text('gateway').notNull(),
    gatewayOrderId: pg.text('gateway_order_id').unique(),
    gatewayPaymentId: pg.text('gateway_payment_id'),
    gatewayRefundId: pg.text('gateway_refund_id'),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    pg.index('course_orders_user_idx').on(t.userId, t.createdAt),
    pg.check('course_orders_amounts_valid', sql`${t.totalMinor} >= 0 AND ${t.discountMinor} >= 0`),
  ],
);

export const courseOrderItems = pg.pgTable(
  'course_order_items',
  {
    orderId: pg
      .integer('order_id')
      .notNull()
      .references(() => courseOrders.id, { onDelete: 'cascade' }),
    courseId: pg
      .integer('course_id')
      .notNull()
      .references(() => courses.id),
    listMinor: pg.integer('list_minor').notNull(),
    campaignPercent: pg.smallint('campaign_percent').notNull(),
    finalMinor: pg.integer('final_minor').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.orderId, t.courseId] })],
);

/** A course bought for a friend: the e-mailed link enrols whoever claims it once, signed in. */
export const courseGifts = pg.pgTable('course_gifts', {
  id: pg.serial('id').primaryKey(),
  orderId: pg
    .integer('order_id')
    .notNull()
    .unique()
    .references(() => courseOrders.id, { onDelete: 'cascade' }),
  courseId: pg
    .integer('course_id')
    .notNull()
    .references(() => courses.id),
  friendName: pg.text('friend_name').notNull(),
  friendEmail: pg.text('friend_email').notNull(),
  /** Set when the order is paid and the link is mailed; the token itself is only in the mail. */
  tokenHash: pg.text('token_hash').unique(),
  claimedBy: pg.integer('claimed_by').references(() => users.id),
  claimedAt: pg.timestamp('claimed_at', { withTimezone: true }),
  sentAt: pg.timestamp('sent_at', { withTimezone: true }),
});

/**
 * The referral offer: a friend who signed up through a referrer's link. Each side gets one
 * credit of 20% off a course order; `used_order_id` marks it spent. The friend's credit is
 * earned at sign-up; the referrer's stays pending (`earned_at` null) until the friend has a
 * verified e-mail and a paid order, and is earned once per friend's e-mail and verified
 * mobile (`friend_email`, `friend_mobile`: the friend's, recorded when earned).
 */
export const referralCredits = pg.pgTable(
  'referral_credits',
  {
    id: pg.serial('id').primaryKey(),
    userId: userIdColumn(),
    /** The friend whose sign-up earned both credits. */
    friendId: pg
      .integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    percent: pg.smallint('percent').notNull(),
    usedOrderId: pg.integer('used_order_id'),
    earnedAt: pg.timestamp('earned_at', { withTimezone: true }),
    friendEmail: pg.text('friend_email'),
    friendMobile: pg.text('friend_mobile'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    pg.uniqueIndex('referral_credits_once').on(t.userId, t.friendId),
    pg.uniqueIndex('referral_credits_once_per_email').on(t.userId, t.friendEmail),
    pg.uniqueIndex('referral_credits_once_per_mobile').on(t.userId, t.friendMobile),
  ],
);

/** Favourite courses (Move to Favourites from the cart, the heart on a course). */
export const courseFavourites = pg.pgTable(
  'course_favourites',
  {
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.courseId] })],
);

/** A course completed: the public verification code shows name, course and date only. */
export const courseCertificates = pg.pgTable(
  'course_certificates',
  {
    id: pg.serial('id').primaryKey(),
    code: pg.text('code').notNull().unique(),
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    /** The learner's name as it stood when the certificate was issued. */
    learnerName: pg.text('learner_name').notNull(),
    issuedAt: createdAtColumn(),
  },
  (t) => [pg.uniqueIndex('course_certificates_once').on(t.userId, t.courseId)],
);
