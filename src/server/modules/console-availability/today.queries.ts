import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { bookingReference } from '../../../shared/payments.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { NOT_VERIFIED_PICKUP_MESSAGE } from '../../../shared/console-bookings.js';
import { driverProblem } from '../../../shared/driver-rules.js';
import type { Db } from '../../db/client.js';
import { pickupDocumentsVerified } from '../../lib/verified-documents.js';
import { driverLicenceOf } from '../account/index.js';
import { branchRulesOf } from '../branches/index.js';
import { bookingHandovers, bookings, cars, userDocuments, users } from '../../db/schema.js';

/** Joins a booking to its pickup handover (left: none until the car went out). */
export const pickupHandover = and(
  eq(bookingHandovers.bookingId, bookings.id),
  eq(bookingHandovers.stage, 'pickup'),
);

/**
 * Confirmed bookings of a branch matching `when`, as the board lists them, each with its state:
 * `waiting` (not handed over yet), `picked_up`, or `overdue` (out past its drop).
 */
async function boardRows(
  db: Db,
  branchId: number,
  when: SQL | undefined,
  by: 'pickup' | 'drop',
  now: Date,
) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      carTitle: cars.title,
      carNumber: cars.carNumber,
      customerId: users.id,
      customerName: users.name,
      customerMobile: users.mobile,
      customerRefused: sql<boolean>`${users.blockedAt} IS NOT NULL`,
      pickedUpAt: bookingHandovers.recordedAt,
      pickupAt: bookings.pickupAt,
      dropAt: bookings.dropAt,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(bookingHandovers, pickupHandover)
    .where(and(eq(cars.branchId, branchId), eq(bookings.status, 'confirmed'), when))
    .orderBy(asc(by === 'pickup' ? bookings.pickupAt : bookings.dropAt), asc(bookings.id));
  return rows.map(({ pickedUpAt, ...r }) => ({
    ...r,
    reference: bookingReference(r.bookingId),
    state: !pickedUpAt
      ? ('waiting' as const)
      : r.dropAt < now
        ? ('overdue' as const)
        : ('picked_up' as const),
    pickupAt: r.pickupAt.toISOString(),
    dropAt: r.dropAt.toISOString(),
  }));
}

/**
 * Customers with a document waiting for review and a confirmed booking at the branch that has
 * not ended: the counter checks them before the car leaves.
 */
async function documentsWaiting(db: Db, branchId: number, now: Date) {
  const rows = await db
    .select({
      customerId: users.id,
      customerName: users.name,
      customerMobile: users.mobile,
      kinds: sql<string[]>`array_agg(DISTINCT ${userDocuments.kind})`,
      nextPickupAt: sql<string>`min(${bookings.pickupAt})`,
    })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .innerJoin(bookings, eq(bookings.userId, users.id))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(
      and(
        eq(userDocuments.reviewStatus, 'pending'),
        eq(cars.branchId, branchId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.dropAt, now),
      ),
    )
    .groupBy(users.id, users.name, users.mobile)
    .orderBy(sql`min(${bookings.pickupAt})`);
  return rows.map((r) => ({ ...r, nextPickupAt: new Date(r.nextPickupAt).toISOString() }));
}

const noPickupProblem = <E>(entry: E) => ({ ...entry, pickupProblem: null });

/**
 * What the handover would refuse a waiting pickup for, read the way it reads it
 * (handover.service.ts): documents verified, then the licence recorded, valid through the drop,
 * and the driver old enough on the pickup day. A blocked customer is flagged on its own.
 */
async function withPickupProblem<
  E extends { customerId: number; pickupAt: string; dropAt: string },
>(db: Db, entry: E, minDriverAge: number) {
  const problem = !(await pickupDocumentsVerified(db, entry.customerId))
    ? NOT_VERIFIED_PICKUP_MESSAGE
    : driverProblem(
        await driverLicenceOf(db, entry.customerId),
        new Date(entry.pickupAt),
        new Date(entry.dropAt),
        minDriverAge,
      );
  return { ...entry, pickupProblem: problem };
}

/**
 * Today's board of a branch (IST day): confirmed pickups still to hand over and returns due
 * today, confirmed bookings whose drop time has passed (the car is not back: the return closes
 * the booking), and customers whose documents wait for review.
 */
export async function todayBoard(db: Db, branchId: number, now = new Date()) {
  const date = istDate(now);
  const start = istInstant(date, '00:00');
  const end = istInstant(addDays(date, 1), '00:00');
  const [pickups, returns, overdue, waitingDocuments] = await Promise.all([
    // Still to hand over: a car already handed over has left the pickups.
    boardRows(
      db,
      branchId,
      and(gte(bookings.pickupAt, start), lt(bookings.pickupAt, end), isNull(bookingHandovers.id)),
      'pickup',
      now,
    ),
    boardRows(db, branchId, and(gte(bookings.dropAt, now), lt(bookings.dropAt, end)), 'drop', now),
    boardRows(db, branchId, lt(bookings.dropAt, now), 'drop', now),
    documentsWaiting(db, branchId, now),
  ]);
  const minDriverAge = (await branchRulesOf(db, branchId)).minDriverAge;
  return {
    date,
    pickups: await Promise.all(pickups.map((p) => withPickupProblem(db, p, minDriverAge))),
    returns: returns.map(noPickupProblem),
    overdue: overdue.map(noPickupProblem),
    documentsWaiting: waitingDocuments,
  };
}
