import { and, eq, inArray, max, notLike } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseLessons, courses, users } from '../../../db/schema.js';
import { SEED_COURSES, SEED_INSTRUCTORS } from './catalogue-data.js';
import { lessonRow } from './lesson-rows.js';

/**
 * A database seeded before the lessons had their diagrams (decision 0032): a seeded course
 * still taught by its demo instructor gets the longer texts and pictures for each lesson that
 * lacks its last picture (matched by English title), and the lessons added since, after its last one.
 * A course an instructor of the business wrote is never touched.
 */
export async function upgradeSeededLessons(db: Db) {
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        SEED_INSTRUCTORS.map((i) => i.email),
      ),
    );
  if (demo.length === 0) return;
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      and(
        inArray(
          courses.instructorId,
          demo.map((d) => d.id),
        ),
        inArray(
          courses.slug,
          SEED_COURSES.map((c) => c.slug),
        ),
      ),
    );
  for (const row of rows) {
    const seed = SEED_COURSES.find((c) => c.slug === row.slug);
    if (!seed || seed.lessons.length === 0) continue;
    await db.transaction(async (tx) => {
      const existing = await tx
        .select({ title: courseLessons.title })
        .from(courseLessons)
        .where(eq(courseLessons.courseId, row.id));
      const titles = new Set(existing.map((l) => l.title));
      const [last] = await tx
        .select({ position: max(courseLessons.position) })
        .from(courseLessons)
        .where(eq(courseLessons.courseId, row.id));
      let next = (last?.position ?? -1) + 1;
      for (const lesson of seed.lessons) {
        const { bodyHtml, bodyHtmlHi, titleHi, title } = lessonRow(row.id, 0, lesson);
        if (!titles.has(title)) {
          await tx.insert(courseLessons).values(lessonRow(row.id, next++, lesson));
          continue;
        }
        const pictures = [...bodyHtml.matchAll(/src="([^"]+)"/g)].flatMap((m) =>
          m[1] ? [m[1]] : [],
        );
        if (pictures.length === 0) continue;
        await tx
          .update(courseLessons)
          .set({ bodyHtml, bodyHtmlHi, titleHi })
          .where(
            and(
              eq(courseLessons.courseId, row.id),
              eq(courseLessons.title, title),
              notLike(courseLessons.bodyHtml, `%${pictures.at(-1)}%`),
            ),
          );
      }
    });
  }
}
