import fs from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.js';
import { PgliteWorker, pgliteSettings } from './pglite-proxy.js';
import {
  newQueryHooks,
  queryText,
  timeQueries,
  type QueryObserver,
  type QueryTracer,
} from './query-observer.js';
import * as schema from './schema.js';
import { WriteCounter } from './write-counter.js';

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
   * How many statements that may have written (INSERT, UPDATE, DELETE, COMMIT …) or
   * transactions this process has finished on this database: when it moved, this process
   * wrote, and its availability index reads the change log before answering (decision 0027).
   */
  writeCount(): number;
  /** PGlite only: the data directory as a gzipped tar, taken between two statements. */
  dumpDataDir?(): Promise<Uint8Array>;
  /** Times every statement from now on for `observer` (metrics). */
  observeQueries(observer: QueryObserver): void;
  /**
   * Opens a span for every statement from now on (traces, lib/telemetry); one tracer at a
   * time. The span's parent is the caller's (the request's or the job's).
   */
  traceQueries(tracer: QueryTracer): void;
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
  const hooks = newQueryHooks();
  // A transaction's statements go through the instance's own query/exec too.
  timeQueries(client, 'query', hooks);
  timeQueries(client, 'exec', hooks);
  const writes = new WriteCounter();
  // PgliteWorker answers the calls drizzle's PGlite driver makes (query, transaction); both
  // are counted as they end (a transaction's statements when it ends, committed or not).
  const counted = new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'query' || key === 'exec')
        return (text: string, ...rest: unknown[]) =>
          writes.track(text, value.call(target, text, ...rest) as Promise<unknown>);
      if (key === 'transaction')
        return (fn: unknown) =>
          (value.call(target, fn) as Promise<unknown>).finally(() => writes.add());
      return value.bind(target) as unknown;
    },
  });
  const db = drizzlePglite(counted as PGlite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => void (await client.query('select 1')),
    executeSql: async (text, values) => {
      if (values?.length) return counted.query(text, values.map(jsonParam));
      const results = (await counted.exec(text)) as { rows: unknown[] }[];
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
    writeCount: () => writes.value,
    dumpDataDir: async () =>
      client instanceof PgliteWorker
        ? client.dumpDataDir()
        : new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    observeQueries: (observer) => void hooks.observers.add(observer),
    traceQueries: (tracer) => void (hooks.tracer = tracer),
  };
}

/** node-postgres sends a plain object as JSON; PGlite needs it as text. */
const jsonParam = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;

/** Call right after creating the pool, before its first query (every connection is counted). */
export function wrapPostgres(pool: pg.Pool): Database {
  const writes = new WriteCounter();
  pool.on('connect', (client) => countWrites(client, writes));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const hooks = newQueryHooks();
  // Every statement, pool.query's too, runs on one of the pool's clients: timed there. Spans
  // of pool.query's statements open in pool.query itself, in the caller's async context (the
  // client may be handed over later from another request's release); a transaction's
  // statements (promise form on a client it holds) get theirs on the client.
  pool.on('connect', (client) => timeQueries(client, 'query', hooks, { traceCallbacks: false }));
  tracePoolQueries(pool, hooks);
  return {
    kind: 'postgres',
    db,
    ping: async () => void (await db.execute(sql`select 1`)),
    executeSql: (text, values) => pool.query(text, values),
    writeCount: () => writes.value,
    close: () => pool.end(),
    observeQueries: (observer) => void hooks.observers.add(observer),
    traceQueries: (tracer) => void (hooks.tracer = tracer),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** pool.query's statements get their span here, when a tracer is attached (else untouched). */
function tracePoolQueries(pool: pg.Pool, hooks: { tracer: QueryTracer | undefined }) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const end = hooks.tracer?.(queryText(args[0]));
    if (!end) return query(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        end(error ?? undefined);
        (callback as (...r: unknown[]) => void)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args) as Promise<unknown>;
    result.then(
      () => end(),
      (error: unknown) => end(error),
    );
    return result;
  };
}

/**
 * Counts a pool connection's writing statements as they end. Every statement goes through
 * `client.query`: drizzle's (a config object and values, BEGIN … COMMIT for a transaction),
 * and the pool's own `pool.query` (text, values and a callback).
 */
function countWrites(client: pg.PoolClient, writes: WriteCounter) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text !== 'string' || !WriteCounter.writes(text)) return query(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        writes.add();
        (callback as (...r: unknown[]) => void)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    return result instanceof Promise ? result.finally(() => writes.add()) : result;
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
  return wrapPglite(await PgliteWorker.open({ dataDir: config.dataDir }, pgliteSettings(config)));
}
