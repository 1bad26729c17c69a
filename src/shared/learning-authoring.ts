import { z } from 'zod';
import { MAX_ID } from './ids.js';
import { contentLanguageSchema, courseCategorySchema, priceSchema } from './learning-catalogue.js';
import { parseVideoLink } from './learning-video.js';
import { COURSE_SORTS, MY_COURSES_PAGE_SIZE, REVIEW_STATUSES } from './learning-rules.js';

/** `:id` of a course or blog post, with messages that name it. */
export const idParamsOf = (noun: 'course' | 'blog') =>
  z.object({
    id: z.coerce
      .number({ error: `The ${noun} id must be a number.` })
      .int({ error: `The ${noun} id must be a whole number.` })
      .positive({ error: `The ${noun} id must be a whole number.` })
      .max(MAX_ID, { error: `The ${noun} id is too large.` }),
  });

export const INSTRUCTOR_HINDI_WHOLE =
  'Please write both your name and about your teaching in Hindi, or leave both empty.';

export const instructorProfileSchema = z
  .object({
    displayName: z
      .string({ error: 'Please enter the name learners will see.' })
      .trim()
      .min(3, { error: 'Please enter the name learners will see.' })
      .max(100, { error: 'The display name is at most 100 characters.' }),
    bio: z.string().trim().max(600, { error: 'About you is at most 600 characters.' }).default(''),
    /** What learners reading in Hindi see instead; empty when not written. */
    displayNameHi: z
      .string()
      .trim()
      .max(100, { error: 'The display name in Hindi is at most 100 characters.' })
      .default(''),
    bioHi: z
      .string()
      .trim()
      .max(600, { error: 'About you in Hindi is at most 600 characters.' })
      .default(''),
  })
  // Like a lesson, the Hindi version is whole or absent: a Hindi reader never gets half of it.
  .superRefine((p, ctx) => {
    const hindi = p.displayNameHi !== '' || p.bioHi !== '';
    if (hindi && (p.displayNameHi.length < 3 || (p.bio !== '' && p.bioHi === ''))) {
      ctx.addIssue({ code: 'custom', path: ['displayNameHi'], message: INSTRUCTOR_HINDI_WHOLE });
    }
  });
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;
export type InstructorProfileInput = z.input<typeof instructorProfileSchema>;

const price = (what: string) =>
  z
    .number({ error: `Please enter the ${what} price (0 for free).` })
    .min(0, { error: `The ${what} price cannot be negative.` })
    .max(100_000, { error: `The ${what} price is too high.` })
    .multipleOf(0.01, { error: `The ${what} price has at most two decimals.` });

/** A text an instructor may leave empty in one of the two languages. */
const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).default('');

const LESSON_MAX = 50_000;
const lessonTextSchema = z
  .string()
  .max(LESSON_MAX, { error: 'A lesson is at most 50,000 characters.' })
  .default('');

/** A lesson in English, Hindi or both (decision 0032); a language started must be finished. */
export const lessonDraftSchema = z
  .object({
    title: optionalText(150, 'A lesson title is at most 150 characters.'),
    bodyHtml: lessonTextSchema,
    titleHi: optionalText(150, 'A lesson title is at most 150 characters.'),
    bodyHtmlHi: lessonTextSchema,
    /** A YouTube page or an https video file; checked and turned into its embed by the server. */
    videoUrl: z.string().trim().max(500, { error: 'The video link is too long.' }).default(''),
  })
  .superRefine((l, ctx) => {
    const en = bothOrNone(l.title, l.bodyHtml);
    const hi = bothOrNone(l.titleHi, l.bodyHtmlHi);
    if (en === 'half') {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Every lesson in English needs both a title and some text.',
      });
    }
    if (hi === 'half') {
      ctx.addIssue({
        code: 'custom',
        path: ['titleHi'],
        message: 'Every lesson in Hindi needs both a title and some text.',
      });
    }
    if (en === 'none' && hi === 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Every lesson needs a title and some text, in English or Hindi.',
      });
    }
    if (l.videoUrl) {
      const video = parseVideoLink(l.videoUrl);
      if (video.kind === 'error') {
        ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: video.message });
      }
    }
    for (const [key, title] of [
      ['title', l.title],
      ['titleHi', l.titleHi],
    ] as const) {
      if (title && title.length < 3) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Every lesson needs a title.' });
      }
    }
  });

/** Both texts written, neither, or only one of them (an unfinished language). */
export function bothOrNone(...texts: (string | string[])[]): 'both' | 'none' | 'half' {
  const filled = texts.map((t) => (Array.isArray(t) ? t.some((x) => x !== '') : t !== ''));
  if (filled.every(Boolean)) return 'both';
  return filled.some(Boolean) ? 'half' : 'none';
}

