import { and, count, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, cars, rentalReferrals } from '../../db/schema.js';
import { DEAD_STATUSES } from './coupons.queries.js';
import { DEAD_STATUS_LIST } from './rental-referral.queries.js';

/** A branch's id, or null for every branch (an admin's view). */
type Branch = number | null;

const atBranch = (branchId: Branch) =>
  branchId === null ? undefined : eq(cars.branchId, branchId);

/**
 * Friends who signed up through a link. Every branch: all of them. One branch: those with a
 * live booking (not cancelled or lapsed) of one of the branch's cars; a friend who booked at
 * two branches counts at both.
 */
export async function signedUpFriends(db: DbOrTx, branchId: Branch) {
  const [row] = await db
    .select({ n: count() })
    .from(rentalReferrals)
    .where(
      branchId === null
        ? undefined
        : sql`exists (select 1 from ${bookings} b join ${cars} c on c.id = b.car_id
            where b.user_id = ${rentalReferrals.friendId} and b.status not in (${DEAD_STATUS_LIST})
            and c.branch_id = ${branchId})`,
    );
  return row?.n ?? 0;
}

/**
 * The live bookings that took a welcome (`welcome`) or used a credit (`credit`), at the branch's
 * cars: how many, the discount they got (`bookings.discount_paise`) and their rent after it.
 */
export async function referralUses(db: DbOrTx, kind: 'welcome' | 'credit', branchId: Branch) {
  const column =
    kind === 'welcome' ? rentalReferrals.welcomeBookingId : rentalReferrals.rewardBookingId;
  const [row] = await db
    .select({
      uses: count(),
      discountPaise: sql<number>`coalesce(sum(${bookings.discountPaise}), 0)`.mapWith(Number),
      rentPaise: sql<number>`coalesce(sum(${bookings.rentPaise}), 0)`.mapWith(Number),
    })
    .from(rentalReferrals)
    .innerJoin(bookings, eq(bookings.id, column))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(and(notInArray(bookings.status, [...DEAD_STATUSES]), atBranch(branchId)));
  return {
    uses: row?.uses ?? 0,
    discountPaise: row?.discountPaise ?? 0,
    rentPaise: row?.rentPaise ?? 0,
  };
}

/**
 * Credits earned so far (settled: see referral-summary.service.ts). Every branch: all of them.
 * One branch: those whose earning trip (the friend's completed booking) was of the branch's car.
 */
export async function creditsEarned(db: DbOrTx, branchId: Branch) {
  const earned = isNotNull(rentalReferrals.rewardEarnedAt);
  const [row] =
    branchId === null
      ? await db.select({ n: count() }).from(rentalReferrals).where(earned)
      : await db
          .select({ n: count() })
          .from(rentalReferrals)
          .innerJoin(bookings, eq(bookings.id, rentalReferrals.rewardTripId))
          .innerJoin(cars, eq(cars.id, bookings.carId))
          .where(and(earned, notInArray(bookings.status, [...DEAD_STATUSES]), atBranch(branchId)));
  return row?.n ?? 0;
}
