import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { CalendarQuery } from '../../../shared/console-availability.js';
import { bookingReference } from '../../../shared/payments.js';
import { addDays, istInstant } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import {
  bookingHandovers,
  bookings,
  carBlocks,
  carCompliance,
  cars,
  users,
} from '../../db/schema.js';
import type { CalendarBarState } from '../../../shared/console-availability.js';
import { must } from '../../../shared/must.js';
import { pickupHandover } from './today.queries.js';

/** A booking bar's colour: confirmed, out with the customer, overdue, or another status. */
function bookingState(status: string, pickedUp: boolean, end: Date, now: Date): CalendarBarState {
  if (status === 'completed') return 'completed';
  if (status !== 'confirmed') return 'pending';
  if (!pickedUp) return 'confirmed';
  return end < now ? 'overdue' : 'picked_up';
}

export const calendarDays = (from: string, view: CalendarQuery['view']) =>
  Array.from({ length: view === 'week' ? 7 : 31 }, (_, i) => addDays(from, i));

/**
 * One branch's cars with their bookings and blocks over a week or 31 days (IST). Bookings are
 * read through the live-period GiST index (the same predicate as the search), with the cars of
 * the branch as the other side of the join; cancelled and lapsed bookings are not shown.
 */
export async function branchCalendar(db: Db, query: CalendarQuery, now = new Date()) {
  const days = calendarDays(query.from, query.view);
  const firstDay = must(days[0], 'the first calendar day');
  const lastDay = must(days.at(-1), 'the last calendar day');
  const start = istInstant(firstDay, '00:00');
  const end = istInstant(addDays(lastDay, 1), '00:00');
  const period = sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
  const [carRows, bookingRows, blockRows, lapseRows] = await Promise.all([
    db
      .select({ id: cars.id, title: cars.title, carNumber: cars.carNumber })
      .from(cars)
      .where(and(eq(cars.branchId, query.branchId), eq(cars.isActive, true)))
      .orderBy(asc(cars.title), asc(cars.id)),
    db
      .select({
        id: bookings.id,
        carId: bookings.carId,
        start: bookings.pickupAt,
        end: bookings.busyUntil,
        status: bookings.status,
        customer: users.name,
        pickedUp: sql<boolean>`${bookingHandovers.id} IS NOT NULL`,
      })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(bookingHandovers, pickupHandover)
      .where(
        and(
          eq(cars.branchId, query.branchId),
          sql`${bookings.status} NOT IN ('cancelled', 'lapsed')`,
          sql`tstzrange(${bookings.pickupAt}, ${bookings.busyUntil}, '[)') && ${period}`,
        ),
      ),
    db
      .select({
        id: carBlocks.id,
        carId: carBlocks.carId,
        start: carBlocks.startsAt,
        end: carBlocks.endsAt,
        reason: carBlocks.reason,
      })
      .from(carBlocks)
      .innerJoin(cars, eq(cars.id, carBlocks.carId))
      .where(
        and(
          eq(cars.branchId, query.branchId),
          lt(carBlocks.startsAt, end),
          gt(carBlocks.endsAt, start),
        ),
      ),
    // Cars whose papers lapse or service falls due within the window (decision 0029).
    db
      .select({ carId: carCompliance.carId, until: carCompliance.usableUntil })
      .from(carCompliance)
      .innerJoin(cars, eq(cars.id, carCompliance.carId))
      .where(and(eq(cars.branchId, query.branchId), lt(carCompliance.usableUntil, end))),
  ]);
  return {
    branchId: query.branchId,
    from: firstDay,
    days,
    cars: carRows,
    bars: [
      ...bookingRows.map((b) => ({
        kind: 'booking' as const,
        id: b.id,
        carId: b.carId,
        start: b.start.toISOString(),
        end: b.end.toISOString(),
        label: `${bookingReference(b.id)} · ${b.customer}`,
        status: b.status,
        state: bookingState(b.status, b.pickedUp, b.end, now),
      })),
      ...blockRows.map((b) => ({
        kind: 'block' as const,
        id: b.id,
        carId: b.carId,
        start: b.start.toISOString(),
        end: b.end.toISOString(),
        label: b.reason,
        status: 'blocked',
        state: 'blocked' as const,
      })),
      ...lapseRows.map((l) => ({
        kind: 'compliance' as const,
        id: l.carId,
        carId: l.carId,
        start: new Date(
          Math.max(must(l.until, 'the date the papers lapse').getTime(), start.getTime()),
        ).toISOString(),
        end: end.toISOString(),
        label: 'Papers or service due: cannot be rented',
        status: 'blocked',
        state: 'blocked' as const,
      })),
    ],
  };
}
