import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../db/migrate.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createJobQueue } from './job-queue.js';

const QUEUE = 'crash-probe';
const retry = { retryLimit: 2, retryDelaySeconds: 1 };

describe('durable jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs again, in another worker, a job whose process died while running it', async () => {
    const log = t.app.log;
    // The first "process" takes the job and never finishes it (it died mid-job).
    let taken!: () => void;
    const takenByFirst = new Promise<void>((resolve) => (taken = resolve));
    const dead = createJobQueue(t.app.database, log, { expireInSeconds: 1 });
    dead.define(QUEUE, () => new Promise<void>(() => taken()), retry);
    await dead.start();
    await dead.send(t.db, QUEUE, { bookingId: 42 });
    dead.kick(QUEUE);
    await takenByFirst;

    const done: unknown[] = [];
    const alive = createJobQueue(t.app.database, log, { expireInSeconds: 1 });
    alive.define(QUEUE, async (data) => void done.push(data), retry);
    await alive.start();
    try {
      // Past its expiry, maintenance (every 30 s in every process) hands the job back.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await alive.maintain();
      await t.db.execute(
        sql.raw(`update ${JOB_SCHEMA}.job set start_after = now() where name = '${QUEUE}'`),
      );
      alive.kick(QUEUE);
      await expect.poll(() => done, { timeout: 10_000 }).toEqual([{ bookingId: 42 }]);
      const rows = (await t.db.execute(
        sql.raw(`select state from ${JOB_SCHEMA}.job where name = '${QUEUE}'`),
      )) as unknown as { rows: { state: string }[] };
      expect(rows.rows.map((r) => r.state)).toEqual(['completed']);
    } finally {
      await alive.stop();
      await dead.boss.stop({ graceful: false, close: false });
    }
  });
});

describe('a job still running when the queue stops', () => {
  it('is left to its retry, and its end after the database closed raises nothing', async () => {
    const t = await createTestApp();
    const db = await createTestDatabase();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let running!: () => void;
      const started = new Promise<void>((resolve) => (running = resolve));
      let finish!: (error: Error) => void;
      const queue = createJobQueue(db.database, t.app.log, { stopTimeoutMs: 1000 });
      queue.define(
        QUEUE,
        () =>
          new Promise<void>((_, reject) => {
            finish = reject;
            running();
          }),
        retry,
      );
      await queue.start();
      await queue.send(db.database.db, QUEUE, {});
      queue.kick(QUEUE);
      await started;
      // The job outlives the stop's wait: marked failed to be retried, then the database closes.
      await queue.stop();
      const { rows } = await db.database.executeSql(
        `select state from ${JOB_SCHEMA}.job where name = $1`,
        [QUEUE],
      );
      expect((rows as { state: string }[]).map((r) => r.state)).toEqual(['retry']);
      await db.dispose();
      // It ends now, failing as a job does when its database is gone.
      finish(new Error('Cannot use a pool after calling end on the pool'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await t.close();
    }
  });
});

describe('several processes starting on a new database', () => {
  it('create the queues together without a deadlock', async () => {
    const fresh = await createTestDatabase();
    const t = await createTestApp();
    // Names no app queue has: the test database's template already holds the app's own.
    const names = ['mail', 'sms', 'whatsapp', 'reminder', 'hold-sweep', 'cleanup'];
    const queues = Array.from({ length: 4 }, () => {
      const queue = createJobQueue(fresh.database, t.app.log);
      for (const name of names) {
        queue.define(name, async () => {});
      }
      return queue;
    });
    try {
      // As `npm run start:cluster` starts them: at the same moment, each creating every queue.
      await Promise.all(queues.map((queue) => queue.start()));
      const { rows } = await fresh.database.executeSql(
        `select count(*)::int as n from ${JOB_SCHEMA}.queue where name = any($1::text[])`,
        [names],
      );
      expect((rows[0] as { n: number }).n).toBe(6);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await t.close();
      await fresh.dispose();
    }
    // Four queues starting one after another take a few seconds, more on a loaded machine.
  }, 90_000);
});
