import { and, asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { courseTextColumns } from './catalogue.queries.js';
import {
  bankAttempts,
  bankQuestions,
  courseCertificates,
  courseLessons,
  courseReviews,
  courses,
  enrolments,
  lessonViews,
} from '../../db/schema.js';

export async function isEnrolled(db: DbOrTx, userId: number, courseId: number) {
  const [row] = await db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return Boolean(row);
}

/** Whether the student is enrolled in a live course whose final test is this question bank. */
export async function takesAsFinalTest(db: DbOrTx, userId: number, testId: number) {
  const [row] = await db
    .select({ courseId: courses.id })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(courses.finalTestId, testId),
        eq(courses.status, 'live'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function enrol(
  db: DbOrTx,
  values: { userId: number; courseId: number; source: 'free' | 'order' | 'gift'; orderId?: number },
) {
  await db.insert(enrolments).values(values).onConflictDoNothing();
}

export async function listLessonTitles(db: DbOrTx, courseId: number) {
  return db
    .select({
      id: courseLessons.id,
      title: courseLessons.title,
      titleHi: courseLessons.titleHi,
      hasEnglish: courseLessons.hasEnglish,
      position: courseLessons.position,
    })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position));
}

export async function findLesson(db: DbOrTx, courseId: number, lessonId: number) {
  const [row] = await db
    .select()
    .from(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.id, lessonId)));
  return row;
}

/** The lessons of a course the student marked done. */
export async function doneLessonIds(db: DbOrTx, userId: number, courseId: number) {
  const rows = await db
    .select({ id: lessonViews.lessonId })
    .from(lessonViews)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonViews.lessonId))
    .where(
      and(
        eq(lessonViews.userId, userId),
        eq(courseLessons.courseId, courseId),
        isNotNull(lessonViews.doneAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Marks a lesson done (or not done again); the view row exists once the lesson was opened. */
export async function setLessonDone(db: DbOrTx, userId: number, lessonId: number, done: boolean) {
  const doneAt = done ? new Date() : null;
  await db
    .insert(lessonViews)
    .values({ userId, lessonId, doneAt })
    .onConflictDoUpdate({ target: [lessonViews.userId, lessonViews.lessonId], set: { doneAt } });
}

export async function isLessonDone(db: DbOrTx, userId: number, lessonId: number) {
  const [row] = await db
    .select({ doneAt: lessonViews.doneAt })
    .from(lessonViews)
    .where(and(eq(lessonViews.userId, userId), eq(lessonViews.lessonId, lessonId)));
  return Boolean(row?.doneAt);
}

export async function recordLessonView(db: DbOrTx, userId: number, lessonId: number) {
  await db.insert(lessonViews).values({ userId, lessonId }).onConflictDoNothing();
}

export async function listQuestions(db: DbOrTx, courseId: number) {
  return db
    .select()
    .from(bankQuestions)
    .where(eq(bankQuestions.courseId, courseId))
    .orderBy(asc(bankQuestions.position));
}

export async function countQuestions(db: DbOrTx, courseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(bankQuestions)
    .where(eq(bankQuestions.courseId, courseId));
  return row?.n ?? 0;
}

/** The best score of the student's mock tests of a bank; practice rounds never count. */
export async function bestPercent(db: DbOrTx, userId: number, courseId: number) {
  const [row] = await db
    .select({ best: max(bankAttempts.percent) })
    .from(bankAttempts)
    .where(
      and(
        eq(bankAttempts.userId, userId),
        eq(bankAttempts.courseId, courseId),
        eq(bankAttempts.mode, 'mock'),
      ),
    );
  return row?.best ?? null;
}

export async function listSubmittedAttempts(
  db: DbOrTx,
  userId: number,
  courseId: number,
  limit = 20,
) {
  return db
    .select()
    .from(bankAttempts)
    .where(
      and(
        eq(bankAttempts.userId, userId),
        eq(bankAttempts.courseId, courseId),
        isNotNull(bankAttempts.submittedAt),
      ),
    )
    .orderBy(desc(bankAttempts.submittedAt))
    .limit(limit);
}

export async function listReviews(db: DbOrTx, courseId: number) {
  return db
    .select({
      studentName: users.name,
      ratingHalves: courseReviews.ratingHalves,
      comment: courseReviews.comment,
      createdAt: courseReviews.createdAt,
    })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.courseId, courseId))
    .orderBy(desc(courseReviews.createdAt))
    .limit(50);
}

/** The student's courses with lesson and opened counts and best mock-test (not practice) percent. */
export async function listMyCourses(db: DbOrTx, userId: number) {
  return db
    .select({
      ...courseTextColumns,
      category: courses.category,
      imageUrl: courses.imageUrl,
      enrolledAt: enrolments.createdAt,
      certificateCode: sql<
        string | null
      >`(select ${courseCertificates.code} from ${courseCertificates} where ${courseCertificates.courseId} = ${courses.id} and ${courseCertificates.userId} = ${userId})`,
      doneCount:
        sql<number>`(select count(*) from ${lessonViews} join ${courseLessons} on ${courseLessons.id} = ${lessonViews.lessonId} where ${courseLessons.courseId} = ${courses.id} and ${lessonViews.userId} = ${userId} and ${lessonViews.doneAt} is not null)`.mapWith(
          Number,
        ),
      lessonCount:
        sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`.mapWith(
          Number,
        ),
      openedCount:
        sql<number>`(select count(*) from ${lessonViews} join ${courseLessons} on ${courseLessons.id} = ${lessonViews.lessonId} where ${courseLessons.courseId} = ${courses.id} and ${lessonViews.userId} = ${userId})`.mapWith(
          Number,
        ),
      bestPercent: sql<
        number | null
      >`(select max(${bankAttempts.percent}) from ${bankAttempts} where ${bankAttempts.courseId} = ${courses.id} and ${bankAttempts.userId} = ${userId} and ${bankAttempts.mode} = 'mock')`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt));
}
