import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.js';
import { JOB_SCHEMA, withAdvisoryLock } from '../../db/migrate.js';

export interface JobRetry {
  /** Attempts after the first; then the job ends as failed (shown to admins at /staff/jobs). */
  retryLimit: number;
  /** First wait; each later retry waits about twice as long (pg-boss retryBackoff). */
  retryDelaySeconds: number;
}

/** Sends and reminders: about 30 s, 1 min, 2 min, 4 min, 8 min, then failed. */
export const DEFAULT_RETRY: JobRetry = { retryLimit: 5, retryDelaySeconds: 30 };

/** A job still active this long after it started belongs to a process that died: run it again. */
const EXPIRE_SECONDS = 120;

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

const FAILED_COLUMNS = `id, name as queue, data, coalesce(output->>'message', output::text, '') as error,
  retry_count + 1 as attempts, created_on as "createdAt", completed_on as "failedAt"`;

const toFailedJob = (row: FailedJob): FailedJob => ({
  ...row,
  createdAt: new Date(row.createdAt),
  failedAt: new Date(row.failedAt),
});

export type JobHandler = (data: unknown) => Promise<void>;

export interface SendOptions {
  /** Not before this time (a reminder's due time). */
  startAfter?: Date;
}

/**
 * Durable background work in the application's own database (pg-boss, decision 0018): jobs are
 * rows, taken with SKIP LOCKED so each runs in one process, retried with exponential backoff,
 * and run again when the process that held one died. `send` takes a transaction, so a job
 * exists if and only if the change that asked for it committed.
 */
export interface JobQueue {
  /** Registers the handler of a queue; call before `start`. */
  define(name: string, handler: JobHandler, retry?: JobRetry): void;
  /** Runs the queue's handler on a cron schedule (UTC), once across all processes. */
  every(name: string, cron: string): void;
  send(db: DbOrTx, name: string, data: object, options?: SendOptions): Promise<void>;
  /** Many jobs of one queue in one statement (a statement's import emits thousands). */
  sendMany(db: DbOrTx, name: string, data: object[]): Promise<void>;
  /** Wakes this process's worker of the queue now instead of at its next poll. */
  kick(name: string): void;
  start(): Promise<void>;
  /** Resolves when no job of a defined queue is due or running (tests, shutdown). */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** True between `start` and `stop`: this process works the queues. */
  running(): boolean;
  /** Jobs that used up their retries, newest first (the console's Jobs page). */
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** Gives a failed job one more attempt, in the caller's transaction; false if not failed. */
  retry(db: DbOrTx, id: string): Promise<FailedJob | undefined>;
  /** Re-runs expiry of abandoned jobs and archiving now (pg-boss maintenance). */
  maintain(): Promise<void>;
  readonly boss: PgBoss;
}

