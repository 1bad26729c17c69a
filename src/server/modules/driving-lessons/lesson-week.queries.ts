import { and, asc, eq, gt, inArray, lt, lte, gte, ne, notInArray, sql } from 'drizzle-orm';
import type { LessonWeek } from '../../../shared/lesson-slots.js';
import { addDays, istDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  branches,
  carBlocks,
  carCompliance,
  cars,
  drivingLessons,
  instructorHours,
  instructorLeave,
  instructors,
  practicalInstructors,
} from '../../db/schema.js';

const ms = (d: Date) => d.getTime();

/**
 * What the slots of a branch between `from` and `to` depend on (shared/lesson-slots.ts): its
 * active practical instructors with their hours and leave, its active training cars, and what
 * keeps those busy around the window (live lessons, live rentals, blocks, papers lapsing).
 * The window is widened by a day each side, more than any turnaround.
 */
export async function loadLessonWeek(
  db: DbOrTx,
  branchId: number,
  from: Date,
  to: Date,
  /** A lesson being moved: it does not keep its own instructor and car busy. */
  exceptLessonId?: number,
): Promise<LessonWeek> {
  const start = new Date(ms(from) - 86_400_000);
  const end = new Date(ms(to) + 86_400_000);
  const [branch] = await db
    .select({ turnaround: branches.turnaroundMinutes })
    .from(branches)
    .where(eq(branches.id, branchId));
  const [people, carRows] = await Promise.all([
    db
      .select({ id: practicalInstructors.instructorId })
      .from(practicalInstructors)
      .where(
        and(eq(practicalInstructors.branchId, branchId), eq(practicalInstructors.isActive, true)),
      )
      .orderBy(asc(practicalInstructors.instructorId)),
    db
      .select({ id: cars.id })
      .from(cars)
      .where(
        and(eq(cars.branchId, branchId), eq(cars.isActive, true), eq(cars.isTrainingCar, true)),
      )
      .orderBy(asc(cars.id)),
  ]);
  const ids = people.map((p) => p.id);
  const carIds = carRows.map((c) => c.id);
  const none = Promise.resolve([]);
  const [hours, leave, lessons, rentals, blocks, lapses] = await Promise.all([
    ids.length
      ? db.select().from(instructorHours).where(inArray(instructorHours.instructorId, ids))
      : none,
    ids.length
      ? db
          .select()
          .from(instructorLeave)
          .where(
            and(
              inArray(instructorLeave.instructorId, ids),
              lte(instructorLeave.startsOn, istDate(end)),
              gte(instructorLeave.endsOn, addDays(istDate(start), -1)),
            ),
          )
      : none,
    // Every live lesson of these instructors or cars, whatever branch it was booked at.
    ids.length || carIds.length
      ? db
          .select({
            instructorId: drivingLessons.instructorId,
            carId: drivingLessons.carId,
            startsAt: drivingLessons.startsAt,
            endsAt: drivingLessons.endsAt,
          })
          .from(drivingLessons)
          .where(
            and(
              ne(drivingLessons.status, 'cancelled'),
              exceptLessonId === undefined ? undefined : ne(drivingLessons.id, exceptLessonId),
              lt(drivingLessons.startsAt, end),
              gt(drivingLessons.endsAt, start),
              sql`(${drivingLessons.instructorId} = any(${`{${ids.join(',')}}`}::int[])
                or ${drivingLessons.carId} = any(${`{${carIds.join(',')}}`}::int[]))`,
            ),
          )
      : none,
    carIds.length
      ? db
          .select({ carId: bookings.carId, start: bookings.pickupAt, end: bookings.busyUntil })
          .from(bookings)
          .where(
            and(
              inArray(bookings.carId, carIds),
              notInArray(bookings.status, ['cancelled', 'lapsed']),
              lt(bookings.pickupAt, end),
              gt(bookings.busyUntil, start),
            ),
          )
      : none,
    carIds.length
      ? db
          .select({ carId: carBlocks.carId, start: carBlocks.startsAt, end: carBlocks.endsAt })
          .from(carBlocks)
          .where(
            and(
              inArray(carBlocks.carId, carIds),
              lt(carBlocks.startsAt, end),
              gt(carBlocks.endsAt, start),
            ),
          )
      : none,
    carIds.length
      ? db
          .select({ carId: carCompliance.carId, usableUntil: carCompliance.usableUntil })
          .from(carCompliance)
          .where(inArray(carCompliance.carId, carIds))
      : none,
  ]);
  return {
    turnaroundMinutes: Math.max(branch?.turnaround ?? 0, 0),
    carIds,
    instructors: ids.map((id) => ({
      id,
      hours: hours.filter((h) => h.instructorId === id),
      leave: leave.filter((l) => l.instructorId === id),
    })),
    lessons: lessons.map((l) => ({
      instructorId: l.instructorId,
      carId: l.carId,
      start: ms(l.startsAt),
      end: ms(l.endsAt),
    })),
    rentals: rentals.map((r) => ({ carId: r.carId, start: ms(r.start), end: ms(r.end) })),
    blocks: [
      ...blocks.map((b) => ({ carId: b.carId, start: ms(b.start), end: ms(b.end) })),
      ...lapses.flatMap((k) =>
        k.usableUntil ? [{ carId: k.carId, start: ms(k.usableUntil), end: Infinity }] : [],
      ),
    ],
  };
}

/** The names learners choose instructors by, in English and (where written) Hindi. */
export async function instructorNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: instructors.userId,
      name: instructors.displayName,
      nameHi: instructors.displayNameHi,
    })
    .from(instructors)
    .where(inArray(instructors.userId, ids))
    .orderBy(asc(instructors.displayName));
}
