import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { branches } from '../../db/schema.js';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../test/test-database.js';
import {
  createSnapshotCache,
  currentSnapshot,
  snapshotColumn,
  type Loaded,
} from './snapshot-cache.js';

describe('snapshot cache', () => {
  let t: TestDatabase;
  /** A load that reads its snapshot the way a real one does: in the statement that reads. */
  const branchNames = async (): Promise<Loaded> => {
    const rows = await t.database.db
      .select({ name: branches.name, snapshot: snapshotColumn })
      .from(branches)
      .orderBy(branches.id);
    return { value: rows.map((b) => b.name).join(), snapshot: rows[0]?.snapshot };
  };
  const reply = (value: string) => async (): Promise<Loaded> => ({
    value,
    snapshot: await currentSnapshot(t.database.db),
  });

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it('reads afresh once anything was written since the kept reply', async () => {
    const read = createSnapshotCache(t.database.db);
    await t.database.db.insert(branches).values({ name: 'Korba', cityIndex: 4 });
    expect(await read('branches', branchNames)).toBe('Korba');

    await t.database.db.insert(branches).values({ name: 'Jagdalpur', cityIndex: 3 });
    expect(await read('branches', branchNames)).toBe('Korba,Jagdalpur');
  });

  it('does not keep a reply whose snapshot the load could not tell (no rows read)', async () => {
    const read = createSnapshotCache(t.database.db);
    let loads = 0;
    const load = async (): Promise<Loaded> => ({ value: `load ${++loads}`, snapshot: undefined });
    expect(await read('k', load)).toBe('load 1');
    expect(await read('k', load)).toBe('load 2');
  });

  it('forgets a load that failed', async () => {
    const read = createSnapshotCache(t.database.db);
    await expect(read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await read('k', reply('up'))).toBe('up');
  });

  // On a shared PostgreSQL server, transactions in other databases move the snapshot too.
  it.skipIf(testDatabaseKind() === 'postgres')(
    'loads a key once while nothing is written, concurrent reads included',
    async () => {
      const read = createSnapshotCache(t.database.db);
      let loads = 0;
      const load = () => reply(`load ${++loads}`)();
      const replies = await Promise.all([read('k', load), read('k', load), read('k', load)]);
      expect(replies).toEqual(['load 1', 'load 1', 'load 1']);
      expect(await read('k', load)).toBe('load 1');
      expect(await read('other', load)).toBe('load 2');

      await t.database.db.execute(sql`select txid_current()`);
      expect(await read('k', load)).toBe('load 3');
    },
  );
});
