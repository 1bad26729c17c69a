import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { LESSON_MESSAGES as M } from './lesson-messages.js';
import { LESSON_STATUSES } from './lesson-rules.js';

// What the console reads about practical lessons (issue 34 item 6, decision 0046): a branch's
// lesson calendar (instructors by time beside the training cars) and the month's lesson figures
// for the reports. The writes are in lesson-api.ts.

/** How many days the lesson calendar shows at most (a week). */
export const LESSON_CALENDAR_MAX_DAYS = 7;

export const lessonCalendarQuerySchema = z.object({
  branchId: z.coerce.number({ error: M.branch }).int({ error: M.branch }).positive(M.branch),
  from: calendarDate(M.weekStart),
  days: z.coerce.number().int().min(1).max(LESSON_CALENDAR_MAX_DAYS).default(1),
});
export type LessonCalendarQuery = z.infer<typeof lessonCalendarQuerySchema>;

const spanSchema = z.object({
  weekday: z.number().int(),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
});

/** A lesson as the calendar shows it: who learns (to call them), who teaches, in which car. */
export const calendarLessonSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageTitle: z.string(),
  packageTitleHi: z.string(),
  learnerId: z.number().int(),
  learnerName: z.string(),
  learnerMobile: z.string().nullable(),
  instructorId: z.number().int(),
  carId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(LESSON_STATUSES),
});
export type CalendarLesson = z.infer<typeof calendarLessonSchema>;

export const lessonCalendarSchema = z.object({
  branchId: z.number().int(),
  from: z.string(),
  days: z.number().int(),
  /** The branch's turnaround between a rental and a lesson of the same car, in minutes. */
  turnaroundMinutes: z.number().int(),
  /** The packages on offer, for booking a walk-in. */
  packages: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      titleHi: z.string(),
      sessions: z.number().int(),
      sessionMinutes: z.number().int(),
      pricePaise: z.number().int(),
    }),
  ),
  /** The branch's active practical instructors, their weekly hours and leave in the window. */
  instructors: z.array(
    z.object({
      instructorId: z.number().int(),
      displayName: z.string(),
      hours: z.array(spanSchema),
      leave: z.array(z.object({ startsOn: z.string(), endsOn: z.string() })),
    }),
  ),
  /** The branch's active training cars with what keeps them from lessons in the window. */
  cars: z.array(
    z.object({
      carId: z.number().int(),
      title: z.string(),
      carNumber: z.string(),
      busy: z.array(
        z.object({
          kind: z.enum(['rental', 'block']),
          /** The rental's booking; null for a block. */
          bookingId: z.number().int().nullable(),
          startsAt: z.string(),
          endsAt: z.string(),
        }),
      ),
    }),
  ),
  /** Live lessons (booked or taught) of the branch in the window, by start. */
  lessons: z.array(calendarLessonSchema),
});
export type LessonCalendar = z.infer<typeof lessonCalendarSchema>;

/**
 * No-shows are told apart: instructors mark attendance (issue 34 item 4, decision 0048). The
 * report keeps the flag (always true now) for a client that still reads it.
 */
export const NO_SHOW_STATUS = 'no_show';
export const noShowsRecorded = true;

/** Counts of a month's lessons and the hours they took of the instructors' working hours. */
const lessonFiguresSchema = z.object({
  /** Taught: marked arrived (completed) by the instructor. */
  delivered: z.number().int(),
  /** Booked and still to come. */
  upcoming: z.number().int(),
  cancelled: z.number().int(),
  /** Marked no-show by the instructor (null only from a server before attendance). */
  noShows: z.number().int().nullable(),
  /** Hours of live (not cancelled) lessons. */
  bookedHours: z.number(),
  /** The instructors' weekly hours over the month's days, less their leave. */
  workingHours: z.number(),
  /** bookedHours / workingHours; null without working hours. */
  utilisation: z.number().nullable(),
});
export type LessonFigures = z.infer<typeof lessonFiguresSchema>;

export const lessonReportSchema = z.object({
  month: z.string(),
  branchId: z.number().int().nullable(),
  noShowsRecorded: z.boolean(),
  branches: z.array(
    lessonFiguresSchema.extend({ branchId: z.number().int(), branchName: z.string() }),
  ),
  instructors: z.array(
    lessonFiguresSchema.extend({
      instructorId: z.number().int(),
      displayName: z.string(),
      branchName: z.string(),
    }),
  ),
});
export type LessonReport = z.infer<typeof lessonReportSchema>;
