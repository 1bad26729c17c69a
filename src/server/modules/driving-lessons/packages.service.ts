import { and, asc, eq } from 'drizzle-orm';
import type { lessonPackageBodySchema, LessonPackage } from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { lessonPackages } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { notFound } from '../../lib/http-errors.js';

type PackageInput = z.output<typeof lessonPackageBodySchema>;

const toPackage = (row: typeof lessonPackages.$inferSelect): LessonPackage => ({
  id: row.id,
  branchId: row.branchId,
  kind: row.kind,
  title: row.title,
  titleHi: row.titleHi,
  sessions: row.sessions,
  sessionMinutes: row.sessionMinutes,
  validityDays: row.validityDays,
  theoryHours: row.theoryHours,
  pricePaise: row.pricePaise,
  isActive: row.isActive,
});

/** A branch's packages, cheapest first; `offeredOnly`: the active ones (what learners see). */
export async function listLessonPackages(db: DbOrTx, branchId: number, offeredOnly: boolean) {
  const rows = await db
    .select()
    .from(lessonPackages)
    .where(
      and(
        eq(lessonPackages.branchId, branchId),
        offeredOnly ? eq(lessonPackages.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(lessonPackages.pricePaise), asc(lessonPackages.id));
  return { packages: rows.map(toPackage) };
}

/** One package, or undefined. */
export async function findLessonPackage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lessonPackages).where(eq(lessonPackages.id, id));
  return row && toPackage(row);
}

/** A manager adds a package to their branch (an admin to any), audited. */
export async function createLessonPackage(db: Db, staff: ConsoleStaff, body: PackageInput) {
  assertBranch(staff, body.branchId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(lessonPackages).values(body).returning();
    if (!row) throw new Error('Expected the inserted lesson package, found none.');
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'lesson_package.create',
      recordType: 'lesson_package',
      recordId: row.id,
      branchId: row.branchId,
      before: null,
      after: toPackage(row),
    });
    return toPackage(row);
  });
}

/**
 * Changes a package of the branch (not its branch: another branch's package is another row).
 * A new price applies to purchases from now on.
 */
export async function updateLessonPackage(
  db: Db,
  staff: ConsoleStaff,
  id: number,
  body: PackageInput,
) {
  const before = await findLessonPackage(db, id);
  if (!before) throw notFound(LESSON_MESSAGES.packageNotFound);
  assertBranch(staff, before.branchId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lessonPackages)
      .set({ ...body, branchId: before.branchId, updatedAt: new Date() })
      .where(eq(lessonPackages.id, id))
      .returning();
    if (!row) throw notFound(LESSON_MESSAGES.packageNotFound);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'lesson_package.update',
      recordType: 'lesson_package',
      recordId: id,
      branchId: before.branchId,
      before,
      after: toPackage(row),
    });
    return toPackage(row);
  });
}
