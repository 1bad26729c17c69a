import type { CourseDetail, CourseList } from '../../../shared/learning-catalogue.js';
import { testDurationSeconds } from '../../../shared/learning-quiz.js';
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_IDS,
  COURSE_LIST_PAGE_SIZE,
  LEARNING_MESSAGES,
  type CourseCategory,
  type CourseSort,
} from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { courseReviews } from '../../db/schema.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import type { RequestUser } from '../../lib/session.js';
import {
  countLiveByCategory,
  findCourseBySlug,
  listLiveCourses,
  type CourseRow,
} from './catalogue.queries.js';
import { courseCard, instructorTexts } from './course-view.js';
import type { Language } from '../../../shared/language.js';
import { MOCK_TEST_QUESTIONS } from '../../../shared/learning-quiz.js';
import { lessonTitle } from './lesson-view.js';
import { courseCompletion } from './completion.service.js';
import {
  bestPercent,
  countQuestions,
  doneLessonIds,
  isEnrolled,
  listLessonTitles,
  listReviews,
} from './study.queries.js';

export interface PricingContext {
  aedPerUsd: number;
}

export async function listCourses(
  db: Db,
  ctx: PricingContext,
  q: {
    category: CourseCategory;
    keyword: string;
    sortby: CourseSort;
    page: number;
    country: string;
    lang: Language;
  },
): Promise<CourseList> {
  const { rows, total } = await listLiveCourses(db, {
    category: q.category,
    keyword: q.keyword,
    sort: q.sortby,
    limit: COURSE_LIST_PAGE_SIZE,
    offset: (q.page - 1) * COURSE_LIST_PAGE_SIZE,
  });
  return {
    category: q.category,
    title: COURSE_CATEGORIES[q.category],
    courses: rows.map((r) => courseCard(r, q.country, ctx.aedPerUsd, q.lang)),
    total,
    page: q.page,
    pageCount: Math.max(1, Math.ceil(total / COURSE_LIST_PAGE_SIZE)),
  };
}

export async function categorySummary(db: Db) {
  const counts = new Map((await countLiveByCategory(db)).map((r) => [r.category, r.n]));
  return {
    categories: COURSE_CATEGORY_IDS.map((id) => ({
      id,
      title: COURSE_CATEGORIES[id],
      courseCount: counts.get(id) ?? 0,
    })),
  };
}

/** A course anyone may see: Live, or any status for its own instructor. */
export async function visibleCourse(db: Db, slug: string, user: RequestUser | null) {
  const row = await findCourseBySlug(db, slug);
  if (!row || (row.status !== 'live' && row.instructorId !== user?.id)) {
    throw notFound(LEARNING_MESSAGES.courseNotFound);
  }
  return row;
}

export async function courseDetail(
  db: Db,
  ctx: PricingContext,
  row: CourseRow,
  user: RequestUser | null,
  country: string,
  lang: Language,
): Promise<CourseDetail> {
  const [syllabus, questionCount, reviews, enrolled, best, done, completion] = await Promise.all([
    listLessonTitles(db, row.id),
    countQuestions(db, row.id),
    listReviews(db, row.id),
    user ? isEnrolled(db, user.id, row.id) : false,
    user ? bestPercent(db, user.id, row.id) : null,
    user ? doneLessonIds(db, user.id, row.id) : new Set<number>(),
    courseCompletion(db, row, user?.id ?? null, lang),
  ]);
  const resume = syllabus.find((l) => !done.has(l.id)) ?? syllabus[0];
  return {
    ...courseCard(row, country, ctx.aedPerUsd, lang),
    status: row.status,
    instructor: instructorTexts(row, lang),
    syllabus: syllabus.map((l) => ({
      id: l.id,
      ...lessonTitle(l, lang),
      done: done.has(l.id),
    })),
    progress: {
      done: syllabus.filter((l) => done.has(l.id)).length,
      total: syllabus.length,
      resumeLessonId: resume?.id ?? null,
    },
    finalTest: completion.finalTest,
    certificateCode: completion.certificateCode,
    questionCount: Math.min(questionCount, MOCK_TEST_QUESTIONS),
    bankSize: questionCount,
    durationSeconds: testDurationSeconds(Math.min(questionCount, MOCK_TEST_QUESTIONS)),
    reviews: reviews.map((r) => ({
      studentName: r.studentName,
      rating: r.ratingHalves / 2,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    enrolled,
    bestPercent: best,
  };
}

/** A course review: one per enrolled student, rating in half stars (stored as halves). */
export async function reviewCourse(
  db: Db,
  user: RequestUser,
  slug: string,
  review: { rating: number; comment: string },
) {
  const course = await visibleCourse(db, slug, user);
  if (!(await isEnrolled(db, user.id, course.id))) {
    throw new HttpError(403, 'Only students enrolled in this course can review it.');
  }
  const { rating, comment } = review;
  const inserted = await db
    .insert(courseReviews)
    .values({ courseId: course.id, userId: user.id, ratingHalves: rating * 2, comment })
    .onConflictDoNothing()
    .returning({ id: courseReviews.id });
  if (inserted.length === 0) throw conflict('You have already reviewed this course.');
  return { rating, comment };
}
