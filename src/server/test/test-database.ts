import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { PgliteWorker } from '../db/pglite-proxy.js';
import { wrapPglite, wrapPostgres, type Database } from '../db/client.js';
import { withDatabase } from './global-setup.js';

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the copy's address, for a second app on the same data (two processes). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the copy. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of the kind this test project runs on: empty, or with the demo
 * data (`seeded`, copied from a template seeded once per run: test/global-setup.ts).
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  if (testDatabaseKind() === 'postgres') {
    return copyPostgresTemplate(
      inject(options.seeded ? 'postgresSeededTemplate' : 'postgresTemplate'),
    );
  }
  // In a worker thread, as the server runs it.
  const client = await PgliteWorker.open({
    dumpFile: inject(options.seeded ? 'pgliteSeededTemplatePath' : 'pgliteTemplatePath'),
  });
  const database = wrapPglite(client);
  return { database, dispose: () => database.close() };
}

async function copyPostgresTemplate(template: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `selfdrive_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Copies from one template can collide for a moment; a short retry covers it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  // As the server's pool (db/client.ts): a connection that does not open fails, never hangs.
  const pool = new pg.Pool({
    connectionString: withDatabase(url, name),
    max: 20,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', () => {});
  const database = wrapPostgres(pool);
  return {
    database,
    url: withDatabase(url, name),
    dispose: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
