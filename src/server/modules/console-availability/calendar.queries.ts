import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { CalendarQuery } from '../../../shared/console-availability.js';
import { bookingReference } from '../../../shared/payments.js';
import { addDays, istInstant } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { bookings, carBlocks, cars, users } from '../../db/schema.js';

export const calendarDays = (from: string, view: CalendarQuery['view']) =>
  Array.from({ length: view === 'week' ? 7 : 31 }, (_, i) => addDays(from, i));

/**
 * One branch's cars with their bookings and blocks over a week or 31 days (IST). Bookings are
 * read through the live-period GiST index (the same predicate as the search), with the cars of
 * the branch as the other side of the join; cancelled and lapsed bookings are not shown.
 */
export async function branchCalendar(db: Db, query: CalendarQuery) {
  const days = calendarDays(query.from, query.view);
  const start = istInstant(days[0]!, '00:00');
  const end = istInstant(addDays(days.at(-1)!, 1), '00:00');
  const period = sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
  const [carRows, bookingRows, blockRows] = await Promise.all([
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
        end: bookings.dropAt,
        status: bookings.status,
        customer: users.name,
      })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(
        and(
          eq(cars.branchId, query.branchId),
          sql`${bookings.status} NOT IN ('cancelled', 'lapsed')`,
          sql`tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)') && ${period}`,
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
  ]);
  return {
    branchId: query.branchId,
    from: days[0]!,
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
      })),
      ...blockRows.map((b) => ({
        kind: 'block' as const,
        id: b.id,
        carId: b.carId,
        start: b.start.toISOString(),
        end: b.end.toISOString(),
        label: b.reason,
        status: 'blocked',
      })),
    ],
  };
}
