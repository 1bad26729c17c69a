import { z } from 'zod';
import { courseCategorySchema } from './learning-catalogue.js';

export const attemptParamsSchema = z.object({
  attemptId: z.coerce
    .number({ error: 'The attempt id must be a number.' })
    .int({ error: 'The attempt id must be a whole number.' })
    .positive({ error: 'The attempt id must be a whole number.' })
    .max(2_147_483_647, { error: 'The attempt id is too large.' }),
});

export const startedAttemptSchema = z.object({
  attemptId: z.number().int(),
  deadlineAt: z.string(),
  durationSeconds: z.number().int(),
  questions: z.array(
    z.object({ id: z.number().int(), prompt: z.string(), options: z.array(z.string()) }),
  ),
});
export type StartedAttempt = z.infer<typeof startedAttemptSchema>;

export const attemptResultSchema = z.object({
  attemptId: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  bestPercent: z.number().int(),
  review: z.array(
    z.object({
      id: z.number().int(),
      prompt: z.string(),
      options: z.array(z.string()),
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
    }),
  ),
  bestPercent: z.number().int().nullable(),
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
      bestPercent: z.number().int().nullable(),
      enrolledAt: z.string(),
    }),
  ),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;
