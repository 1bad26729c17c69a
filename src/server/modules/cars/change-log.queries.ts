import { gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { availabilityChanges } from '../../db/schema.js';
import { BASELINE_WINDOW, type ChangeRow } from './change-log-follower.js';

/** The rows after `after`, and the gaps still open, oldest first. */
export function readChanges(db: DbOrTx, after: number, holes: number[]): Promise<ChangeRow[]> {
  const t = availabilityChanges;
  const newer = gt(t.id, after);
  return db
    .select({ id: t.id, carId: t.carId, carRow: t.carRow, bookingId: t.bookingId })
    .from(t)
    .where(holes.length > 0 ? or(newer, inArray(t.id, holes)) : newer)
    .orderBy(t.id);
}

/** The ids visible within BASELINE_WINDOW of the newest (where a process starts following). */
export async function baselineIds(db: DbOrTx): Promise<number[]> {
  const t = availabilityChanges;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(gt(t.id, sql`(SELECT coalesce(max(id), 0) - ${BASELINE_WINDOW} FROM ${t})`));
  return rows.map((row) => row.id);
}

/** Deletes the rows older than `olderThanMs`: no process still waits for them. */
export async function pruneChanges(db: DbOrTx, olderThanMs: number): Promise<void> {
  const t = availabilityChanges;
  await db
    .delete(t)
    .where(lt(t.changedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000}::float8)`));
}
