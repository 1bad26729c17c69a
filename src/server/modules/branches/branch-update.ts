import { eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { notFound } from '../../lib/http-errors.js';

/**
 * Changes some of a branch's columns under a row lock and audits them as `action`, with the
 * `columns` read before and after; 404 for a branch that does not exist.
 */
export async function updateBranchAudited<C extends SelectedFields>(
  db: Db,
  staff: ConsoleStaff,
  branchId: number,
  change: { action: string; columns: C; values: Partial<typeof branches.$inferInsert> },
): Promise<SelectResultFields<C>> {
  return db.transaction(async (tx) => {
    // Generic columns defeat drizzle's row types: the rows are the columns' values.
    const [before] = (await tx
      .select(change.columns)
      .from(branches)
      .where(eq(branches.id, branchId))
      .for('update')) as SelectResultFields<C>[];
    if (!before) throw notFound('Branch not found.');
    const [after] = (await tx
      .update(branches)
      .set(change.values)
      .where(eq(branches.id, branchId))
      .returning(change.columns)) as SelectResultFields<C>[];
    if (!after) throw notFound('Branch not found.');
    await recordAudit(tx, {
      actorId: staff.id,
      action: change.action,
      recordType: 'branch',
      recordId: branchId,
      branchId,
      before,
      after,
    });
    return after;
  });
}
