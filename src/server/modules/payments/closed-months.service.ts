import {
  closeChecksFailedMessage,
  monthAlreadyClosedMessage,
  monthHasEnded,
  monthNotClosedMessage,
  monthNotEndedMessage,
  type ClosedMonths,
} from '../../../shared/closed-months.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import {
  deleteClosedMonth,
  insertClosedMonth,
  isMonthClosed,
  listClosedMonths,
  lockClosedMonth,
  unbalancedEntriesBetween,
  undocumentedBetween,
} from './closed-months.queries.js';
import { istMonthBounds } from './ledger.service.js';
import { moneyNow } from './money-clock.js';

export async function closedMonthsView(db: Db): Promise<ClosedMonths> {
  const rows = await listClosedMonths(db);
  return { months: rows.map((r) => ({ ...r, closedAt: r.closedAt.toISOString() })) };
}

/**
 * An admin closes an ended IST month once its checks pass: every entry of the month balances
 * and every GST document of it has its journal entry. A failed check is a 409 with what it
 * found, and nothing is written. Audited.
 */
export async function closeMonth(db: Db, actorId: number, month: string, now = moneyNow()) {
  if (!monthHasEnded(month, now)) throw badRequest(monthNotEndedMessage(month), 'month');
  return db.transaction(async (tx) => {
    await lockClosedMonth(tx, month);
    if (await isMonthClosed(tx, month)) throw conflict(monthAlreadyClosedMessage(month));
    const { start, end } = istMonthBounds(month);
    const found = {
      unbalanced: await unbalancedEntriesBetween(tx, start, end),
      undocumented: await undocumentedBetween(tx, start, end),
    };
    if (found.unbalanced + found.undocumented > 0) {
      throw new HttpError(409, closeChecksFailedMessage(month, found), 'month');
    }
    await insertClosedMonth(tx, month, actorId, now);
    await recordAudit(tx, {
      actorId,
      action: 'accounts.month_close',
      recordType: 'payment',
      recordId: month,
      branchId: null,
      before: { month, closed: false },
      after: { month, closed: true },
    });
    return { month, closedAt: now.toISOString() };
  });
}

/** An admin reopens a closed month, with a reason (audited); later entries may date in it. */
export async function reopenMonth(db: Db, actorId: number, month: string, reason: string) {
  return db.transaction(async (tx) => {
    await lockClosedMonth(tx, month);
    if (!(await deleteClosedMonth(tx, month))) throw conflict(monthNotClosedMessage(month));
    await recordAudit(tx, {
      actorId,
      action: 'accounts.month_reopen',
      recordType: 'payment',
      recordId: month,
      branchId: null,
      before: { month, closed: true },
      after: { month, closed: false, reason },
    });
    return { month };
  });
}
