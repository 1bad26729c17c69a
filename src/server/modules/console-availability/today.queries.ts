import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { bookingReference } from '../../../shared/payments.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { bookings, cars, users } from '../../db/schema.js';

/** Confirmed bookings of a branch matching `when`, as the board lists them. */
async function boardRows(db: Db, branchId: number, when: SQL | undefined, by: 'pickup' | 'drop') {
  const rows = await db
    .select({
      bookingId: bookings.id,
      carTitle: cars.title,
      carNumber: cars.carNumber,
      customerName: users.name,
      customerMobile: users.mobile,
      pickupAt: bookings.pickupAt,
      dropAt: bookings.dropAt,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(cars.branchId, branchId), eq(bookings.status, 'confirmed'), when))
    .orderBy(asc(by === 'pickup' ? bookings.pickupAt : bookings.dropAt), asc(bookings.id));
  return rows.map((r) => ({
    ...r,
    reference: bookingReference(r.bookingId),
    pickupAt: r.pickupAt.toISOString(),
    dropAt: r.dropAt.toISOString(),
  }));
}

/**
 * Today's board of a branch (IST day): confirmed pickups and returns due today, and confirmed
 * bookings whose drop time has passed (the car is not back: the return closes the booking).
 */
export async function todayBoard(db: Db, branchId: number, now = new Date()) {
  const date = istDate(now);
  const start = istInstant(date, '00:00');
  const end = istInstant(addDays(date, 1), '00:00');
  const [pickups, returns, overdue] = await Promise.all([
    boardRows(
      db,
      branchId,
      and(gte(bookings.pickupAt, start), lt(bookings.pickupAt, end)),
      'pickup',
    ),
    boardRows(db, branchId, and(gte(bookings.dropAt, now), lt(bookings.dropAt, end)), 'drop'),
    boardRows(db, branchId, lt(bookings.dropAt, now), 'drop'),
  ]);
  return { date, pickups, returns, overdue };
}