const optionList = z
  .array(z.string().trim().max(200, { error: 'An answer option is at most 200 characters.' }))
  .max(6, { error: 'A question has at most six options.' })
  .default([]);

export const questionDraftSchema = z
  .object({
    prompt: optionalText(500, 'A question is at most 500 characters.'),
    options: optionList,
    correctIndex: z.number().int().min(0),
    explanation: optionalText(1000, 'An explanation is at most 1000 characters.'),
    promptHi: optionalText(500, 'A question is at most 500 characters.'),
    optionsHi: optionList,
    explanationHi: optionalText(1000, 'An explanation is at most 1000 characters.'),
  })
  .superRefine((q, ctx) => {
    const languages = [
      { name: '', prompt: q.prompt, options: q.options, why: q.explanation, key: '' },
      {
        name: ' in Hindi',
        prompt: q.promptHi,
        options: q.optionsHi,
        why: q.explanationHi,
        key: 'Hi',
      },
    ];
    let written = 0;
    for (const l of languages) {
      const state = bothOrNone(l.prompt, l.options, l.why);
      if (state === 'none') continue;
      written += 1;
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [`${field}${l.key}`], message });
      if (l.prompt.length < 5) issue('prompt', `Every question${l.name} needs its text.`);
      if (l.options.length < 2) issue('options', 'A question needs at least two options.');
      if (l.options.some((o) => o === '')) issue('options', 'An answer option cannot be empty.');
      if (l.why.length < 5) issue('explanation', 'Explain the right answer for the learner.');
      if (q.correctIndex >= l.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['correctIndex'],
          message: 'The right answer must be one of the options.',
        });
      }
    }
    if (written === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['prompt'],
        message: 'Every question needs its text, in English or Hindi.',
      });
    }
    if (written === 2 && q.options.length !== q.optionsHi.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['optionsHi'],
        message: 'A question has the same options in English and Hindi.',
      });
    }
  });

/**
 * A course is saved whole, lessons and questions in one request: long lessons in both
 * languages (Devanagari is three bytes a letter) outgrow the 1 MiB other JSON requests get.
 */
export const COURSE_DRAFT_MAX_BYTES = 4 * 1024 * 1024;
export const COURSE_TOO_LARGE =
  'This course is too long to save in one go (more than 4 MB of text). Please shorten some lessons or split it into two courses.';

/** Where an instructor's uploaded course cover lives. */
export const COURSE_COVER_PATH = /^\/media\/courses\/cover-[a-f0-9]{32}\.jpg$/;

export const courseDraftSchema = z
  .object({
    title: optionalText(120, 'The title is at most 120 characters.'),
    category: courseCategorySchema,
    summary: optionalText(400, 'The summary is at most 400 characters.'),
    titleHi: optionalText(120, 'The title is at most 120 characters.'),
    summaryHi: optionalText(400, 'The summary is at most 400 characters.'),
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
    const languages = [
      { name: '', title: c.title, summary: c.summary, key: '' },
      { name: ' in Hindi', title: c.titleHi, summary: c.summaryHi, key: 'Hi' },
    ];
    if (languages.every((l) => bothOrNone(l.title, l.summary) === 'none')) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Please enter the course title and summary, in English or Hindi.',
      });
    }
    for (const l of languages) {
      if (bothOrNone(l.title, l.summary) === 'none') continue;
      if (l.title.length < 5) {
        ctx.addIssue({
          code: 'custom',
          path: [`title${l.key}`],
          message: `The title${l.name} needs at least 5 characters.`,
        });
      }
      if (l.summary.length < 20) {
        ctx.addIssue({
          code: 'custom',
          path: [`summary${l.key}`],
          message: `Please describe the course${l.name} in a sentence or two.`,
        });
      }
    }
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
  language: contentLanguageSchema,
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
    titleHi: z.string(),
    summaryHi: z.string(),
    priceInr: z.number(),
    priceUsd: z.number(),
    campaignPercent: z.number().int(),
    imageUrl: z.string(),
    lessons: z.array(
      z.object({
        title: z.string(),
        bodyHtml: z.string(),
        titleHi: z.string(),
        bodyHtmlHi: z.string(),
        videoUrl: z.string(),
      }),
    ),
    questions: z.array(
      z.object({
        prompt: z.string(),
        options: z.array(z.string()),
        correctIndex: z.number().int(),
        explanation: z.string(),
        promptHi: z.string(),
        optionsHi: z.array(z.string()),
        explanationHi: z.string(),
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
