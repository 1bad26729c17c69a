import fs from 'node:fs/promises';
import { inject } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { createDurableEventBus } from '../lib/events/durable-event-bus.js';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { seedDemo } from '../seed/seed-demo.js';
import type { EventBus } from '../lib/events/event-bus.js';
import type { JobQueue } from '../lib/jobs/job-queue.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { createPublicMedia } from '../lib/storage/public-media.js';

export interface TestApp {
  app: App;
  config: Config;
  /** The app's event bus: `await t.events.idle()` before reading what the mails did. */
  events: EventBus;
  /** The app's job queue (pg-boss on the test's database copy). */
  jobs: JobQueue;
  db: TestDatabase['database']['db'];
  /** PostgreSQL only: the database's address (a second app on the same data). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * The real app, in process, on a fresh database of this project's kind. `seed: true` loads
 * the demo catalogue (five branches, about forty cars) through the same code as `npm start`.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    webDir?: string;
    gateway?: BuildAppOptions['gateway'];
    mailer?: BuildAppOptions['mailer'];
    onRoute?: BuildAppOptions['onRoute'];
    availability?: BuildAppOptions['availability'];
    logStream?: BuildAppOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    ...options.env,
  });
  if (options.webDir) config.webDir = options.webDir;
  // The demo data comes from the run's seeded template, its car pictures from the template's
  // media; with pictures in a bucket, the seed draws them there itself.
  const fromTemplate = Boolean(options.seed) && config.uploads.kind === 'disk';
  const testDb = await createTestDatabase({ seeded: fromTemplate });
  if (fromTemplate) {
    await fs.cp(inject('seededMediaDir'), config.mediaDir, { recursive: true });
  } else if (options.seed) {
    await seedDemo(testDb.database.db, { media: createPublicMedia(config) });
  }
  let events: EventBus | undefined;
  let jobs: JobQueue | undefined;
  const app = await buildApp(config, {
    database: testDb.database,
    jobPollingSeconds: 0.5,
    events: (_log, queue) => {
      jobs = queue;
      return (events = createDurableEventBus(queue));
    },
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.availability ? { availability: options.availability } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    config,
    events: events!,
    jobs: jobs!,
    db: testDb.database.db,
    ...(testDb.url ? { databaseUrl: testDb.url } : {}),
    close: async () => {
      await app.close();
      await testDb.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
