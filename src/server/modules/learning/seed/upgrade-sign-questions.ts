import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bankQuestions, courses } from '../../../db/schema.js';
import { bankRows } from './bank-rows.js';
import { SEED_COURSES } from './catalogue-data.js';

/** The question the first road-signs bank asked of every sign (issue 34): its family. */
export const OLD_FAMILY_PROMPT = 'What kind of sign is this?';

/**
 * A database seeded with the first road-signs bank gets the bank that asks what each sign
 * means for the driver, and the bank's summary saying so. Past attempts keep their scores;
 * questions they name that are gone no longer count towards practice.
 */
export async function upgradeSignQuestions(db: Db) {
  for (const c of SEED_COURSES) {
    if (c.questions !== 'signs') continue;
    const [old] = await db
      .select({ courseId: bankQuestions.courseId })
      .from(bankQuestions)
      .innerJoin(courses, eq(courses.id, bankQuestions.courseId))
      .where(and(eq(courses.slug, c.slug), eq(bankQuestions.prompt, OLD_FAMILY_PROMPT)))
      .limit(1);
    if (!old) continue;
    await db.transaction(async (tx) => {
      await tx.delete(bankQuestions).where(eq(bankQuestions.courseId, old.courseId));
      await tx.insert(bankQuestions).values(bankRows(old.courseId, 'signs'));
      await tx
        .update(courses)
        .set({ summary: c.summary, summaryHi: c.summaryHi })
        .where(eq(courses.id, old.courseId));
    });
  }
}
