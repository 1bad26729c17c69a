import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseFavourites, courses, instructors } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { courseRowColumns } from './catalogue.queries.js';

/** The customer's favourite courses still live, newest favourite first. */
export async function favouriteCourseRows(db: Db, userId: number) {
  return db
    .select(courseRowColumns)
    .from(courseFavourites)
    .innerJoin(courses, eq(courses.id, courseFavourites.courseId))
    .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
    .where(and(eq(courseFavourites.userId, userId), eq(courses.status, 'live')))
    .orderBy(desc(courseFavourites.createdAt));
}

/** Adds a live course to the favourites (again is a no-op); 404 for any other course. */
export async function addFavouriteCourse(db: Db, userId: number, courseId: number) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'live')));
  if (!course) throw notFound('This course is not available.');
  await db.insert(courseFavourites).values({ userId, courseId }).onConflictDoNothing();
  return { courseId, favourite: true };
}

export async function removeFavouriteCourse(db: Db, userId: number, courseId: number) {
  await db
    .delete(courseFavourites)
    .where(and(eq(courseFavourites.userId, userId), eq(courseFavourites.courseId, courseId)));
  return { courseId, favourite: false };
}
