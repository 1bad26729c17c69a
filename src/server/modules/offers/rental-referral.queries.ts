import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, rentalReferrals, users } from '../../db/schema.js';
import { BOOKED_STATUSES, DEAD_STATUSES } from './coupons.queries.js';

/** A customer other than `friendId` whose referral code is `code`. */
export async function referrerByCode(db: DbOrTx, code: string, friendId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), ne(users.id, friendId), eq(users.role, 'customer')));
  return row;
}

/** A list of booking statuses inside a raw `in (…)`. */
const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
/** Statuses whose booking no longer holds an offer (cancelled, lapsed). */
export const DEAD_STATUS_LIST = statusList(DEAD_STATUSES);

/** Whether a booking column of the referral holds no live booking (none, cancelled, lapsed). */
const free = (column: AnyPgColumn) =>
  sql<boolean>`(${column} is null or exists (select 1 from ${bookings} b
    where b.id = ${column} and b.status in (${DEAD_STATUS_LIST})))`;

/** Whether the customer (an id, or the column holding one) has a paid-for booking. */
const hasBooked = (userId: number | AnyPgColumn) =>
  sql`exists (select 1 from ${bookings} b where b.user_id = ${userId}
    and b.status in (${statusList(BOOKED_STATUSES)}))`;

/**
 * The welcome a customer who signed up through a friend's link can still use: their referral,
 * while they have no paid booking and no live booking holds the welcome.
 */
export async function openWelcome(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: rentalReferrals.id, referrerName: users.name })
    .from(rentalReferrals)
    .innerJoin(users, eq(users.id, rentalReferrals.referrerId))
    .where(
      and(
        eq(rentalReferrals.friendId, userId),
        free(rentalReferrals.welcomeBookingId),
        sql`not ${hasBooked(userId)}`,
      ),
    );
  return row;
}

/** A referrer's earned credits that no live booking holds, oldest first. */
export async function openCredits(db: DbOrTx, userId: number) {
  return db
    .select({
      id: rentalReferrals.id,
      amountPaise: rentalReferrals.rewardPaise,
      friendName: users.name,
    })
    .from(rentalReferrals)
    .innerJoin(users, eq(users.id, rentalReferrals.friendId))
    .where(
      and(
        eq(rentalReferrals.referrerId, userId),
        isNotNull(rentalReferrals.rewardEarnedAt),
        free(rentalReferrals.rewardBookingId),
      ),
    )
    .orderBy(asc(rentalReferrals.rewardEarnedAt), asc(rentalReferrals.id));
}

/** Locks one referral row for the booking transaction (then read its state again). */
export async function lockReferral(db: DbOrTx, id: number) {
  await db
    .select({ id: rentalReferrals.id })
    .from(rentalReferrals)
    .where(eq(rentalReferrals.id, id))
    .for('update');
}

/** A referrer's referrals whose credit is not earned yet. */
export async function unearnedReferrals(db: DbOrTx, referrerId: number) {
  return db
    .select({ id: rentalReferrals.id, friendId: rentalReferrals.friendId })
    .from(rentalReferrals)
    .where(and(eq(rentalReferrals.referrerId, referrerId), isNull(rentalReferrals.rewardEarnedAt)));
}

/** A customer's completed trips (bookings, not extensions), earliest first. */
export async function completedTrips(db: DbOrTx, userId: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'completed'),
        isNull(bookings.parentBookingId),
      ),
    )
    .orderBy(asc(bookings.dropAt), asc(bookings.id));
}

/** The friends who signed up through a referrer's link, with what their referral holds. */
export async function referralsOf(db: DbOrTx, referrerId: number) {
  return db
    .select({
      id: rentalReferrals.id,
      friendName: users.name,
      createdAt: rentalReferrals.createdAt,
      rewardEarnedAt: rentalReferrals.rewardEarnedAt,
      rewardPaise: rentalReferrals.rewardPaise,
      rewardBookingId: rentalReferrals.rewardBookingId,
      creditFree: free(rentalReferrals.rewardBookingId).mapWith(Boolean),
      friendBooked: hasBooked(rentalReferrals.friendId).mapWith(Boolean),
    })
    .from(rentalReferrals)
    .innerJoin(users, eq(users.id, rentalReferrals.friendId))
    .where(eq(rentalReferrals.referrerId, referrerId))
    .orderBy(sql`${rentalReferrals.createdAt} desc`, sql`${rentalReferrals.id} desc`);
}
