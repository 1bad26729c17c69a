import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.js';
import { runMigrations } from './migrate.js';
import { users } from './schema.js';
import { createCustomer } from '../test/factories.js';
import { testDatabaseKind } from '../test/test-database.js';

// The server's own PGlite: a data directory opened in a worker thread (decision 0005).
describe.skipIf(testDatabaseKind() !== 'pglite')('PGlite in a worker thread', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-worker-'));
    database = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(database);
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the event loop running while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    let finished = false;
    const query = database.db
      .execute(sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 3`)
      .then(() => (finished = true));
    // In the event loop's own thread, the WASM query would run to its end before any tick.
    while (ticks < 5 && !finished) await new Promise((r) => setTimeout(r, 1));
    clearInterval(timer);
    expect(finished).toBe(false);
    await query;
  });

  it('commits a transaction, and rolls one back with its rows when it throws', async () => {
    const kept = await database.db.transaction((tx) => createCustomer(tx));
    const lost = database.db.transaction(async (tx) => {
      await createCustomer(tx, { email: 'rolled-back@example.test' });
      throw new Error('changed my mind');
    });
    await expect(lost).rejects.toThrow('changed my mind');
    const emails = (await database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    expect(emails).toContain(kept.email);
    expect(emails).not.toContain('rolled-back@example.test');
  });

  it('passes PostgreSQL error codes through and keeps working after one', async () => {
    const user = await createCustomer(database.db);
    const duplicate = createCustomer(database.db, { email: user.email });
    await expect(duplicate).rejects.toSatisfy(
      (e: { cause?: { code?: string } }) => e.cause?.code === '23505',
    );
    const [found] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(found!.createdAt).toBeInstanceOf(Date);
  });

  it('runs prepared statements with placeholders and nested savepoints', async () => {
    const user = await createCustomer(database.db);
    const byId = database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('worker_user_by_id');
    expect(await byId.execute({ id: user.id })).toEqual([{ name: user.name }]);

    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Outer' }).where(eq(users.id, user.id));
      await tx
        .transaction(async (inner) => {
          await inner.update(users).set({ name: 'Inner' }).where(eq(users.id, user.id));
          throw new Error('undo the inner change only');
        })
        .catch(() => {});
    });
    expect(await byId.execute({ id: user.id })).toEqual([{ name: 'Outer' }]);
  });

  it('keeps its rows in the data directory when reopened', async () => {
    const user = await createCustomer(database.db);
    await database.close();
    database = await openDatabase({ kind: 'pglite', dataDir });
    const [found] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(found?.email).toBe(user.email);
  });
});
