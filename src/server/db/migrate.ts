import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ROOT_DIR } from '../config.js';
import PgBoss from 'pg-boss';
import type { Database } from './client.js';

/** The job queue's tables (pg-boss) live in their own schema of the same database. */
export const JOB_SCHEMA = 'pgboss';

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
    await createJobSchema(database);
    return;
  }
  await withAdvisoryLock(database, async () => {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
    await createJobSchema(database);
  });
}

/**
 * Creates pg-boss's schema with the other migrations (so the test template carries it and
 * processes starting together do not race); a later pg-boss version migrates it at its start.
 */
async function createJobSchema(database: Database) {
  const { rows } = await database.executeSql(
    `select 1 from information_schema.tables where table_schema = '${JOB_SCHEMA}' and table_name = 'version'`,
  );
  if (rows.length === 0) await database.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA));
}

export async function withAdvisoryLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  // Session-level advisory locks belong to one connection, so hold one for the whole work.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return work();
  });
}
