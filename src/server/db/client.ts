import fs from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.js';
import {
  CAR_CHANGES_CHANNEL,
  listenOnPoolConnections,
  NotificationHub,
  openPostgresChangeFeed,
  type ChangeFeed,
  type ChangeFeedHandlers,
} from './change-feed.js';
import { PgliteWorker } from './pglite-proxy.js';
import { timeQueries, type QueryObserver } from './query-observer.js';
import * as schema from './schema.js';

/** One type for both drivers: the rest of the server never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A query function takes the database or an open transaction: `(tx ?? db)`. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL outside Drizzle, for the job queue (pg-boss): with values one statement, without
   * values the text may hold several (pg-boss wraps its maintenance in BEGIN; ...; COMMIT).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Committed changes notified on a channel (change-feed.ts). PGlite is one process: its one
   * session hears every change before the writing statement returns, and never has a gap.
   */
  listen(channel: string, handlers: ChangeFeedHandlers): Promise<ChangeFeed>;
  /** PGlite only: the data directory as a gzipped tar, taken between two statements. */
  dumpDataDir?(): Promise<Uint8Array>;
  /** Times every statement from now on for `observer` (metrics). */
  observeQueries(observer: QueryObserver): void;
  /** PostgreSQL only: the connection pool's connections (open, idle) and waiting requests. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Extensions PGlite must load for the migrations (btree_gist for the booking exclusion). */
export const pgliteExtensions = { btree_gist };

export function wrapPglite(client: PGlite | PgliteWorker): Database {
  const observers = new Set<QueryObserver>();
  // A transaction's statements go through the instance's own query/exec too.
  timeQueries(client, 'query', observers);
  timeQueries(client, 'exec', observers);
  // PgliteWorker answers the calls drizzle's PGlite driver makes (query, transaction).
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => void (await client.query('select 1')),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values.map(jsonParam));
      const results = (await client.exec(text)) as { rows: unknown[] }[];
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
    listen: async (channel, handlers) => {
      if (client instanceof PgliteWorker) {
        const stop = await client.listen(channel, handlers.message);
        return { stop: async () => stop() };
      }
      const stop = await client.listen(channel, handlers.message);
      return { stop };
    },
    dumpDataDir: async () =>
      client instanceof PgliteWorker
        ? client.dumpDataDir()
        : new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    observeQueries: (observer) => void observers.add(observer),
  };
}

/** node-postgres sends a plain object as JSON; PGlite needs it as text. */
const jsonParam = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;

/** Call right after creating the pool, before its first query (every connection LISTENs). */
export function wrapPostgres(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const hub = new NotificationHub();
  listenOnPoolConnections(pool, hub, [CAR_CHANGES_CHANNEL]);
  const observers = new Set<QueryObserver>();
  // Every statement, pool.query's too, runs on one of the pool's clients.
  pool.on('connect', (client) => timeQueries(client, 'query', observers));
  return {
    kind: 'postgres',
    db,
    ping: async () => void (await db.execute(sql`select 1`)),
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, handlers) => openPostgresChangeFeed(pool, hub, channel, handlers),
    close: () => pool.end(),
    observeQueries: (observer) => void observers.add(observer),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: 10_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return wrapPostgres(pool);
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  // In a worker thread, so a query never stalls the event loop (decision 0005).
  return wrapPglite(await PgliteWorker.open({ dataDir: config.dataDir }));
}
