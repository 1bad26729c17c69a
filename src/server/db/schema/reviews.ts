import { sql } from 'drizzle-orm';
import {
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
import { branches } from './branches.js';
import { cars } from './fleet.js';

/**
 * A renter's review of a completed trip (decision 0049): the car and the branch rated 1-5 and a
 * comment (plain text, sanitised), once per trip (the booking, never an extension). Staff may
 * hide it with a reason (audited), never edit it; the branch may reply once, publicly.
 * `trip_month` is the first of the month the trip started in (IST), shown with it.
 */
export const carReviews = pgTable(
  'car_reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    carRating: smallint('car_rating').notNull(),
    branchRating: smallint('branch_rating').notNull(),
    comment: text('comment').notNull().default(''),
    tripMonth: date('trip_month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('car_reviews_booking_unique').on(t.bookingId),
    index('car_reviews_car_idx').on(t.carId, t.createdAt),
    index('car_reviews_branch_idx').on(t.branchId, t.createdAt),
    check(
      'car_reviews_ratings',
      sql`${t.carRating} BETWEEN 1 AND 5 AND ${t.branchRating} BETWEEN 1 AND 5`,
    ),
    check('car_reviews_hidden', sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);
