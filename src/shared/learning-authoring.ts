import { z } from 'zod';
import { courseCategorySchema, priceSchema } from './learning-catalogue.js';
import { COURSE_SORTS, MY_COURSES_PAGE_SIZE, REVIEW_STATUSES } from './learning-rules.js';

export const instructorProfileSchema = z.object({
  displayName: z
    .string({ error: 'Please enter the name learners will see.' })
    .trim()
    .min(3, { error: 'Please enter the name learners will see.' })
    .max(100, { error: 'The display name is at most 100 characters.' }),
  bio: z.string().trim().max(600, { error: 'About you is at most 600 characters.' }).default(''),
});
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

const price = (what: string) =>
  z
    .number({ error: `Please enter the ${what} price (0 for free).` })
    .min(0, { error: `The ${what} price cannot be negative.` })
    .max(100_000, { error: `The ${what} price is too high.` })
    .multipleOf(0.01, { error: `The ${what} price has at most two decimals.` });

export const lessonDraftSchema = z.object({
  title: z
    .string({ error: 'Every lesson needs a title.' })
    .trim()
    .min(3, { error: 'Every lesson needs a title.' })
    .max(150),
  bodyHtml: z
    .string({ error: 'Every lesson needs some text.' })
    .min(1, { error: 'Every lesson needs some text.' })
    .max(50_000, { error: 'A lesson is at most 50,000 characters.' }),
});

export const questionDraftSchema = z
  .object({
    prompt: z.string().trim().min(5, { error: 'Every question needs its text.' }).max(500),
    options: z
      .array(z.string().trim().min(1, { error: 'An answer option cannot be empty.' }).max(200))
      .min(2, { error: 'A question needs at least two options.' })
      .max(6, { error: 'A question has at most six options.' }),
    correctIndex: z.number().int().min(0),
    explanation: z
      .string()
      .trim()
      .min(5, { error: 'Explain the right answer for the learner.' })
      .max(1000),
  })
  .refine((q) => q.correctIndex < q.options.length, {
    error: 'The right answer must be one of the options.',
    path: ['correctIndex'],
  });

/** Where an instructor's uploaded course cover lives. */
export const COURSE_COVER_PATH = /^\/media\/courses\/cover-[a-f0-9]{32}\.jpg$/;

export const courseDraftSchema = z
  .object({
    title: z
      .string({ error: 'Please enter the course title.' })
      .trim()
      .min(5, { error: 'The title needs at least 5 characters.' })
      .max(120, { error: 'The title is at most 120 characters.' }),
    category: courseCategorySchema,
    summary: z
      .string({ error: 'Please describe the course in a sentence or two.' })
      .trim()
      .min(20, { error: 'Please describe the course in a sentence or two.' })
      .max(400, { error: 'The summary is at most 400 characters.' }),
    priceInr: price('INR'),
    priceUsd: price('USD'),
    campaignPercent: z.number().int().min(0).max(90, { error: 'A campaign is at most 90% off.' }),
    /** An uploaded cover (POST /api/learning/instructor/course-images); else one is drawn. */
    imageUrl: z
      .string()
      .regex(COURSE_COVER_PATH, { error: 'Please upload the cover image again.' })
      .optional(),
    lessons: z.array(lessonDraftSchema).max(60).default([]),
    questions: z.array(questionDraftSchema).max(200).default([]),
    /** Editing a Live course sends it back to On Review: the instructor must confirm that. */
    confirmBackToReview: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.category === 'qb' && c.questions.length < 5) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'A question bank needs at least 5 questions.',
      });
    }
    if (c.category !== 'qb' && c.lessons.length < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['lessons'],
        message: 'A course needs at least one lesson.',
      });
    }
    if ((c.priceInr === 0) !== (c.priceUsd === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceUsd'],
        message: 'A free course is free everywhere: set both prices to 0, or neither.',
      });
    }
  });
export type CourseDraft = z.input<typeof courseDraftSchema>;

export const myCoursesQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  sortby: z
    .enum(COURSE_SORTS, { error: 'sortby must be a2z, z2a, latest or oldest.' })
    .default('latest'),
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more.' }).max(10_000).default(1),
});

export const instructorCourseRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: courseCategorySchema,
  /** Learners enrolled (the spec's listner). */
  listner: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});

export const myCoursesPageSchema = z.object({
  courses: z.array(instructorCourseRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.literal(MY_COURSES_PAGE_SIZE),
});
export type MyCoursesPage = z.infer<typeof myCoursesPageSchema>;

export const courseEditSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  draft: z.object({
    title: z.string(),
    category: courseCategorySchema,
    summary: z.string(),
    priceInr: z.number(),
    priceUsd: z.number(),
    campaignPercent: z.number().int(),
    imageUrl: z.string(),
    lessons: z.array(z.object({ title: z.string(), bodyHtml: z.string() })),
    questions: z.array(
      z.object({
        prompt: z.string(),
        options: z.array(z.string()),
        correctIndex: z.number().int(),
        explanation: z.string(),
      }),
    ),
  }),
});
export type CourseEdit = z.infer<typeof courseEditSchema>;

/**
 * What staff see before deciding on a course On Review: everything a learner would get
 * (cover, lessons, questions with their answers) and the price in each currency.
 */
export const courseForReviewSchema = courseEditSchema.extend({
  slug: z.string(),
  instructorDisplay: z.string(),
  prices: z.array(priceSchema),
});
export type CourseForReview = z.infer<typeof courseForReviewSchema>;

export const blogForReviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryTitle: z.string(),
  status: z.string(),
  authorName: z.string().nullable(),
  imageUrl: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type BlogForReview = z.infer<typeof blogForReviewSchema>;

export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['live', 'rejected'], { error: 'The decision must be live or rejected.' }),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((d) => d.decision === 'live' || d.reason.length >= 5, {
    error: 'Please give the reason for rejecting it.',
    path: ['reason'],
  });
