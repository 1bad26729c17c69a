import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { bankQuestions, courseLessons, courses, instructors } from '../../../db/schema.js';
import { landscapeSvg, writeImageOnce } from '../../../lib/content-image.js';
import { escapeMarkup } from '../../../lib/escape-markup.js';
import { hashPassword } from '../../../lib/password.js';
import { SEED_COURSES, SEED_INSTRUCTORS } from './catalogue-data.js';
import { ROAD_SIGN_QUESTIONS } from './road-signs-questions.js';
import { RULES_QUESTIONS } from './rules-questions.js';
import type { PublicMedia } from '../../../lib/storage/public-media.js';

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
        const [user] = await tx
          .insert(users)
          .values({
            name: i.name,
            email: i.email,
            passwordHash,
            emailVerified: true,
            referralCode: `I${randomBytes(5).toString('hex').toUpperCase()}`,
          })
          .returning({ id: users.id });
        await tx
          .insert(instructors)
          .values({ userId: user!.id, displayName: i.displayName, bio: i.bio });
        ids.set(i.key, user!.id);
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
            imageUrl: courseImageUrl(c.slug),
            instructorId: ids.get(c.instructor)!,
            inrPaise: c.inrPaise,
            usdCents: c.usdCents,
            campaignPercent: c.campaignPercent,
            status: 'live',
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: courses.id });
        if (c.lessons.length > 0) {
          await tx.insert(courseLessons).values(
            c.lessons.map(([title, paragraphs], position) => ({
              courseId: course!.id,
              position,
              title,
              bodyHtml: paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join(''),
            })),
          );
        }
        const questions = c.questions === 'signs' ? ROAD_SIGN_QUESTIONS : RULES_QUESTIONS;
        if (c.questions) {
          await tx.insert(bankQuestions).values(
            questions.map(([prompt, options, correctIndex, explanation], position) => ({
              courseId: course!.id,
              position,
              prompt,
              options,
              correctIndex,
              explanation,
            })),
          );
        }
      }
    });
  }
  await ensureCourseImages(db, opts.media);
}

export async function ensureCourseImages(db: Db, media: PublicMedia) {
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
