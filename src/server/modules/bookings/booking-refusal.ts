import { and, asc, eq, gt, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { CarRefusal } from '../../../shared/car-refusal.js';
import { complianceProblemText } from '../../../shared/fleet-compliance.js';
import { carLabel } from '../../../shared/booking-messages.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import { bookings, branches } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { complianceLimitFor } from '../fleet/index.js';
import { findClash } from './booking-change.queries.js';

export const span = (from: Date, until: Date) =>
  `from ${formatIstDayTime(from)} to ${formatIstDayTime(until)}`;

export interface RefusalCar {
  id: number;
  title: string;
  carNumber: string;
  branchId: number;
}

/** A refusal as figures (for the console to word) and as the server's English sentence. */
export interface Refusal {
  refusal: CarRefusal;
  text: string;
}

const iso = (d: Date) => d.toISOString();
const AGAIN = 'Please choose another time or car.';

/**
 * Why staff may not put `car` on [pickupAt, dropAt), named as the database would refuse it
 * (issue 32): another booking (its number and times), a maintenance block (its times and
 * reason), the branch's turnaround gap (the booking it would crowd), or the car's papers or
 * service (which, and until when). `ownBookingId` and its extensions are left out (a change);
 * 0 for a new booking. Null when the database would take it.
 */
export async function carRefusal(
  db: DbOrTx,
  car: RefusalCar,
  pickupAt: Date,
  dropAt: Date,
  now: Date,
  ownBookingId: number,
): Promise<Refusal | null> {
  const carName = carLabel(car);
  const clash = await findClash(db, car.id, pickupAt, dropAt, ownBookingId);
  if (clash?.kind === 'booking') {
    return {
      refusal: {
        kind: 'booking',
        bookingId: clash.id,
        from: iso(clash.pickupAt),
        until: iso(clash.dropAt),
      },
      text: `${carName} is booked ${span(clash.pickupAt, clash.dropAt)} (booking #${clash.id}). ${AGAIN}`,
    };
  }
  if (clash?.kind === 'block') {
    return {
      refusal: {
        kind: 'block',
        from: iso(clash.startsAt),
        until: iso(clash.endsAt),
        reason: clash.reason,
      },
      text: `${carName} is blocked for maintenance ${span(clash.startsAt, clash.endsAt)} (${clash.reason}). ${AGAIN}`,
    };
  }
  const [branch] = await db
    .select({ minutes: branches.turnaroundMinutes })
    .from(branches)
    .where(eq(branches.id, car.branchId));
  const minutes = branch?.minutes ?? 0;
  const gapMs = minutes * 60_000;
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
      return {
        refusal: {
          kind: 'turnaround',
          minutes,
          bookingId: near.id,
          from: iso(near.pickupAt),
          until: iso(near.dropAt),
        },
        text: `${carName} needs ${minutes} minutes between rentals, and booking #${near.id} is ${span(near.pickupAt, near.dropAt)}. ${AGAIN}`,
      };
    }
  }
  const limit = await complianceLimitFor(db, car.id, dropAt, now);
  if (!limit) return null;
  const text = complianceProblemText(limit);
  if (limit.on !== null)
    return { refusal: { kind: 'paper', item: limit.item, on: limit.on }, text };
  return {
    refusal: {
      kind: 'serviceKm',
      dueKm: must(limit.dueKm, 'the km the service is due at'),
      odometerKm: must(limit.odometerKm, "the car's odometer"),
    },
    text,
  };
}

/**
 * `carRefusal` as the 409 the counter booking and a change answer: its English sentence, and
 * its figures for the console to word (shared/message-figures.ts).
 */
export async function bookingRefusal(
  db: DbOrTx,
  car: RefusalCar,
  pickupAt: Date,
  dropAt: Date,
  now: Date,
  ownBookingId: number,
): Promise<HttpError | null> {
  const found = await carRefusal(db, car, pickupAt, dropAt, now, ownBookingId);
  if (!found) return null;
  return new HttpError(409, found.text, undefined, {
    kind: 'carRefused',
    car: carLabel(car),
    refusal: found.refusal,
  });
}
