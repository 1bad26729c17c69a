import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  noShowsRecorded,
  NO_SHOW_STATUS,
  type LessonFigures,
  type LessonReport,
} from '../../../shared/lesson-console.js';
import { isoWeekday } from '../../../shared/lesson-rules.js';
import { addDays, istInstant } from '../../../shared/time.js';
import { hoursAndLeave } from './instructor-hours.queries.js';
import type { DbOrTx } from '../../db/client.js';
import { branches, drivingLessons, instructors, practicalInstructors } from '../../db/schema.js';

interface LessonRow {
  branchId: number;
  instructorId: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
}

/** The IST calendar days of a month (YYYY-MM), first to last. */
function daysOf(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

const tenths = (minutes: number) => Math.round(minutes / 6) / 10;

/** The figures of a set of lessons against `workingMinutes`, at `now`. */
function figuresOf(lessons: LessonRow[], workingMinutes: number, now: Date): LessonFigures {
  const live = lessons.filter((l) => l.status !== 'cancelled');
  const bookedMinutes = live.reduce(
    (sum, l) => sum + (l.endsAt.getTime() - l.startsAt.getTime()) / 60_000,
    0,
  );
  return {
    delivered: lessons.filter((l) => l.status === 'completed').length,
    upcoming: lessons.filter((l) => l.status === 'booked' && l.endsAt > now).length,
    cancelled: lessons.filter((l) => l.status === 'cancelled').length,
    noShows: lessons.filter((l) => l.status === NO_SHOW_STATUS).length,
    bookedHours: tenths(bookedMinutes),
    workingHours: tenths(workingMinutes),
    utilisation:
      workingMinutes > 0 ? Math.round((bookedMinutes / workingMinutes) * 1000) / 1000 : null,
  };
}

/**
 * A month's practical lessons for one branch (`branchId`) or every branch (null), by branch and
 * by instructor (issue 34 item 6): lessons delivered (marked taught by the instructor), still
 * to come, cancelled, no-shows (decision 0048; a lesson over but not marked yet is in none of
 * these), and the instructors' utilisation = hours of live lessons / working hours. Working
 * hours are each active practical instructor's weekly hours over the month's days, less their
 * leave, as the schedule stands now (the schedule keeps no history). A lesson counts in the IST
 * month it starts in, at the branch it was booked at.
 */
export async function lessonMonthReport(
  db: DbOrTx,
  branchId: number | null,
  month: string,
  now = new Date(),
): Promise<LessonReport> {
  const days = daysOf(month);
  const first = days[0] ?? `${month}-01`;
  const last = days.at(-1) ?? first;
  const start = istInstant(first, '00:00');
  const end = istInstant(addDays(last, 1), '00:00');
  const inScope = (
    column:
      typeof branches.id | typeof practicalInstructors.branchId | typeof drivingLessons.branchId,
  ) => (branchId === null ? undefined : eq(column, branchId));
  const [branchRows, people, lessons] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(inScope(branches.id))
      .orderBy(asc(branches.cityIndex), asc(branches.id)),
    db
      .select({
        instructorId: practicalInstructors.instructorId,
        branchId: practicalInstructors.branchId,
        isActive: practicalInstructors.isActive,
        displayName: instructors.displayName,
      })
      .from(practicalInstructors)
      .innerJoin(instructors, eq(instructors.userId, practicalInstructors.instructorId))
      .where(inScope(practicalInstructors.branchId))
      .orderBy(asc(instructors.displayName)),
    db
      .select({
        branchId: drivingLessons.branchId,
        instructorId: drivingLessons.instructorId,
        status: drivingLessons.status,
        startsAt: drivingLessons.startsAt,
        endsAt: drivingLessons.endsAt,
      })
      .from(drivingLessons)
      .where(
        and(
          inScope(drivingLessons.branchId),
          gte(drivingLessons.startsAt, start),
          lt(drivingLessons.startsAt, end),
        ),
      ),
  ]);
  const ids = people.map((p) => p.instructorId);
  const { hours, leave } = await hoursAndLeave(db, ids, first, last);
  /** An active instructor's working minutes in the month: their weekday's span, not on leave. */
  const workingMinutes = (instructorId: number, isActive: boolean) => {
    if (!isActive) return 0;
    const spans = hours.filter((h) => h.instructorId === instructorId);
    const away = leave.filter((l) => l.instructorId === instructorId);
    return days.reduce((sum, day) => {
      if (away.some((l) => l.startsOn <= day && day <= l.endsOn)) return sum;
      const span = spans.find((h) => h.weekday === isoWeekday(day));
      return sum + (span ? span.endMinute - span.startMinute : 0);
    }, 0);
  };
  const working = new Map(
    people.map((p) => [p.instructorId, workingMinutes(p.instructorId, p.isActive)]),
  );
  const branchName = new Map(branchRows.map((b) => [b.id, b.name]));
  return {
    month,
    branchId,
    noShowsRecorded,
    branches: branchRows.map((b) => ({
      branchId: b.id,
      branchName: b.name,
      ...figuresOf(
        lessons.filter((l) => l.branchId === b.id),
        people
          .filter((p) => p.branchId === b.id)
          .reduce((sum, p) => sum + (working.get(p.instructorId) ?? 0), 0),
        now,
      ),
    })),
    instructors: people
      .filter((p) => p.isActive || lessons.some((l) => l.instructorId === p.instructorId))
      .map((p) => ({
        instructorId: p.instructorId,
        displayName: p.displayName,
        branchName: branchName.get(p.branchId) ?? '',
        ...figuresOf(
          lessons.filter((l) => l.instructorId === p.instructorId),
          working.get(p.instructorId) ?? 0,
          now,
        ),
      })),
  };
}