/** pg-boss's SQL run through Drizzle, so it joins the caller's transaction. */
export function executorFor(db: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
      );
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** A row of pg-boss's schedule table, as `getSchedules` reads it. */
interface ScheduleRow {
  name: string;
  cron: string;
  timezone: string;
  data: unknown;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (retries, reminders, other processes' jobs). */
  pollingIntervalSeconds?: number;
  expireInSeconds?: number;
  /** Runs each job inside a trace span (lib/telemetry, when tracing is on). */
  traceJob?: (queue: string, jobId: string, run: () => Promise<void>) => Promise<void>;
  /** How long `stop` waits for running jobs before it marks them failed (to be retried). */
  stopTimeoutMs?: number;
}

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): JobQueue {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // A job still running when `stop` gave up on it was marked failed (pg-boss retries it),
      // and the database may close right after. When it settles, pg-boss records the outcome
      // without awaiting it: on a closed pool that is an unhandled rejection, so what pg-boss
      // asks after the stop is never run (and never settles: nothing waits on it).
      executeSql: (text, values) =>
        stopped ? new Promise<never>(() => {}) : database.executeSql(text, values),
    },
    schema: JOB_SCHEMA,
    migrate: true,
    maintenanceIntervalSeconds: 30,
    // Completed jobs are kept a day (for inspection), failed ones a month.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, { run: JobHandler; retry: JobRetry }>();
  const schedules = new Map<string, string>();
  const workerIds = new Map<string, string>();
  let started = false;

  const countBusy = async () => {
    const names = [...handlers.keys()];
    if (names.length === 0) return 0;
    const { rows } = await database.executeSql(
      `select count(*)::int as n from ${JOB_SCHEMA}.job where name = any($1::text[])
         and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [names],
    );
    return (rows[0] as { n: number }).n;
  };

  return {
    boss,
    define(name, run, retry = DEFAULT_RETRY) {
      handlers.set(name, { run, retry });
    },
    every(name, cron) {
      schedules.set(name, cron);
    },
    async send(db, name, data, sendOptions = {}) {
      await boss.send(name, data, {
        db: executorFor(db),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      } as PgBoss.SendOptions);
    },
    async sendMany(db, name, data) {
      if (data.length === 0) return;
      await boss.insert(
        data.map((d) => ({ name, data: d })),
        { db: executorFor(db) } as PgBoss.InsertOptions,
      );
    },
    kick(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
    async start() {
      stopped = false;
      // Processes starting together on a new database deadlock creating the same queues
      // (each makes a partition table; pg-boss's start creates its cron queue too), so one
      // process at a time starts and creates them.
      await withAdvisoryLock(database, async () => {
        await boss.start();
        // Creating a queue that exists does nothing (pg-boss inserts ON CONFLICT DO NOTHING):
        // only the missing ones are created, one statement each instead of one per queue.
        const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
        for (const [name, { retry }] of handlers) {
          if (existing.has(name)) continue;
          await boss.createQueue(name, {
            name,
            retryLimit: retry.retryLimit,
            retryDelay: retry.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: options.expireInSeconds ?? EXPIRE_SECONDS,
          });
        }
      });
      for (const [name, { run }] of handlers) {
        const id = await boss.work(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            // batchSize 1: pg-boss calls with exactly one job.
            if (!job) return;
            try {
              await (options.traceJob
                ? options.traceJob(name, job.id, () => run(job.data))
                : run(job.data));
            } catch (error) {
              log.warn({ err: error, queue: name, jobId: job.id }, 'job failed, will retry');
              throw error;
            }
          },
        );
        workerIds.set(name, id);
      }
      // Scheduling again writes the same row (pg-boss upserts it): a start writes only a new or
      // changed cron line, not every one (each waited behind the workers' first polls).
      const scheduled = new Map(
        ((await boss.getSchedules()) as ScheduleRow[]).map((row) => [row.name, row]),
      );
      for (const [name, cron] of schedules) {
        const known = scheduled.get(name);
        if (known?.cron === cron && known.timezone === 'UTC' && known.data == null) continue;
        await boss.schedule(name, cron);
      }
      started = true;
    },
    async idle(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (started && (await countBusy()) > 0 && Date.now() < until) {
        for (const name of handlers.keys()) this.kick(name);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
      stopped = true;
    },
    running: () => started,
    maintain: () => boss.maintain(),
    async failedJobs(limit) {
      const { rows } = await database.executeSql(
        `select ${FAILED_COLUMNS} from ${JOB_SCHEMA}.job where state = 'failed'
           order by completed_on desc limit $1`,
        [limit],
      );
      return (rows as FailedJob[]).map(toFailedJob);
    },
    async retry(db, id) {
      const { rows } = await executorFor(db).executeSql(
        `update ${JOB_SCHEMA}.job set state = 'retry', retry_limit = retry_limit + 1,
           start_after = now() where id = $1::uuid and state = 'failed' returning ${FAILED_COLUMNS}`,
        [id],
      );
      const job = rows[0] as FailedJob | undefined;
      if (job) this.kick(job.queue);
      return job && toFailedJob(job);
    },
  };
}
