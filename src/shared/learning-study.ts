import { z } from 'zod';
import { contentLanguageSchema, courseCategorySchema } from './learning-catalogue.js';

export const attemptModeSchema = z.enum(['mock', 'practice'], {
  error: 'mode must be mock or practice.',
});
export const startAttemptQuerySchema = z.object({ mode: attemptModeSchema.default('mock') });
export const lessonDoneBodySchema = z.object({
  done: z.boolean({ error: 'done must be true or false.' }),
});

export const attemptParamsSchema = z.object({
  attemptId: z.coerce
    .number({ error: 'The attempt id must be a number.' })
    .int({ error: 'The attempt id must be a whole number.' })
    .positive({ error: 'The attempt id must be a whole number.' })
    .max(2_147_483_647, { error: 'The attempt id is too large.' }),
});

/** A question as the learner sees it: never its right answer before the attempt is submitted. */
const shownQuestion = {
  id: z.number().int(),
  prompt: z.string(),
  options: z.array(z.string()),
  language: contentLanguageSchema,
  /** A road sign drawn in the repository, or null. */
  imageUrl: z.string().nullable(),
};

/** A certificate's verification code as printed: three groups of four letters and digits. */
export const certificateCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, {
      error: 'A certificate code looks like ABCD-EFGH-JKMN. Please check the code.',
    }),
});

/** What the public check shows: nothing else about the learner. */
export const certificateCheckSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
});
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

export const startedAttemptSchema = z.object({
  attemptId: z.number().int(),
  mode: attemptModeSchema,
  deadlineAt: z.string(),
  durationSeconds: z.number().int(),
  questions: z.array(z.object(shownQuestion)),
});
export type StartedAttempt = z.infer<typeof startedAttemptSchema>;

export const attemptResultSchema = z.object({
  attemptId: z.number().int(),
  mode: attemptModeSchema,
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** A mock test passed; a practice round never passes. */
  passed: z.boolean(),
  /** The best mock-test score so far (practice rounds never count); null before any. */
  bestPercent: z.number().int().nullable(),
  review: z.array(
    z.object({
      ...shownQuestion,
      chosenIndex: z.number().int().nullable(),
      correctIndex: z.number().int(),
      explanation: z.string(),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const attemptHistorySchema = z.object({
  attempts: z.array(
    z.object({
      attemptId: z.number().int(),
      submittedAt: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      percent: z.number().int(),
      passed: z.boolean(),
      mode: attemptModeSchema,
    }),
  ),
  bestPercent: z.number().int().nullable(),
  /** Questions whose latest answer was wrong: what a practice round draws from. */
  wrongToPractise: z.number().int(),
});
export type AttemptHistory = z.infer<typeof attemptHistorySchema>;

export const myCoursesSchema = z.object({
  courses: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      category: courseCategorySchema,
      imageUrl: z.string(),
      lessonCount: z.number().int(),
      openedCount: z.number().int(),
      doneCount: z.number().int(),
      language: contentLanguageSchema,
      certificateCode: z.string().nullable(),
      bestPercent: z.number().int().nullable(),
      enrolledAt: z.string(),
    }),
  ),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;
