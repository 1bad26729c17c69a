import { and, count, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { CouponTerms } from '../../../shared/coupons.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings, cars, couponAttempts, couponRedemptions, coupons } from '../../db/schema.js';

export type CouponRow = typeof coupons.$inferSelect;

/** Bookings that no longer hold a coupon's use. */
export const DEAD_STATUSES = ['cancelled', 'lapsed'] as const;
/** Bookings that make a customer one who "has booked": paid for, now or in the past. */
export const BOOKED_STATUSES = ['confirmed', 'completed'] as const;

export const couponTerms = (row: CouponRow): CouponTerms => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountPaise: row.amountPaise,
  maxDiscountPaise: row.maxDiscountPaise,
  description: row.description,
  descriptionHi: row.descriptionHi,
});

/**
 * A coupon by its code (already upper-case); `lock`: `SELECT ... FOR UPDATE`, so a booking
 * transaction that counts the coupon's uses is the only one doing so until it commits.
 */
export async function findCouponByCode(db: DbOrTx, code: string, lock = false) {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findCoupon(db: DbOrTx, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** A coupon's live uses (bookings not cancelled or lapsed): in all and by one customer. */
export async function couponUses(db: DbOrTx, couponId: number, userId: number) {
  const [row] = await db
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(
        Number,
      ),
    })
    .from(couponRedemptions)
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        notInArray(bookings.status, [...DEAD_STATUSES]),
      ),
    );
  return { all: row?.all ?? 0, mine: row?.mine ?? 0 };
}

/** Whether the customer has a booking paid for (confirmed or completed). */
export async function hasBooked(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, [...BOOKED_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** An active car's branch and category, or undefined. */
export async function carScope(db: DbOrTx, carId: number) {
  const [row] = await db
    .select({ branchId: cars.branchId, categoryId: cars.categoryId })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.isActive, true)));
  return row;
}

/** A customer's failed coupon tries since `since`. */
export async function failedAttemptsSince(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(couponAttempts)
    .where(and(eq(couponAttempts.userId, userId), gte(couponAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordFailedAttempt(db: DbOrTx, userId: number, code: string) {
  await db.insert(couponAttempts).values({ userId, code: code.slice(0, 40) });
}

/** Every coupon's live uses, discounts given and the rent of those bookings, by coupon id. */
export async function couponTotals(db: DbOrTx) {
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      uses: count(),
      discountPaise: sql<number>`coalesce(sum(${couponRedemptions.discountPaise}), 0)`.mapWith(
        Number,
      ),
      rentPaise: sql<number>`coalesce(sum(${bookings.rentPaise}), 0)`.mapWith(Number),
    })
    .from(couponRedemptions)
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .where(notInArray(bookings.status, [...DEAD_STATUSES]))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((r) => [r.couponId, r]));
}
