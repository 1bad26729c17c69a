import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RentLine } from '../../../shared/seasons.js';
import { CONSOLE_BOOKING_STATUSES } from '../../../shared/console-bookings.js';
import { users } from './auth.js';
import { cars, ratePackages } from './fleet.js';
import { pickupDropOptions } from './branches.js';

export const BOOKING_STATUSES = CONSOLE_BOOKING_STATUSES;

/**
 * A booking holds its car for [pickup_at, busy_until): the drop, or an earlier return. The exclusion constraint
 * `bookings_no_overlap` (migration 0001) forbids two live bookings of one car overlapping;
 * "live" is every status except cancelled and lapsed.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    /**
     * Set on an extension: a row of its own for [old drop, new drop) of the same car, so the
     * exclusion constraint guards it like any booking. Points at the booking it extends (the root).
     */
    parentBookingId: integer('parent_booking_id').references((): AnyPgColumn => bookings.id),
    ratePackageId: integer('rate_package_id')
      .notNull()
      .references(() => ratePackages.id),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropAt: timestamp('drop_at', { withTimezone: true }).notNull(),
    tripType: text('trip_type', { enum: ['local', 'outstation'] }).notNull(),
    pickupDropOptionId: integer('pickup_drop_option_id').references(() => pickupDropOptions.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending_payment'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    rentPaise: integer('rent_paise').notNull(),
    depositPaise: integer('deposit_paise').notNull(),
    pickupDropPaise: integer('pickup_drop_paise').notNull().default(0),
    /** A coupon's discount off the rent (coupon_redemptions names the coupon), 0 without one. */
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** How the rent was priced, season by season (shared/seasons.ts); null before seasons. */
    rentLines: jsonb('rent_lines').$type<RentLine[]>(),
    kmIncluded: integer('km_included').notNull(),
    extraKmRatePaise: integer('extra_km_rate_paise').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the car came back (the return handover); a return before the drop frees it then. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * The end of the car's hold: the drop, or an earlier return (never before the pickup, so an
     * extension the early return cut holds nothing). Availability, the overlap constraint and
     * the guards read this, not the drop (issue 32).
     */
    busyUntil: timestamp('busy_until', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`greatest("pickup_at", least("drop_at", coalesce("released_at", "drop_at")))`,
      ),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_parent_idx').on(t.parentBookingId),
    // The console reports read six months of bookings made and cancelled (decision 0021).
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} IS NOT NULL`),
    // The availability search finds every live booking overlapping a period in one scan.
    index('bookings_live_period_idx')
      .using('gist', sql`tstzrange(${t.pickupAt}, ${t.busyUntil}, '[)')`)
      .where(sql`${t.status} NOT IN ('cancelled', 'lapsed')`),
    uniqueIndex('bookings_user_idempotency').on(t.userId, t.idempotencyKey),
    check('bookings_period_valid', sql`${t.dropAt} > ${t.pickupAt}`),
  ],
);
