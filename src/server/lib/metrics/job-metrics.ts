import type { Database } from '../../db/client.js';
import { JOB_SCHEMA } from '../../db/migrate.js';
import { scrapedGauge, type Metrics } from './metrics.js';

/**
 * The job queue as Prometheus sees it, read from pg-boss's table at each scrape: jobs waiting
 * (created, retry), running (active) and failed by queue, and the failures of the last hour
 * (failed jobs stay in the table a month, so the alert watches the recent ones).
 */
export function measureJobQueue(metrics: Metrics, database: Database): void {
  scrapedGauge(
    metrics,
    'selfdrive_jobs',
    'Jobs in the queue by queue name and state (created, retry, active, failed).',
    ['queue', 'state'],
    async (gauge) => {
      const { rows } = await database.executeSql(
        `select name as queue, state::text as state, count(*)::int as n from ${JOB_SCHEMA}.job
           where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      for (const row of rows as { queue: string; state: string; n: number }[])
        gauge.set({ queue: row.queue, state: row.state }, row.n);
    },
  );
  scrapedGauge(
    metrics,
    'selfdrive_jobs_failed_last_hour',
    'Jobs that used up their retries in the last hour, by queue.',
    ['queue'],
    async (gauge) => {
      const { rows } = await database.executeSql(
        `select name as queue, count(*)::int as n from ${JOB_SCHEMA}.job
           where state = 'failed' and completed_on > now() - interval '1 hour' group by name`,
      );
      for (const row of rows as { queue: string; n: number }[])
        gauge.set({ queue: row.queue }, row.n);
    },
  );
}

/** Statement times, and on PostgreSQL the pool's connections and waiting requests. */
export function measureDatabase(metrics: Metrics, database: Database): void {
  database.observeQueries((seconds, failed) =>
    metrics.queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  const stats = database.poolStats?.bind(database);
  if (!stats) return;
  scrapedGauge(
    metrics,
    'selfdrive_db_pool_connections',
    'PostgreSQL pool: open connections (total), idle ones, and requests waiting for one.',
    ['state'],
    (gauge) => {
      const { total, idle, waiting } = stats();
      gauge.set({ state: 'total' }, total);
      gauge.set({ state: 'idle' }, idle);
      gauge.set({ state: 'waiting' }, waiting);
    },
  );
}
