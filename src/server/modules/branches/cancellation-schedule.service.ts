import { isNull, sql } from 'drizzle-orm';
import type { CancellationScheduleBody } from '../../../shared/console-settings.js';
import type { Db } from '../../db/client.js';
import { cancellationRules } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertAdmin, type ConsoleStaff } from '../../lib/console-guard.js';

const ruleColumns = {
  minHoursBeforeStart: cancellationRules.minHoursBeforeStart,
  maxHoursBeforeStart: cancellationRules.maxHoursBeforeStart,
  deductionPercent: cancellationRules.deductionPercent,
};

/**
 * Replaces the whole cancellation schedule (validated by `cancellationScheduleBodySchema`: no
 * gap, no overlap, 0–100 %). The old rows are kept, marked replaced, so a cancellation can
 * still read the schedule its booking was made under (decision 0017).
 */
export async function replaceCancellationSchedule(
  db: Db,
  staff: ConsoleStaff,
  body: CancellationScheduleBody,
) {
  assertAdmin(staff);
  const now = new Date();
  const rules = [...body.rules].sort((a, b) => a.minHoursBeforeStart - b.minHoursBeforeStart);
  return db.transaction(async (tx) => {
    // Two editors one after the other: the second's update must see the first's new rows.
    await tx.execute(sql`select pg_advisory_xact_lock(7302, 0)`);
    const before = await tx
      .update(cancellationRules)
      .set({ replacedAt: now })
      .where(isNull(cancellationRules.replacedAt))
      .returning(ruleColumns);
    const after = await tx
      .insert(cancellationRules)
      .values(rules.map((r) => ({ ...r, validFrom: now })))
      .returning(ruleColumns);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'cancellation_rules.replace',
      recordType: 'cancellation_rules',
      recordId: 'schedule',
      branchId: null,
      before: before.sort((a, b) => a.minHoursBeforeStart - b.minHoursBeforeStart),
      after,
    });
    return { cancellationRules: after };
  });
}
