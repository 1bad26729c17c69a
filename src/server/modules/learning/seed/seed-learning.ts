import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { insertUser } from '../../auth/index.js';
import { bankQuestions, courseLessons, courses, instructors } from '../../../db/schema.js';
import { landscapeSvg, writeImageOnce } from '../../../lib/content-image.js';
import { hashPassword } from '../../../lib/password.js';
import { SEED_COURSES, SEED_INSTRUCTORS } from './catalogue-data.js';
import { bankRows } from './bank-rows.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bankAttempts } from '../../../db/schema.js';
import { LESSON_DIAGRAMS, lessonDiagramUrl, type LessonDiagram } from './lesson-diagrams.js';
import { lessonRow } from './lesson-rows.js';
import { upgradeSeededLessons } from './upgrade-seeded-lessons.js';
import { upgradeSeededInstructors } from './upgrade-seeded-instructors.js';
import { upgradeSignQuestions } from './upgrade-sign-questions.js';
import type { PublicMedia } from '../../../lib/storage/public-media.js';
import { must } from '../../../../shared/must.js';

export const COURSE_IMAGE_URL_PREFIX = '/media/courses/';
/** The demo instructors' password (they are seeded only with SEED_DEMO). */
export const SEED_INSTRUCTOR_PASSWORD = 'Instructor@123';

export const courseImageUrl = (slug: string) => `${COURSE_IMAGE_URL_PREFIX}${slug}.svg`;

/** Seeds the driving-school catalogue once, into an empty courses table. */
export async function seedLearning(db: Db, opts: { media: PublicMedia }): Promise<void> {
  const [row] = await db.select({ n: count() }).from(courses);
  if ((row?.n ?? 0) === 0) {
    const passwordHash = await hashPassword(SEED_INSTRUCTOR_PASSWORD);
    await db.transaction(async (tx) => {
      const ids = new Map<string, number>();
      for (const i of SEED_INSTRUCTORS) {
        const user = await insertUser(tx, {
          name: i.name,
          email: i.email,
          passwordHash,
          emailVerified: true,
          referralCode: `I${randomBytes(5).toString('hex').toUpperCase()}`,
        });
        await tx.insert(instructors).values({
          userId: user.id,
          displayName: i.displayName,
          bio: i.bio,
          displayNameHi: i.displayNameHi,
          bioHi: i.bioHi,
        });
        ids.set(i.key, user.id);
      }
      for (const [n, c] of SEED_COURSES.entries()) {
        const createdAt = new Date(Date.UTC(2026, 0, 5 + n * 9));
        const [course] = await tx
          .insert(courses)
          .values({
            slug: c.slug,
            category: c.category,
            title: c.title,
            summary: c.summary,
            titleHi: c.titleHi,
            summaryHi: c.summaryHi,
            imageUrl: courseImageUrl(c.slug),
            instructorId: must(ids.get(c.instructor), `the seeded instructor ${c.instructor}`),
            inrPaise: c.inrPaise,
            usdCents: c.usdCents,
            campaignPercent: c.campaignPercent,
            status: 'live',
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: courses.id });
        if (!course) throw new Error('Expected the inserted course, found none.');
        if (c.lessons.length > 0) {
          await tx
            .insert(courseLessons)
            .values(c.lessons.map((l, position) => lessonRow(course.id, position, l)));
        }
        if (c.questions) await tx.insert(bankQuestions).values(bankRows(course.id, c.questions));
      }
      await linkFinalTests(tx);
    });
  } else {
    await upgradeSeededCourses(db);
    await upgradeSeededLessons(db);
    await upgradeSeededInstructors(db);
    await upgradeSignQuestions(db);
  }
  await ensureCourseImages(db, opts.media);
}

export async function ensureCourseImages(db: Db, media: PublicMedia) {
  for (const [id, draw] of Object.entries(LESSON_DIAGRAMS)) {
    await writeImageOnce(media, lessonDiagramUrl(id as LessonDiagram), draw);
  }
  const rows = await db
    .select({ id: courses.id, title: courses.title, imageUrl: courses.imageUrl })
    .from(courses);
  for (const r of rows) {
    if (!r.imageUrl.startsWith(COURSE_IMAGE_URL_PREFIX)) continue;
    await writeImageOnce(media, r.imageUrl, () =>
      landscapeSvg({ seed: r.id + 3, width: 800, height: 450, label: r.title }),
    );
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function linkFinalTests(tx: Tx | Db) {
  for (const c of SEED_COURSES) {
    if (!c.finalTest) continue;
    const [test] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, c.finalTest));
    if (test)
      await tx.update(courses).set({ finalTestId: test.id }).where(eq(courses.slug, c.slug));
  }
}

/**
 * A database seeded before the courses were bilingual (decision 0032): the seeded courses get
 * their Hindi, lessons their Hindi text where the English is unchanged, and the two seeded
 * question banks the full bilingual bank. Attempts of a replaced bank keep their scores but
 * no longer name questions (their ids are gone), so practice starts afresh.
 */
export async function upgradeSeededCourses(db: Db) {
  for (const c of SEED_COURSES) {
    const [row] = await db
      .select({ id: courses.id, titleHi: courses.titleHi })
      .from(courses)
      .where(and(eq(courses.slug, c.slug), isNull(courses.titleHi)));
    if (!row) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(courses)
        .set({ titleHi: c.titleHi, summaryHi: c.summaryHi })
        .where(eq(courses.id, row.id));
      for (const [position, l] of c.lessons.entries()) {
        const { titleHi, bodyHtmlHi } = lessonRow(row.id, position, l);
        await tx
          .update(courseLessons)
          .set({ titleHi, bodyHtmlHi })
          .where(
            and(
              eq(courseLessons.courseId, row.id),
              eq(courseLessons.position, position),
              eq(courseLessons.title, l.en[0]),
            ),
          );
      }
      if (c.questions) {
        const old = await tx
          .select({ id: bankQuestions.id })
          .from(bankQuestions)
          .where(eq(bankQuestions.courseId, row.id));
        if (old.length > 0) {
          await tx
            .update(bankAttempts)
            .set({ questionIds: [] })
            .where(and(eq(bankAttempts.courseId, row.id), isNull(bankAttempts.questionIds)));
          await tx.delete(bankQuestions).where(
            inArray(
              bankQuestions.id,
              old.map((q) => q.id),
            ),
          );
        }
        await tx.insert(bankQuestions).values(bankRows(row.id, c.questions));
      }
    });
  }
  await linkFinalTests(db);
}
