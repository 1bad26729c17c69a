import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ROOT_DIR } from '../config.js';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src', 'server', 'db', 'migrations');

/** Any fixed number: serialises migration and seeding across server processes on PostgreSQL. */
const MIGRATION_LOCK = 727_001;

/**
 * Brings the schema up to date. On PostgreSQL several processes may start together, so the
 * work runs under an advisory lock; PGlite has a single owner process.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return;
  }
  await withAdvisoryLock(database, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR }),
  );
}

export async function withAdvisoryLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  // Session-level advisory locks belong to one connection, so hold one for the whole work.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return work();
  });
}
