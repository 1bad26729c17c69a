import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

interface Entry {
  snapshot: string;
  value: Promise<string>;
}

/** The database's current MVCC snapshot (xmin:xmax:in-progress xids) as text. */
export async function currentSnapshot(db: Db): Promise<string> {
  // node-postgres and PGlite both answer an object with the rows.
  const result = (await db.execute(sql`select pg_current_snapshot()::text as snapshot`)) as {
    rows: { snapshot: string }[];
  };
  return result.rows[0]!.snapshot;
}

/**
 * Replies kept with the database snapshot they were read under. A snapshot only changes when
 * a transaction ends (commits or aborts) anywhere in the database, so while it is the same,
 * every query reads exactly the same rows and a kept reply is still exact; any write, by this
 * process or any other, makes the next request read afresh. Costs one trivial statement per
 * request. Concurrent requests for the same key under the same snapshot share one load.
 */
export function createSnapshotCache(db: Db, maxEntries = 500) {
  const entries = new Map<string, Entry>();

  return async function read(key: string, load: () => Promise<string>): Promise<string> {
    const snapshot = await currentSnapshot(db);
    const kept = entries.get(key);
    if (kept?.snapshot === snapshot) return kept.value;

    const entry: Entry = { snapshot, value: load() };
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
