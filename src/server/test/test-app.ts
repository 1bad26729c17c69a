import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { seedDemo } from '../seed/seed-demo.js';
import { createInProcessEventBus, type EventBus } from '../lib/events/event-bus.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  config: Config;
  /** The app's event bus: `await t.events.idle()` before reading what the mails did. */
  events: EventBus;
  db: TestDatabase['database']['db'];
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
  const testDb = await createTestDatabase();
  if (options.seed) await seedDemo(testDb.database.db, { mediaDir: config.mediaDir });
  let events: EventBus | undefined;
  const app = await buildApp(config, {
    database: testDb.database,
    events: (log) => (events = createInProcessEventBus(log)),
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  return {
    app,
    config,
    events: events!,
    db: testDb.database.db,
    close: async () => {
      await app.close();
      await testDb.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
