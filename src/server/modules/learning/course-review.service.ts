import { and, asc, eq } from 'drizzle-orm';
import type { CourseForReview } from '../../../shared/learning-authoring.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { blogs, courses, instructors, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { notFound } from '../../lib/http-errors.js';
import { getPost, setPostStatus } from '../content/index.js';
import { courseContent } from './authoring.service.js';
import { priceFor } from './course-view.js';

export interface ReviewDeps {
  db: Db;
  events: EventBus;
  aedPerUsd: number;
}

const COURSE_GONE = `${LEARNING_MESSAGES.courseNotFound} It may have been reviewed already.`;
const BLOG_GONE = 'This blog was not found. It may have been reviewed already.';

/** Courses waiting for review (On Review), oldest change first. */
export async function coursesOnReview(db: Db) {
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      category: courses.category,
      summary: courses.summary,
      hasEnglish: courses.hasEnglish,
      titleHi: courses.titleHi,
      summaryHi: courses.summaryHi,
      instructorDisplay: instructors.displayName,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
    .where(eq(courses.status, 'review'))
    .orderBy(asc(courses.updatedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * A course On Review as a learner would get it, for staff to judge before deciding: cover,
 * lessons, questions with their answers, and its price in each currency.
 */
export async function courseForReview(deps: ReviewDeps, id: number): Promise<CourseForReview> {
  const [row] = await deps.db
    .select({ course: courses, instructorDisplay: instructors.displayName })
    .from(courses)
    .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
    .where(and(eq(courses.id, id), eq(courses.status, 'review')));
  if (!row) throw notFound(COURSE_GONE);
  const content = await courseContent(deps.db, row.course);
  return {
    ...content,
    slug: row.course.slug,
    instructorDisplay: row.instructorDisplay,
    prices: ['IN', 'US', 'AE'].map((country) => priceFor(row.course, country, deps.aedPerUsd)),
  };
}

/** Makes a course Live or rejects it with the reason; audited, and its instructor is mailed. */
export async function decideCourse(
  deps: ReviewDeps,
  staffId: number,
  id: number,
  d: { decision: 'live' | 'rejected'; reason: string },
) {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const [row] = await tx
      .update(courses)
      .set({ status: d.decision, rejectReason: d.decision === 'rejected' ? d.reason : null })
      .where(and(eq(courses.id, id), eq(courses.status, 'review')))
      .returning({ id: courses.id, instructorId: courses.instructorId });
    if (!row) throw notFound(COURSE_GONE);
    await recordAudit(tx, {
      actorId: staffId,
      action: `course.${d.decision}`,
      recordType: 'course',
      recordId: id,
      branchId: null,
      before: { status: 'review' },
      after: { status: d.decision, reason: d.reason || null },
    });
    emit({ type: 'course.reviewed', courseId: id, instructorId: row.instructorId, ...d });
    return { id, status: d.decision };
  });
}

/** Customers' blogs waiting for review, oldest change first. */
export async function blogsOnReview(db: Db) {
  const rows = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      excerpt: blogs.excerpt,
      author: users.name,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(eq(blogs.status, 'review'))
    .orderBy(asc(blogs.updatedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

async function customerBlogOnReview(db: Db, id: number) {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(and(eq(blogs.id, id), eq(blogs.status, 'review')));
  if (!row) throw notFound(BLOG_GONE);
}

/** A customer's blog On Review as it will be published: title, cover, category and text. */
export async function blogForReview(db: Db, id: number) {
  await customerBlogOnReview(db, id);
  const post = await getPost(db, id);
  return {
    id: post.id,
    title: post.title,
    categoryTitle: post.categoryTitle,
    status: post.status,
    authorName: post.authorName,
    imageUrl: post.imageUrl,
    bodyHtml: post.bodyHtml,
    updatedAt: post.updatedAt,
  };
}

/** Makes a customer's blog Live (published now) or rejects it; audited, its author mailed. */
export async function decideBlog(
  deps: ReviewDeps,
  staffId: number,
  id: number,
  d: { decision: 'live' | 'rejected'; reason: string },
) {
  await customerBlogOnReview(deps.db, id);
  // The console's one write path for a post's status: dated when published, audited.
  await setPostStatus(
    deps.db,
    { id: staffId },
    id,
    { status: d.decision, reason: d.reason },
    deps.events,
  );
  return { id, status: d.decision };
}
