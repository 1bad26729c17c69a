import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, count, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  courseDraftSchema,
  InstructorProfile,
  MyCoursesPage,
} from '../../../shared/learning-authoring.js';
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
import { storedVideoUrl } from '../../../shared/learning-video.js';
import type { Language } from '../../../shared/language.js';
import { courseTextColumns } from './catalogue.queries.js';
import { storeBilingual } from './content-language.js';
import { courseTexts as courseTextsIn } from './course-view.js';
import { courseImageUrl } from './seed/seed-learning.js';
import type { PublicMedia } from '../../lib/storage/public-media.js';
import { must } from '../../../shared/must.js';

type Draft = z.output<typeof courseDraftSchema>;

export const NOT_INSTRUCTOR = 'Only instructors can do this. Register as an instructor first.';

/** The customer's instructor profile, or null when they have not registered as one. */
export async function instructorProfile(db: Db, userId: number): Promise<InstructorProfile | null> {
  const [row] = await db
    .select({
      displayName: instructors.displayName,
      bio: instructors.bio,
      displayNameHi: instructors.displayNameHi,
      bioHi: instructors.bioHi,
    })
    .from(instructors)
    .where(eq(instructors.userId, userId));
  return row ? { ...row, displayNameHi: row.displayNameHi ?? '', bioHi: row.bioHi ?? '' } : null;
}

/** Registers the customer as an instructor, or updates their profile (Hindi left empty: none). */
export async function saveInstructorProfile(db: Db, userId: number, profile: InstructorProfile) {
  const hindi = profile.displayNameHi !== '';
  const row = {
    displayName: profile.displayName,
    bio: profile.bio,
    displayNameHi: hindi ? profile.displayNameHi : null,
    bioHi: hindi ? profile.bioHi : null,
  };
  await db
    .insert(instructors)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: instructors.userId, set: row });
  return instructorProfile(db, userId);
}

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
      d.lessons.map((l, position) => {
        const written = { en: l.title !== '', hi: l.titleHi !== '' };
        const title = storeBilingual(l.title, l.titleHi, written);
        const body = storeBilingual(sanitizeHtml(l.bodyHtml), sanitizeHtml(l.bodyHtmlHi), written);
        return {
          courseId,
          position,
          hasEnglish: written.en,
          title: title.en,
          titleHi: title.hi,
          bodyHtml: body.en,
          bodyHtmlHi: body.hi,
          videoUrl: l.videoUrl ? storedVideoUrl(l.videoUrl) : null,
        };
      }),
    );
  }
  if (d.category === 'qb' && d.questions.length > 0) {
    await tx.insert(bankQuestions).values(
      d.questions.map((q, position) => {
        const written = { en: q.prompt !== '', hi: q.promptHi !== '' };
        const prompt = storeBilingual(q.prompt, q.promptHi, written);
        const options = storeBilingual(q.options, q.optionsHi, written);
        const why = storeBilingual(q.explanation, q.explanationHi, written);
        return {
          courseId,
          position,
          hasEnglish: written.en,
          prompt: prompt.en,
          promptHi: prompt.hi,
          options: options.en,
          optionsHi: options.hi,
          correctIndex: q.correctIndex,
          explanation: why.en,
          explanationHi: why.hi,
        };
      }),
    );
  }
}

/** The course's own title and summary columns (decision 0032). */
function courseTexts(d: Draft) {
  const written = { en: d.title !== '', hi: d.titleHi !== '' };
  const title = storeBilingual(d.title, d.titleHi, written);
  const summary = storeBilingual(d.summary, d.summaryHi, written);
  return {
    hasEnglish: written.en,
    title: title.en,
    titleHi: title.hi,
    summary: summary.en,
    summaryHi: summary.hi,
  };
}

/** What the editor shows for one language of a stored pair: empty where it was not written. */
const written = <T>(hasEnglish: boolean, en: T, hi: T | null, empty: T) => ({
  en: hasEnglish ? en : empty,
  hi: hi ?? empty,
});

/** A new course or question bank, submitted for review (On Review) with its picture. */
export async function createCourse(db: Db, media: PublicMedia, userId: number, d: Draft) {
  await requireInstructor(db, userId);
  const slug = `${slugify(d.title)}-${randomBytes(3).toString('hex')}`;
  const texts = courseTexts(d);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({
        slug,
        category: d.category,
        ...texts,
        imageUrl: d.imageUrl ?? courseImageUrl(slug),
        instructorId: userId,
        inrPaise: minor(d.priceInr),
        usdCents: minor(d.priceUsd),
        campaignPercent: d.campaignPercent,
        status: 'review',
      })
      .returning({ id: courses.id });
    if (!row) throw new Error('Expected the inserted course, found none.');
    await writeContent(tx, row.id, d);
    return row.id;
  });
  if (!d.imageUrl) {
    await writeImageOnce(media, courseImageUrl(slug), () =>
      landscapeSvg({ seed: id + 3, width: 800, height: 450, label: texts.title }),
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
        ...courseTexts(d),
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
  return courseContent(db, row);
}

/** A course as its editor (and its reviewer) sees it: the draft with lessons and questions. */
export async function courseContent(db: Db, row: typeof courses.$inferSelect) {
  const courseId = row.id;
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
      title: row.hasEnglish ? row.title : '',
      category: row.category,
      summary: row.hasEnglish ? row.summary : '',
      titleHi: row.titleHi ?? '',
      summaryHi: row.summaryHi ?? '',
      priceInr: row.inrPaise / 100,
      priceUsd: row.usdCents / 100,
      campaignPercent: row.campaignPercent,
      imageUrl: row.imageUrl,
      lessons: lessons.map((l) => {
        const title = written(l.hasEnglish, l.title, l.titleHi, '');
        const body = written(l.hasEnglish, l.bodyHtml, l.bodyHtmlHi, '');
        return {
          title: title.en,
          bodyHtml: body.en,
          titleHi: title.hi,
          bodyHtmlHi: body.hi,
          videoUrl: l.videoUrl ?? '',
        };
      }),
      questions: questions.map((q) => {
        const prompt = written(q.hasEnglish, q.prompt, q.promptHi, '');
        const options = written<string[]>(q.hasEnglish, q.options, q.optionsHi, []);
        const why = written(q.hasEnglish, q.explanation, q.explanationHi, '');
        return {
          prompt: prompt.en,
          options: options.en,
          correctIndex: q.correctIndex,
          explanation: why.en,
          promptHi: prompt.hi,
          optionsHi: options.hi,
          explanationHi: why.hi,
        };
      }),
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
  lang: Language,
): Promise<MyCoursesPage> {
  const conditions = [eq(courses.instructorId, userId)];
  if (q.keyword) {
    const pattern = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      must(
        or(ilike(courses.title, pattern), ilike(courses.titleHi, pattern)),
        'the keyword condition',
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        ...courseTextColumns,
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
    courses: rows.map((r) => {
      const { title, language } = courseTextsIn(r, lang);
      return {
        id: r.id,
        slug: r.slug,
        title,
        language,
        category: r.category,
        listner: r.listner,
        status: r.status,
        rejectReason: r.rejectReason,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    count: n,
    page: q.page,
    pageCount: Math.max(1, Math.ceil(n / MY_COURSES_PAGE_SIZE)),
    pageSize: MY_COURSES_PAGE_SIZE,
  };
}
