import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CourseCategory, CourseSort } from '../../../shared/learning-rules.js';
import type { DbOrTx } from '../../db/client.js';
import { courseReviews, courses, instructors } from '../../db/schema.js';
import { must } from '../../../shared/must.js';

const ORDER: Record<CourseSort, SQL[]> = {
  a2z: [asc(courses.title), asc(courses.id)],
  z2a: [desc(courses.title), desc(courses.id)],
  latest: [desc(courses.createdAt), desc(courses.id)],
  oldest: [asc(courses.createdAt), asc(courses.id)],
};

/** `%` and `_` typed by the customer are searched for literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A course's slug and its title and summary in each language it has. */
export const courseTextColumns = {
  slug: courses.slug,
  title: courses.title,
  summary: courses.summary,
  hasEnglish: courses.hasEnglish,
  titleHi: courses.titleHi,
  summaryHi: courses.summaryHi,
};

export const courseRowColumns = {
  id: courses.id,
  ...courseTextColumns,
  finalTestId: courses.finalTestId,
  imageUrl: courses.imageUrl,
  category: courses.category,
  status: courses.status,
  inrPaise: courses.inrPaise,
  usdCents: courses.usdCents,
  campaignPercent: courses.campaignPercent,
  createdAt: courses.createdAt,
  instructorId: courses.instructorId,
  instructorDisplay: instructors.displayName,
  instructorBio: instructors.bio,
  instructorDisplayHi: instructors.displayNameHi,
  instructorBioHi: instructors.bioHi,
  ratingHalves:
    sql<number>`coalesce((select avg(${courseReviews.ratingHalves}) from ${courseReviews} where ${courseReviews.courseId} = ${courses.id}), 0)`.mapWith(
      Number,
    ),
  reviewCount:
    sql<number>`(select count(*) from ${courseReviews} where ${courseReviews.courseId} = ${courses.id})`.mapWith(
      Number,
    ),
};

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseBySlug>>>;

export function liveCourseFilter(category: CourseCategory, keyword: string) {
  const conditions = [eq(courses.status, 'live'), eq(courses.category, category)];
  if (keyword) {
    const pattern = likePattern(keyword);
    conditions.push(
      must(
        or(
          ilike(courses.title, pattern),
          ilike(courses.summary, pattern),
          ilike(courses.titleHi, pattern),
          ilike(courses.summaryHi, pattern),
        ),
        'the keyword condition',
      ),
    );
  }
  return and(...conditions);
}

export async function listLiveCourses(
  db: DbOrTx,
  q: { category: CourseCategory; keyword: string; sort: CourseSort; limit: number; offset: number },
) {
  const where = liveCourseFilter(q.category, q.keyword);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseRowColumns)
      .from(courses)
      .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countLiveByCategory(db: DbOrTx) {
  return db
    .select({ category: courses.category, n: count() })
    .from(courses)
    .where(eq(courses.status, 'live'))
    .groupBy(courses.category);
}

export async function findCourseBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select(courseRowColumns)
    .from(courses)
    .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
    .where(eq(courses.slug, slug));
  return row;
}
