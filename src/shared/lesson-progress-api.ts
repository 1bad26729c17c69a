import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { LESSON_PICKUP_KINDS, LESSON_STATUSES } from './lesson-rules.js';
import {
  LESSON_SKILL_GRADE_MAX,
  LESSON_SKILL_GRADE_MIN,
  LESSON_SKILL_KEYS,
} from './lesson-skills.js';
import { LESSON_PROGRESS_MESSAGES as M } from './lesson-progress-messages.js';

// The instructor's day, the learner's progress and the training certificate (issue 34 items 4
// and 5, decision 0048). Instructors sign in at /instructor-login (the school's instructors).

const positiveId = (message: string) => z.coerce.number({ error: message }).int().positive();

export const lessonIdParamsSchema = z.object({ id: positiveId(M.lessonNotFound) });
export const purchaseIdParamsSchema = z.object({ id: positiveId(M.purchaseNotFound) });

/** GET /api/instructor/lessons?date=YYYY-MM-DD (IST day; today when left out). */
export const instructorDayQuerySchema = z.object({ date: calendarDate(M.date).optional() });

/** One lesson on the instructor's day: who, where to pick them up, how far along they are. */
export const instructorLessonSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(LESSON_STATUSES),
  learnerName: z.string(),
  learnerMobile: z.string().nullable(),
  pickupKind: z.enum(LESSON_PICKUP_KINDS),
  /** The home address, or the branch's address for a pickup at the branch. */
  pickupAddress: z.string(),
  pickupLatitude: z.number().nullable(),
  pickupLongitude: z.number().nullable(),
  carName: z.string(),
  carRegistration: z.string(),
  purchaseId: z.number().int().nullable(),
  packageTitle: z.string(),
  packageTitleHi: z.string(),
  /** This lesson's place among the purchase's lessons (1-based), and the purchase's sessions. */
  sessionNumber: z.number().int().nullable(),
  sessions: z.number().int().nullable(),
  /** When attendance may be marked (a little before the start). */
  attendanceOpensAt: z.string(),
  /** The grades given in this lesson, and its note. */
  skills: z.array(
    z.object({ skill: z.enum(LESSON_SKILL_KEYS), grade: z.number().int(), note: z.string() }),
  ),
  note: z.string(),
  /** The learner's latest grade per skill before this lesson (what to work on). */
  progress: z.array(
    z.object({
      skill: z.enum(LESSON_SKILL_KEYS),
      grade: z.number().int().nullable(),
      atMark: z.boolean(),
    }),
  ),
  readyForTest: z.boolean(),
});
export type InstructorLesson = z.infer<typeof instructorLessonSchema>;
export const instructorDaySchema = z.object({
  date: z.string(),
  instructorName: z.string(),
  /** The school's Hindi display name, where written. */
  instructorNameHi: z.string().nullable(),
  branchName: z.string(),
  lessons: z.array(instructorLessonSchema),
});
export type InstructorDay = z.infer<typeof instructorDaySchema>;

/** POST /api/instructor/lessons/:id/attendance: the learner came (completed) or did not. */
export const attendanceBodySchema = z.object({
  status: z.enum(['completed', 'no_show'], { error: M.attendance }),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/** PUT /api/instructor/lessons/:id/skills: the grades of a taught lesson and its note. */
export const lessonSkillsBodySchema = z.object({
  skills: z
    .array(
      z.object({
        skill: z.enum(LESSON_SKILL_KEYS, { error: M.skill }),
        grade: z
          .number({ error: M.grade })
          .int(M.grade)
          .min(LESSON_SKILL_GRADE_MIN, M.grade)
          .max(LESSON_SKILL_GRADE_MAX, M.grade),
        note: z.string().trim().max(500, M.skillNote).default(''),
      }),
    )
    .max(LESSON_SKILL_KEYS.length, M.skillTwice)
    .refine((list) => new Set(list.map((s) => s.skill)).size === list.length, M.skillTwice),
  note: z.string().trim().max(2000, M.lessonNote).default(''),
});
export type LessonSkillsBody = z.input<typeof lessonSkillsBodySchema>;

/** POST /api/instructor/purchases/:id/ready: the instructor says the learner is ready (or not). */
export const readyBodySchema = z.object({ ready: z.boolean({ error: M.ready }) });
/** The purchase's readiness once the instructor has said it. */
export const readyResultSchema = z.object({
  purchaseId: z.number().int(),
  readyForTest: z.boolean(),
  readyMarkedAt: z.string().nullable(),
});
export type ReadyResult = z.infer<typeof readyResultSchema>;

/** GET /api/lessons/purchases/:id/progress: the learner's own progress on a package. */
export const lessonProgressSchema = z.object({
  purchaseId: z.number().int(),
  sessions: z.number().int(),
  sessionsUsed: z.number().int(),
  attended: z.number().int(),
  noShows: z.number().int(),
  open: z.number().int(),
  /** The learner's latest grade per skill, over all their lessons, in syllabus order. */
  skills: z.array(
    z.object({
      skill: z.enum(LESSON_SKILL_KEYS),
      grade: z.number().int().nullable(),
      atMark: z.boolean(),
      /** The instructor's latest note on the skill. */
      note: z.string(),
    }),
  ),
  /** Lessons taught, newest first, with the instructor's note. */
  notes: z.array(z.object({ lessonId: z.number().int(), startsAt: z.string(), note: z.string() })),
  readyForTest: z.boolean(),
  readyMarkedAt: z.string().nullable(),
  /** Null when the certificate is earned. */
  shortfall: z.enum(['lessons_open', 'sessions_not_taught', 'skills_below_mark']).nullable(),
  /** The certificate's code once issued (it is issued when the learner first downloads it). */
  certificateCode: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** GET /api/lessons/certificates/:code: the public check (name, course, branch, hours, date). */
export const lessonCertificateCodeParamsSchema = z.object({
  code: z.string().trim().min(4, M.certificateNotFound).max(40, M.certificateNotFound),
});
export const lessonCertificateCheckSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  packageTitle: z.string(),
  branchName: z.string(),
  form: z.enum(['form_5b', 'form_5', 'school']),
  practicalHours: z.number(),
  theoryHours: z.number().int(),
  issuedAt: z.string(),
});
export type LessonCertificateCheck = z.infer<typeof lessonCertificateCheckSchema>;
