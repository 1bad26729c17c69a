import { and, asc, eq, gt, inArray, lt, ne, notInArray } from 'drizzle-orm';
import type { LessonCalendar, LessonCalendarQuery } from '../../../shared/lesson-console.js';
import { addDays, istInstant } from '../../../shared/time.js';
import { hoursAndLeave } from './instructor-hours.queries.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  branches,
  carBlocks,
  cars,
  drivingLessons,
  instructors,
  lessonPackages,
  practicalInstructors,
  users,
} from '../../db/schema.js';

const iso = (d: Date) => d.toISOString();

/**
 * A branch's lesson calendar for `days` IST days from `from` (issue 34 item 6): its active
 * practical instructors with their hours and leave, its active training cars with their rentals
 * (to the end of the turnaround) and blocks, and the live lessons at the branch, each with the
 * learner's name and mobile for the desk. The packages on offer come along for a walk-in.
 */
export async function lessonCalendar(
  db: DbOrTx,
  query: LessonCalendarQuery,
): Promise<LessonCalendar> {
  const { branchId, from, days } = query;
  const start = istInstant(from, '00:00');
  const end = istInstant(addDays(from, days), '00:00');
  const lastDay = addDays(from, days - 1);
  const [branch] = await db
    .select({ turnaround: branches.turnaroundMinutes })
    .from(branches)
    .where(eq(branches.id, branchId));
  const turnaround = Math.max(branch?.turnaround ?? 0, 0) * 60_000;
  const [packages, people, carRows, lessons] = await Promise.all([
    db
      .select({
        id: lessonPackages.id,
        title: lessonPackages.title,
        titleHi: lessonPackages.titleHi,
        sessions: lessonPackages.sessions,
        sessionMinutes: lessonPackages.sessionMinutes,
        pricePaise: lessonPackages.pricePaise,
      })
      .from(lessonPackages)
      .where(and(eq(lessonPackages.branchId, branchId), eq(lessonPackages.isActive, true)))
      .orderBy(asc(lessonPackages.pricePaise), asc(lessonPackages.id)),
    db
      .select({ instructorId: instructors.userId, displayName: instructors.displayName })
      .from(practicalInstructors)
      .innerJoin(instructors, eq(instructors.userId, practicalInstructors.instructorId))
      .where(
        and(eq(practicalInstructors.branchId, branchId), eq(practicalInstructors.isActive, true)),
      )
      .orderBy(asc(instructors.displayName)),
    db
      .select({ carId: cars.id, title: cars.title, carNumber: cars.carNumber })
      .from(cars)
      .where(
        and(eq(cars.branchId, branchId), eq(cars.isActive, true), eq(cars.isTrainingCar, true)),
      )
      .orderBy(asc(cars.id)),
    db
      .select({
        id: drivingLessons.id,
        packageId: drivingLessons.packageId,
        packageTitle: lessonPackages.title,
        packageTitleHi: lessonPackages.titleHi,
        learnerId: drivingLessons.learnerId,
        learnerName: users.name,
        learnerMobile: users.mobile,
        instructorId: drivingLessons.instructorId,
        carId: drivingLessons.carId,
        startsAt: drivingLessons.startsAt,
        endsAt: drivingLessons.endsAt,
        status: drivingLessons.status,
      })
      .from(drivingLessons)
      .innerJoin(lessonPackages, eq(lessonPackages.id, drivingLessons.packageId))
      .innerJoin(users, eq(users.id, drivingLessons.learnerId))
      .where(
        and(
          eq(drivingLessons.branchId, branchId),
          ne(drivingLessons.status, 'cancelled'),
          lt(drivingLessons.startsAt, end),
          gt(drivingLessons.endsAt, start),
        ),
      )
      .orderBy(asc(drivingLessons.startsAt), asc(drivingLessons.id)),
  ]);
  const ids = people.map((p) => p.instructorId);
  const carIds = carRows.map((c) => c.carId);
  const none = Promise.resolve([]);
  const [{ hours, leave }, rentals, blocks] = await Promise.all([
    hoursAndLeave(db, ids, from, lastDay),
    carIds.length
      ? db
          .select({
            carId: bookings.carId,
            id: bookings.id,
            start: bookings.pickupAt,
            end: bookings.busyUntil,
          })
          .from(bookings)
          .where(
            and(
              inArray(bookings.carId, carIds),
              notInArray(bookings.status, ['cancelled', 'lapsed']),
              lt(bookings.pickupAt, new Date(end.getTime() + turnaround)),
              gt(bookings.busyUntil, new Date(start.getTime() - turnaround)),
            ),
          )
          .orderBy(asc(bookings.pickupAt))
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
          .orderBy(asc(carBlocks.startsAt))
      : none,
  ]);
  return {
    branchId,
    from,
    days,
    turnaroundMinutes: turnaround / 60_000,
    packages,
    instructors: people.map((p) => ({
      ...p,
      hours: hours
        .filter((h) => h.instructorId === p.instructorId)
        .sort((a, b) => a.weekday - b.weekday)
        .map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
      leave: leave
        .filter((l) => l.instructorId === p.instructorId)
        .map(({ startsOn, endsOn }) => ({ startsOn, endsOn })),
    })),
    cars: carRows.map((c) => ({
      ...c,
      busy: [
        ...rentals
          .filter((r) => r.carId === c.carId)
          .map((r) => ({
            kind: 'rental' as const,
            bookingId: r.id,
            // The turnaround each side of the rental keeps lessons off the car too.
            startsAt: iso(new Date(r.start.getTime() - turnaround)),
            endsAt: iso(new Date(r.end.getTime() + turnaround)),
          })),
        ...blocks
          .filter((b) => b.carId === c.carId)
          .map((b) => ({
            kind: 'block' as const,
            bookingId: null,
            startsAt: iso(b.start),
            endsAt: iso(b.end),
          })),
      ].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    })),
    lessons: lessons.map((l) => ({ ...l, startsAt: iso(l.startsAt), endsAt: iso(l.endsAt) })),
  };
}
