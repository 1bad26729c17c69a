import { and, asc, eq, gt, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings, branches } from '../../db/schema.js';
import { complianceProblemFor } from '../fleet/index.js';
import { findClash } from './booking-change.queries.js';

export const span = (from: Date, until: Date) =>
  `from ${formatIstDayTime(from)} to ${formatIstDayTime(until)}`;

export interface RefusalCar {
  id: number;
  title: string;
  carNumber: string;
  branchId: number;
}

/**
 * Why staff may not put `car` on [pickupAt, dropAt), named as the database would refuse it
 * (issue 32): another booking (its number and times), a maintenance block (its times and
 * reason), the branch's turnaround gap (the booking it would crowd), or the car's papers or
 * service (which, and until when). `ownBookingId` and its extensions are left out (a change);
 * 0 for a new booking. Null when the database would take it.
 */
export async function bookingRefusal(
  db: DbOrTx,
  car: RefusalCar,
  pickupAt: Date,
  dropAt: Date,
  now: Date,
  ownBookingId: number,
): Promise<string | null> {
  const carName = `${car.title} (${car.carNumber})`;
  const clash = await findClash(db, car.id, pickupAt, dropAt, ownBookingId);
  if (clash?.kind === 'booking') {
    return `${carName} is booked ${span(clash.pickupAt, clash.dropAt)} (booking #${clash.id}). Please choose another time or car.`;
  }
  if (clash?.kind === 'block') {
    return `${carName} is blocked for maintenance ${span(clash.startsAt, clash.endsAt)} (${clash.reason}). Please choose another time or car.`;
  }
  const [branch] = await db
    .select({ minutes: branches.turnaroundMinutes })
    .from(branches)
    .where(eq(branches.id, car.branchId));
  const gapMs = (branch?.minutes ?? 0) * 60_000;
  if (gapMs > 0) {
    const [near] = await db
      .select({ id: bookings.id, pickupAt: bookings.pickupAt, dropAt: bookings.busyUntil })
      .from(bookings)
      .where(
        and(
          eq(bookings.carId, car.id),
          notInArray(bookings.status, ['cancelled', 'lapsed']),
          ne(bookings.id, ownBookingId),
          or(isNull(bookings.parentBookingId), ne(bookings.parentBookingId, ownBookingId)),
          lt(bookings.pickupAt, new Date(dropAt.getTime() + gapMs)),
          gt(bookings.busyUntil, new Date(pickupAt.getTime() - gapMs)),
        ),
      )
      .orderBy(asc(bookings.pickupAt))
      .limit(1);
    if (near) {
      return `${carName} needs ${branch?.minutes} minutes between rentals, and booking #${near.id} is ${span(near.pickupAt, near.dropAt)}. Please choose another time or car.`;
    }
  }
  return complianceProblemFor(db, car.id, dropAt, now);
}
