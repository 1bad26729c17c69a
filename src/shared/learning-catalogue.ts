import { z } from 'zod';
import { LEARNING_CURRENCIES } from './learning-pricing.js';
import {
  COURSE_CATEGORY_IDS,
  COURSE_SORTS,
  REVIEW_STATUSES,
  TARGET_TYPES,
} from './learning-rules.js';

const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { error: 'country must be a two-letter country code such as IN.' })
  .transform((c) => c.toUpperCase())
  .default('IN');

const page = z.coerce
  .number({ error: 'page must be a number.' })
  .int({ error: 'page must be a whole number.' })
  .min(1, { error: 'page must be 1 or more.' })
  .max(10_000, { error: 'page is too large.' })
  .default(1);

export const courseCategorySchema = z.enum(COURSE_CATEGORY_IDS, {
  error: 'The category must be exam, skill or qb.',
});

export const courseListQuerySchema = z.object({
  keyword: z.string().trim().max(100, { error: 'Search is at most 100 characters.' }).default(''),
  sortby: z
    .enum(COURSE_SORTS, { error: 'sortby must be a2z, z2a, latest or oldest.' })
    .default('a2z'),
  page,
  country,
});
export const countryQuerySchema = z.object({ country });

export const priceSchema = z.object({
  currency: z.enum(LEARNING_CURRENCIES),
  /** List price in minor units (paise, fils, cents). */
  list: z.number().int(),
  campaignPercent: z.number().int(),
  /** After the campaign, rounded to a whole unit. */
  final: z.number().int(),
  free: z.boolean(),
});
export type Price = z.infer<typeof priceSchema>;

/** Which language a text is shown in: the learner's, or the other where theirs is not written. */
export const contentLanguageSchema = z.enum(['en', 'hi']);

export const courseCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  language: contentLanguageSchema,
  imageUrl: z.string(),
  category: courseCategorySchema,
  targetType: z.enum(TARGET_TYPES),
  instructorDisplay: z.string(),
  price: priceSchema,
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseListSchema = z.object({
  category: courseCategorySchema,
  title: z.string(),
  courses: z.array(courseCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type CourseList = z.infer<typeof courseListSchema>;

export const categorySummarySchema = z.object({
  categories: z.array(
    z.object({ id: courseCategorySchema, title: z.string(), courseCount: z.number().int() }),
  ),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const reviewSchema = z.object({
  studentName: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});

export const courseDetailSchema = courseCardSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  instructor: z.object({
    displayName: z.string(),
    bio: z.string(),
    language: contentLanguageSchema,
  }),
  syllabus: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      language: contentLanguageSchema,
      /** For the signed-in student: marked done. */
      done: z.boolean(),
    }),
  ),
  /** The student's progress: lessons done of all, and where to resume (first not done). */
  progress: z.object({
    done: z.number().int(),
    total: z.number().int(),
    resumeLessonId: z.number().int().nullable(),
  }),
  /** The question bank whose mock test completes this course, if any. */
  finalTest: z.object({ slug: z.string(), title: z.string(), passed: z.boolean() }).nullable(),
  /** The learner's certificate code once the course is complete. */
  certificateCode: z.string().nullable(),
  /** Questions in one mock test (at most MOCK_TEST_QUESTIONS), and in the whole bank. */
  questionCount: z.number().int(),
  bankSize: z.number().int(),
  durationSeconds: z.number().int(),
  reviews: z.array(reviewSchema),
  /** For the logged-in student: enrolled, and the best mock-test percent if any. */
  enrolled: z.boolean(),
  bestPercent: z.number().int().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const slugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, { error: 'That is not a course address.' }),
});
export const lessonParamsSchema = slugParamsSchema.extend({
  lessonId: z.coerce
    .number({ error: 'The lesson id must be a number.' })
    .int({ error: 'The lesson id must be a whole number.' })
    .positive({ error: 'The lesson id must be a whole number.' })
    .max(2_147_483_647, { error: 'The lesson id is too large.' }),
});

export const lessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  language: contentLanguageSchema,
  videoUrl: z.string().nullable(),
  done: z.boolean(),
  position: z.number().int(),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const enrolmentSchema = z.object({ slug: z.string(), enrolled: z.literal(true) });

/** A course review: a rating in half stars is required before any comment. */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating.' })
    .min(0.5, { error: 'Please choose a rating.' })
    .max(5, { error: 'A rating is at most 5 stars.' })
    .multipleOf(0.5, { error: 'A rating is in half stars.' }),
  comment: z
    .string()
    .trim()
    .max(1000, { error: 'The comment is at most 1000 characters.' })
    .default(''),
});
