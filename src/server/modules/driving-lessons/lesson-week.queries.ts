import { asc, inArray, sql } from 'drizzle-orm';
import type { LessonWeek } from '../../../shared/lesson-slots.js';
import { addDays, istDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { instructors } from '../../db/schema.js';

/** One row: the week as JSON arrays; instants as PostgreSQL writes them in JSON (ISO 8601). */
interface WeekRow {
  turnaround: number | null;
  instructor_ids: number[];
  car_ids: number[];
  /** [instructor, weekday, start minute, end minute] */
  hours: [number, number, number, number][];
  /** [instructor, starts on, ends on] */
  leave: [number, string, string][];
  /** [instructor, car, start, end] */
  lessons: [number, number, string, string][];
  /** [car, start, end] */
  rentals: [number, string, string][];
  /** [car, start, end]; a lapse of papers ends never (null). */
  blocks: [number, string, string | null][];
}

/**
 * What the slots of a branch between `from` and `to` depend on (shared/lesson-slots.ts): its
 * active practical instructors with their hours and leave, its active training cars, and what
 * keeps those busy around the window (live lessons, live rentals, blocks, papers lapsing).
 * The window is widened by a day each side, more than any turnaround.
 *
 * One statement, not one per table: the learner's week of slots is read on every visit, and
 * on PGlite each statement costs about a millisecond of its own (bench/lesson-slots.bench.mjs).
 * Lessons and rentals are matched as the ranges their EXCLUDE indexes hold (car or instructor,
 * tstzrange), so the window's rows are found, not every row of the cars; an empty range (a
 * rental returned at its pickup) overlaps nothing, as in the database's own guards.
 */
export async function loadLessonWeek(
  db: DbOrTx,
  branchId: number,
  from: Date,
  to: Date,
  /** A lesson being moved: it does not keep its own instructor and car busy. */
  exceptLessonId?: number,
): Promise<LessonWeek> {
  const start = new Date(from.getTime() - 86_400_000);
  const end = new Date(to.getTime() + 86_400_000);
  const window = sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
  const result = await db.execute(sql`
    with people as (
      select instructor_id as id from practical_instructors
      where branch_id = ${branchId} and is_active
    ),
    training as (
      select id from cars where branch_id = ${branchId} and is_active and is_training_car
    )
    select
      (select turnaround_minutes from branches where id = ${branchId}) as turnaround,
      (select coalesce(json_agg(id order by id), '[]') from people) as instructor_ids,
      (select coalesce(json_agg(id order by id), '[]') from training) as car_ids,
      (select coalesce(json_agg(json_build_array(instructor_id, weekday, start_minute, end_minute)), '[]')
        from instructor_hours where instructor_id in (select id from people)) as hours,
      (select coalesce(json_agg(json_build_array(instructor_id, starts_on::text, ends_on::text)), '[]')
        from instructor_leave
        where instructor_id in (select id from people)
          and starts_on <= ${istDate(end)}::date
          and ends_on >= ${addDays(istDate(start), -1)}::date) as leave,
      -- Every live lesson of these instructors or cars, whatever branch it was booked at.
      (select coalesce(json_agg(json_build_array(instructor_id, car_id, starts_at, ends_at)), '[]')
        from driving_lessons
        where status <> 'cancelled'
          and tstzrange(starts_at, ends_at, '[)') && ${window}
          and (instructor_id in (select id from people) or car_id in (select id from training))
          ${exceptLessonId === undefined ? sql`` : sql`and id <> ${exceptLessonId}`}) as lessons,
      (select coalesce(json_agg(json_build_array(car_id, pickup_at, busy_until)), '[]')
        from bookings
        where car_id in (select id from training)
          and status not in ('cancelled', 'lapsed')
          and tstzrange(pickup_at, busy_until, '[)') && ${window}) as rentals,
      (select coalesce(json_agg(b), '[]') from (
        select json_build_array(car_id, starts_at, ends_at) as b
        from car_blocks
        where car_id in (select id from training)
          and starts_at < ${end.toISOString()}::timestamptz
          and ends_at > ${start.toISOString()}::timestamptz
        union all
        select json_build_array(car_id, usable_until, null)
        from car_compliance
        where car_id in (select id from training) and usable_until is not null
      ) k) as blocks`);
  const [row] = (result as unknown as { rows: WeekRow[] }).rows;
  if (!row) throw new Error('The lesson week query returned no row.');
  return {
    turnaroundMinutes: Math.max(row.turnaround ?? 0, 0),
    carIds: row.car_ids,
    instructors: row.instructor_ids.map((id) => ({
      id,
      hours: row.hours
        .filter(([who]) => who === id)
        .map(([, weekday, startMinute, endMinute]) => ({ weekday, startMinute, endMinute })),
      leave: row.leave
        .filter(([who]) => who === id)
        .map(([, startsOn, endsOn]) => ({ startsOn, endsOn })),
    })),
    lessons: row.lessons.map(([instructorId, carId, start, end]) => ({
      instructorId,
      carId,
      start: Date.parse(start),
      end: Date.parse(end),
    })),
    rentals: row.rentals.map(([carId, start, end]) => ({
      carId,
      start: Date.parse(start),
      end: Date.parse(end),
    })),
    blocks: row.blocks.map(([carId, start, end]) => ({
      carId,
      start: Date.parse(start),
      end: end === null ? Infinity : Date.parse(end),
    })),
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
