import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bookings } from './bookings.js';

/**
 * A coupon code a manager creates (decision 0049): a percentage (with an optional cap) or an
 * amount off the rent, valid between two IST dates inclusive, for some branches and categories
 * (empty: all), trips of at least `min_trip_hours`, at most `max_uses` in all and
 * `max_uses_per_customer` each, perhaps only on a customer's first booking. The code is kept
 * upper-case and unique.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    percent: smallint('percent'),
    amountPaise: integer('amount_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    branchIds: integer('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    minTripHours: smallint('min_trip_hours'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check(
      'coupons_code_upper',
      sql`${t.code} = upper(${t.code}) AND length(${t.code}) BETWEEN 3 AND 20`,
    ),
    check('coupons_dates', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'coupons_value',
      sql`CASE ${t.kind} WHEN 'percent' THEN ${t.percent} BETWEEN 1 AND 100 AND ${t.amountPaise} IS NULL ELSE ${t.amountPaise} > 0 AND ${t.percent} IS NULL END`,
    ),
    check(
      'coupons_limits',
      sql`(${t.maxUses} IS NULL OR ${t.maxUses} > 0) AND ${t.maxUsesPerCustomer} > 0 AND (${t.maxDiscountPaise} IS NULL OR ${t.maxDiscountPaise} > 0)`,
    ),
  ],
);

/**
 * A coupon applied to a booking: one per booking, its discount in paise as priced. It counts
 * as a use while the booking is live (not cancelled or lapsed).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_booking_unique').on(t.bookingId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId),
    check('coupon_redemptions_discount', sql`${t.discountPaise} > 0`),
  ],
);

/** Failed coupon tries per customer, for the rate limit on guessing codes. */
export const couponAttempts = pgTable(
  'coupon_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_attempts_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The referral for car rentals (decision 0051): a friend who signed up through a customer's
 * invite link. The friend's welcome discount goes on their first booking (`welcome_booking_id`,
 * freed again if that booking is cancelled or lapses); the referrer's credit is earned once one
 * of the friend's trips is completed with nothing owed (`reward_trip_id`, `reward_earned_at`)
 * and goes on one of the referrer's bookings (`reward_booking_id`, freed the same way).
 */
export const rentalReferrals = pgTable(
  'rental_referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    welcomeBookingId: integer('welcome_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    rewardTripId: integer('reward_trip_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    rewardEarnedAt: timestamp('reward_earned_at', { withTimezone: true }),
    rewardPaise: integer('reward_paise').notNull(),
    rewardBookingId: integer('reward_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('rental_referrals_friend_unique').on(t.friendId),
    index('rental_referrals_referrer_idx').on(t.referrerId),
    uniqueIndex('rental_referrals_welcome_booking_unique').on(t.welcomeBookingId),
    uniqueIndex('rental_referrals_reward_booking_unique').on(t.rewardBookingId),
    check('rental_referrals_not_self', sql`${t.referrerId} <> ${t.friendId}`),
    check('rental_referrals_reward', sql`${t.rewardPaise} > 0`),
    check(
      'rental_referrals_reward_earned',
      sql`${t.rewardBookingId} IS NULL OR ${t.rewardEarnedAt} IS NOT NULL`,
    ),
  ],
);
