import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { must } from '../../../shared/must.js';

/** The database's MVCC snapshot (xmin:xmax:in-progress xids) as text, in a SQL select list. */
export const snapshotColumn = sql<string>`pg_current_snapshot()::text`;

/** A loaded reply and the snapshot its statement read under (unknown: the reply is not kept). */
export interface Loaded {
  value: string;
  snapshot: string | undefined;
}

interface Entry {
  snapshot: Promise<string | undefined>;
  value: Promise<string>;
}

/** The database's current snapshot. */
export async function currentSnapshot(db: Db): Promise<string> {
  // node-postgres and PGlite both answer an object with the rows.
  const result = (await db.execute(sql`select ${snapshotColumn} as snapshot`)) as {
    rows: { snapshot: string }[];
  };
  return must(result.rows[0], 'the snapshot row').snapshot;
}

/**
 * Replies kept with the database snapshot they were read under. A snapshot only changes when
 * a transaction starts writing or ends anywhere in the database, so while it is the same,
 * every query reads exactly the same rows and a kept reply is still exact; any write, by this
 * process or any other, makes the next request read afresh.
 *
 * The load reports its own snapshot (`snapshotColumn` in the statement that reads the rows:
 * `pg_current_snapshot()` is the statement's snapshot), so a key seen for the first time costs
 * no extra statement: a search that never repeats pays one round trip, not two. Only a kept
 * key is checked against the current snapshot (one trivial statement). Concurrent requests for
 * a kept key under the same snapshot share one load.
 */
export function createSnapshotCache(db: Db, maxEntries = 500) {
  const entries = new Map<string, Entry>();

  return async function read(key: string, load: () => Promise<Loaded>): Promise<string> {
    const kept = entries.get(key);
    if (kept) {
      const keptSnapshot = await kept.snapshot;
      if (keptSnapshot !== undefined && keptSnapshot === (await currentSnapshot(db))) {
        return kept.value;
      }
    }

    const loading = load();
    const entry: Entry = {
      snapshot: loading.then(
        (loaded) => loaded.snapshot,
        () => undefined,
      ),
      value: loading.then((loaded) => loaded.value),
    };
    entries.delete(key);
    const oldest = entries.keys().next().value;
    if (entries.size >= maxEntries && oldest !== undefined) entries.delete(oldest);
    entries.set(key, entry);
    void entry.snapshot.then((snapshot) => {
      if (snapshot === undefined && entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
