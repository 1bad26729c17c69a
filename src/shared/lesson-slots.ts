import { isoWeekday, LESSON_SLOT_STEP_MINUTES } from './lesson-rules.js';
import { addDays, istDate, istInstant } from './time.js';

// When a practical lesson can be taught (issue 34, decision 0046): the one rule behind the
// learner's and the counter's slot lists and the server's refusals. Times are epoch
// milliseconds; days and hours are IST.

/** One working span of a weekday (1 Monday ... 7 Sunday), minutes after IST midnight. */
export interface WorkingSpan {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Days off, both IST dates included. */
export interface LeaveSpan {
  startsOn: string;
  endsOn: string;
}

export interface SlotInstructor {
  id: number;
  hours: readonly WorkingSpan[];
  leave: readonly LeaveSpan[];
}

export interface Period {
  start: number;
  end: number;
}

export interface CarPeriod extends Period {
  carId: number;
}

/** What a branch's week holds: who works when, its training cars, and what keeps them busy. */
export interface LessonWeek {
  instructors: readonly SlotInstructor[];
  carIds: readonly number[];
  /** Live lessons (booked or taught). */
  lessons: readonly (CarPeriod & { instructorId: number })[];
  /** Live rentals of the cars, [pickup, drop or early return): widened by the turnaround here. */
  rentals: readonly CarPeriod[];
  /** Maintenance blocks and papers lapsing (end Infinity): not widened. */
  blocks: readonly CarPeriod[];
  /** The branch's gap between a rental and anything else on its car. */
  turnaroundMinutes: number;
}

export interface FreeSlot extends Period {
  /** Who is free to teach it, and which training cars are free, in the order given. */
  instructorIds: number[];
  carIds: number[];
}

const MINUTE = 60_000;
const IST_OFFSET = 330 * MINUTE;
const overlaps = (a: Period, b: Period) => a.start < b.end && b.start < a.end;

/** The IST date and minute of the day of an instant. */
function istClock(ms: number): { date: string; minute: number } {
  const shifted = ms + IST_OFFSET;
  const dayStart = Math.floor(shifted / (1440 * MINUTE)) * 1440 * MINUTE;
  return { date: istDate(new Date(ms)), minute: (shifted - dayStart) / MINUTE };
}

const onLeave = (instructor: SlotInstructor, date: string) =>
  instructor.leave.some((l) => l.startsOn <= date && date <= l.endsOn);

/** Where a period lies in IST: its day, weekday and minutes, and whether it ends that day. */
interface PeriodClock {
  date: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  sameDay: boolean;
}

function periodClock(period: Period): PeriodClock {
  const from = istClock(period.start);
  const to = istClock(period.end);
  return {
    date: from.date,
    weekday: isoWeekday(from.date),
    startMinute: from.minute,
    endMinute: to.date === from.date ? to.minute : 1440,
    sameDay: to.date === from.date || (to.minute === 0 && to.date === addDays(from.date, 1)),
  };
}

function timeProblem(
  instructor: SlotInstructor,
  clock: PeriodClock,
): 'onLeave' | 'outsideHours' | null {
  if (onLeave(instructor, clock.date)) return 'onLeave';
  const fits = instructor.hours.some(
    (h) =>
      h.weekday === clock.weekday &&
      h.startMinute <= clock.startMinute &&
      clock.endMinute <= h.endMinute,
  );
  return clock.sameDay && fits ? null : 'outsideHours';
}

/**
 * Why the instructor cannot teach over `period`, or null when it lies within their working
 * hours of that IST day and not on their leave.
 */
export function instructorTimeProblem(
  instructor: SlotInstructor,
  period: Period,
): 'onLeave' | 'outsideHours' | null {
  return timeProblem(instructor, periodClock(period));
}

/** A car is free when no live lesson, no rental with its turnaround and no block meets it. */
export function carIsFree(week: LessonWeek, carId: number, period: Period): boolean {
  const gap = week.turnaroundMinutes * MINUTE;
  return (
    !week.lessons.some((l) => l.carId === carId && overlaps(l, period)) &&
    !week.rentals.some(
      (r) => r.carId === carId && overlaps({ start: r.start - gap, end: r.end + gap }, period),
    ) &&
    !week.blocks.some((b) => b.carId === carId && overlaps(b, period))
  );
}

/** The instructors free to teach over `period` and the cars free for it. */
export function freeFor(week: LessonWeek, period: Period): Omit<FreeSlot, 'start' | 'end'> {
  // Placed in the IST calendar once for all the instructors: dates are the costly part.
  const clock = periodClock(period);
  return {
    instructorIds: week.instructors
      .filter(
        (i) =>
          timeProblem(i, clock) === null &&
          !week.lessons.some((l) => l.instructorId === i.id && overlaps(l, period)),
      )
      .map((i) => i.id),
    carIds: week.carIds.filter((id) => carIsFree(week, id, period)),
  };
}

/**
 * The part of the week that can meet a period inside `window`: the lessons, rentals (with the
 * turnaround) and blocks overlapping it. Answers for periods inside it are the week's own.
 */
function weekWithin(week: LessonWeek, window: Period): LessonWeek {
  const gap = week.turnaroundMinutes * MINUTE;
  return {
    ...week,
    lessons: week.lessons.filter((l) => overlaps(l, window)),
    rentals: week.rentals.filter((r) =>
      overlaps({ start: r.start - gap, end: r.end + gap }, window),
    ),
    blocks: week.blocks.filter((b) => overlaps(b, window)),
  };
}

/**
 * The free slots of `days` IST days from `fromDate`: each start on the slot step within some
 * instructor's hours, not before `notBefore`, lasting `sessionMinutes`, with at least one
 * instructor and one training car free for all of it. Sorted by start.
 */
export function freeLessonSlots(
  week: LessonWeek,
  options: {
    fromDate: string;
    days: number;
    sessionMinutes: number;
    notBefore: number;
    stepMinutes?: number;
  },
): FreeSlot[] {
  const step = options.stepMinutes ?? LESSON_SLOT_STEP_MINUTES;
  const length = options.sessionMinutes * MINUTE;
  const slots: FreeSlot[] = [];
  for (let d = 0; d < options.days; d += 1) {
    const date = addDays(options.fromDate, d);
    const weekday = isoWeekday(date);
    const starts = new Set<number>();
    for (const instructor of week.instructors) {
      if (onLeave(instructor, date)) continue;
      for (const h of instructor.hours.filter((span) => span.weekday === weekday)) {
        const first = Math.ceil(h.startMinute / step) * step;
        for (let m = first; m + options.sessionMinutes <= h.endMinute; m += step) starts.add(m);
      }
    }
    const midnight = istInstant(date, '00:00').getTime();
    // Every slot of the day lies within it (hours end by midnight): a week's worth of lessons
    // is looked through once a day, not once a slot (bench/lesson-slots.bench.mjs).
    const day = weekWithin(week, { start: midnight, end: midnight + 1440 * MINUTE });
    for (const minute of [...starts].sort((a, b) => a - b)) {
      const start = midnight + minute * MINUTE;
      if (start < options.notBefore) continue;
      const period = { start, end: start + length };
      const free = freeFor(day, period);
      if (free.instructorIds.length > 0 && free.carIds.length > 0)
        slots.push({ ...period, ...free });
    }
  }
  return slots;
}
