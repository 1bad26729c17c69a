import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { loadConfig, type Config } from './config.js';
import { CHANGE_FEED_APPLICATION_NAME } from './db/change-feed.js';
import { wrapPostgres, type Database } from './db/client.js';
import { createPublicMedia } from './lib/storage/public-media.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from './modules/bookings/bookings-test-helpers.js';
import { seedDemo } from './seed/seed-demo.js';
import { createCustomer } from './test/factories.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test/test-database.js';

/** Polls until `done()` holds (at most `limitMs`); answers how long it took. */
async function timeUntil(done: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - started;
}

/**
 * Server processes on one PostgreSQL database, each with its own pool, change feed connection
 * and availability index (what a second process has; nothing in memory is shared), as
 * `start:cluster` runs them. PGlite is one process only: there the writer's own search is
 * the whole story (availability-index.test.ts).
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('availability across processes', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let config: Config;
  const opened: { app: App; database: Database }[] = [];
  let a: App;
  let b: App;

  /** A server process of its own: its own pool on the test database. */
  async function startProcess(): Promise<App> {
    const pool = new pg.Pool({ connectionString: testDb.url, max: 5 });
    pool.on('error', () => {});
    const database = wrapPostgres(pool);
    const app = await buildApp(config, { database });
    opened.push({ app, database });
    return app;
  }

  const searchFor = (target: Awaited<ReturnType<typeof bookableCar>>, daysAhead: number) => {
    const body = bookingBody(target, { daysAhead });
    const query = new URLSearchParams({
      branch: String(target.car.branchId),
      pickupDate: body.pickupDate,
      pickupTime: body.pickupTime,
      dropDate: body.dropDate,
      dropTime: body.dropTime,
    });
    const lists = async (app: App) => {
      const res = await app.inject(`/api/cars?${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { cars: { id: number }[] }).cars.some((c) => c.id === target.car.id);
    };
    return { body, lists };
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-avail-'));
    testDb = await createTestDatabase();
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    });
    await seedDemo(testDb.database.db, { media: createPublicMedia(config) });
    a = await startProcess();
    b = await startProcess();
  });
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    await testDb.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows one process's booking in its own search at once and in the other's within a second", async () => {
    const target = await bookableCar(testDb.database.db, 2);
    const { body, lists } = searchFor(target, 9);
    expect(await lists(a)).toBe(true);
    expect(await lists(b)).toBe(true);
    const { cookie } = await customerSession(a, testDb.database.db);
    expect((await postBooking(a, cookie, body)).statusCode).toBe(201);
    expect(await lists(a)).toBe(false);
    const took = await timeUntil(async () => !(await lists(b)), 1_000);
    expect(took).toBeLessThan(1_000);
  });

  it('a process started late sees what was written before it started', async () => {
    const target = await bookableCar(testDb.database.db, 3);
    const { body, lists } = searchFor(target, 10);
    const { cookie } = await customerSession(b, testDb.database.db);
    expect((await postBooking(b, cookie, body)).statusCode).toBe(201);
    const late = await startProcess();
    expect(await lists(late)).toBe(false);
  });

  it('converges after its change feed drops, even on a change whose message was lost', async () => {
    const target = await bookableCar(testDb.database.db, 4);
    const { body, lists } = searchFor(target, 11);
    expect(await lists(b)).toBe(true);

    // Writes with triggers off (session_replication_role) send no message, as if it had been
    // lost on the way.
    const user = await createCustomer(testDb.database.db);
    const writer = new pg.Client({ connectionString: testDb.url });
    await writer.connect();
    const silently = async (text: string, values: unknown[]) => {
      await writer.query('BEGIN');
      await writer.query('SET LOCAL session_replication_role = replica');
      const result = await writer.query(text, values);
      await writer.query('COMMIT');
      return result;
    };
    const feedsListening = async () => {
      const { rows } = await writer.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE application_name = $1 AND datname = current_database()
           AND state = 'idle' AND query ILIKE 'LISTEN%'`,
        [CHANGE_FEED_APPLICATION_NAME],
      );
      return rows[0].n as number;
    };
    try {
      const { rows } = await silently(
        `INSERT INTO bookings (user_id, car_id, rate_package_id, pickup_at, drop_at, trip_type,
           status, rent_paise, deposit_paise, total_paise, km_included, extra_km_rate_paise)
         VALUES ($1, $2, $3, $4, $5, 'local', 'confirmed', 100000, 300000, 400000, 100, 1000)
         RETURNING id`,
        [
          user.id,
          target.car.id,
          target.pkg.id,
          new Date(`${body.pickupDate}T${body.pickupTime}:00+05:30`),
          new Date(`${body.dropDate}T${body.dropTime}:00+05:30`),
        ],
      );
      const bookingId = rows[0].id as number;
      // The message was lost: the index still offers the car (the database would refuse it).
      expect(await lists(b)).toBe(true);

      // The feed's connection drops (both processes'); each reconnects and reads afresh.
      expect(await feedsListening()).toBeGreaterThanOrEqual(2);
      const { rowCount } = await writer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = $1 AND datname = current_database()`,
        [CHANGE_FEED_APPLICATION_NAME],
      );
      expect(rowCount).toBeGreaterThanOrEqual(2);
      await timeUntil(async () => !(await lists(b)), 5_000);
      await timeUntil(async () => (await feedsListening()) >= 2, 5_000);
      expect(await lists(b)).toBe(false);
      expect(await lists(a)).toBe(false);

      // Proof that b answers from its reloaded memory, not the database: a second lost write
      // frees the car in the database, yet b still leaves it out ...
      await silently(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookingId]);
      expect(await lists(b)).toBe(false);
      // ... until a change to the car is heard, which reads the car afresh.
      await writer.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookingId]);
      await timeUntil(async () => await lists(b), 1_000);
    } finally {
      await writer.end();
    }

    // Listening again: the next change reaches the other process as before.
    const next = await bookableCar(testDb.database.db, 5);
    const second = searchFor(next, 12);
    expect(await second.lists(b)).toBe(true);
    const { cookie } = await customerSession(a, testDb.database.db);
    expect((await postBooking(a, cookie, second.body)).statusCode).toBe(201);
    expect(await timeUntil(async () => !(await second.lists(b)), 1_000)).toBeLessThan(1_000);
  });
});
