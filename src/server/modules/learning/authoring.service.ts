import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, count, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { courseDraftSchema, MyCoursesPage } from '../../../shared/learning-authoring.js';
import {
  LEARNING_MESSAGES,
  MY_COURSES_PAGE_SIZE,
  type CourseSort,
} from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { bankQuestions, courseLessons, courses, enrolments, instructors } from '../../db/schema.js';
import { landscapeSvg, writeImageOnce } from '../../lib/content-image.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { courseImageUrl } from './seed/seed-learning.js';
import type { PublicMedia } from '../../lib/storage/public-media.js';

type Draft = z.output<typeof courseDraftSchema>;

export const NOT_INSTRUCTOR = 'Only instructors can do this. Register as an instructor first.';

export async function requireInstructor(db: Db, userId: number) {
  const [row] = await db.select().from(instructors).where(eq(instructors.userId, userId));
  if (!row) throw new HttpError(403, NOT_INSTRUCTOR);
  return row;
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'course';

const minor = (amount: number) => Math.round(amount * 100);

async function writeContent(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  courseId: number,
  d: Draft,
) {
  await tx.delete(courseLessons).where(eq(courseLessons.courseId, courseId));
  await tx.delete(bankQuestions).where(eq(bankQuestions.courseId, courseId));
  if (d.category !== 'qb' && d.lessons.length > 0) {
    await tx.insert(courseLessons).values(
      d.lessons.map((l, position) => ({
        courseId,
        position,
        title: l.title,
        bodyHtml: sanitizeHtml(l.bodyHtml),
      })),
    );
  }
  if (d.category === 'qb' && d.questions.length > 0) {
    await tx
      .insert(bankQuestions)
      .values(d.questions.map((q, position) => ({ courseId, position, ...q })));
  }
}

/** A new course or question bank, submitted for review (On Review) with its picture. */
export async function createCourse(db: Db, media: PublicMedia, userId: number, d: Draft) {
  await requireInstructor(db, userId);
  const slug = `${slugify(d.title)}-${randomBytes(3).toString('hex')}`;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({
        slug,
        category: d.category,
        title: d.title,
        summary: d.summary,
        imageUrl: d.imageUrl ?? courseImageUrl(slug),
        instructorId: userId,
        inrPaise: minor(d.priceInr),
        usdCents: minor(d.priceUsd),
        campaignPercent: d.campaignPercent,
        status: 'review',
      })
      .returning({ id: courses.id });
    await writeContent(tx, row!.id, d);
    return row!.id;
  });
  if (!d.imageUrl) {
    await writeImageOnce(media, courseImageUrl(slug), () =>
      landscapeSvg({ seed: id + 3, width: 800, height: 450, label: d.title }),
    );
  }
  return { id, slug, status: 'review' as const };
}

/** Saving sends the course (back) to On Review; a Live one only once the instructor confirms. */
export async function updateCourse(db: Db, userId: number, courseId: number, d: Draft) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row || row.instructorId !== userId) throw notFound(LEARNING_MESSAGES.courseNotFound);
  if (row.category !== d.category) {
    throw new HttpError(
      400,
      'The category of a course cannot change; create a new one.',
      'category',
    );
  }
  if (row.status === 'live' && !d.confirmBackToReview)
    throw conflict(LEARNING_MESSAGES.editLiveCourse);
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({
        title: d.title,
        summary: d.summary,
        inrPaise: minor(d.priceInr),
        usdCents: minor(d.priceUsd),
        campaignPercent: d.campaignPercent,
        ...(d.imageUrl ? { imageUrl: d.imageUrl } : {}),
        status: 'review',
        rejectReason: null,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, courseId));
    await writeContent(tx, courseId, d);
  });
  return { id: courseId, slug: row.slug, status: 'review' as const };
}

export async function courseForEdit(db: Db, userId: number, courseId: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row || row.instructorId !== userId) throw notFound(LEARNING_MESSAGES.courseNotFound);
  const [lessons, questions] = await Promise.all([
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(asc(courseLessons.position)),
    db
      .select()
      .from(bankQuestions)
      .where(eq(bankQuestions.courseId, courseId))
      .orderBy(asc(bankQuestions.position)),
  ]);
  return {
    id: row.id,
    status: row.status,
    rejectReason: row.rejectReason,
    draft: {
      title: row.title,
      category: row.category,
      summary: row.summary,
      priceInr: row.inrPaise / 100,
      priceUsd: row.usdCents / 100,
      campaignPercent: row.campaignPercent,
      imageUrl: row.imageUrl,
      lessons: lessons.map((l) => ({ title: l.title, bodyHtml: l.bodyHtml })),
      questions: questions.map((q) => ({
        prompt: q.prompt,
        options: q.options,
        correctIndex: q.correctIndex,
        explanation: q.explanation,
      })),
    },
  };
}

const ORDER: Record<CourseSort, SQL[]> = {
  a2z: [asc(courses.title), asc(courses.id)],
  z2a: [desc(courses.title), desc(courses.id)],
  latest: [desc(courses.createdAt), desc(courses.id)],
  oldest: [asc(courses.createdAt), asc(courses.id)],
};

/** Instructor My Courses: search, sort and 5 a page. */
export async function myCourses(
  db: Db,
  userId: number,
  q: { keyword: string; sortby: CourseSort; page: number },
): Promise<MyCoursesPage> {
  const conditions = [eq(courses.instructorId, userId)];
  if (q.keyword)
    conditions.push(ilike(courses.title, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        category: courses.category,
        status: courses.status,
        rejectReason: courses.rejectReason,
        createdAt: courses.createdAt,
        listner:
          sql<number>`(select count(*) from ${enrolments} where ${enrolments.courseId} = ${courses.id})`.mapWith(
            Number,
          ),
      })
      .from(courses)
      .where(where)
      .orderBy(...ORDER[q.sortby])
      .limit(MY_COURSES_PAGE_SIZE)
      .offset((q.page - 1) * MY_COURSES_PAGE_SIZE),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    courses: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count: n,
    page: q.page,
    pageCount: Math.max(1, Math.ceil(n / MY_COURSES_PAGE_SIZE)),
    pageSize: MY_COURSES_PAGE_SIZE,
  };
}
