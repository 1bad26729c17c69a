import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { loadConfig, type Config } from './config.js';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The processes' gap bound (and outage bound), shortened from 10 s for the outage test. */
const HOLE_WAIT_MS = 1_500;

/**
 * Server processes on one PostgreSQL database, each with its own pool and availability index
 * reading the change log (what a second process has; nothing in memory is shared), as
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

  /** A server process of its own: its own pool on the test database, named `name`. */
  async function startProcess(name = 'avail-process'): Promise<App> {
    const pool = new pg.Pool({ connectionString: testDb.url, max: 5, application_name: name });
    pool.on('error', () => {});
    const database = wrapPostgres(pool);
    const app = await buildApp(config, { database, availability: { holeWaitMs: HOLE_WAIT_MS } });
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
    a = await startProcess('avail-a');
    b = await startProcess('avail-b');
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

  /** A connection of the test's own, outside both processes, and a booking row by SQL. */
  async function sqlWriter() {
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    const user = await createCustomer(testDb.database.db);
    const insertBooking = (
      target: Awaited<ReturnType<typeof bookableCar>>,
      body: ReturnType<typeof bookingBody>,
    ) =>
      client.query(
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
    return { client, insertBooking };
  }

  it('sees a change committed after a later one (its change-log id is lower)', async () => {
    const first = await bookableCar(testDb.database.db, 4);
    const second = await bookableCar(testDb.database.db, 5);
    const one = searchFor(first, 13);
    const two = searchFor(second, 13);
    expect(await one.lists(b)).toBe(true);
    const slow = await sqlWriter();
    const quick = await sqlWriter();
    try {
      // The slow transaction takes its change-log id first and commits last.
      await slow.client.query('BEGIN');
      await slow.insertBooking(first, one.body);
      await quick.insertBooking(second, two.body);
      await timeUntil(async () => !(await two.lists(b)), 1_000);
      expect(await one.lists(b)).toBe(true);
      await slow.client.query('COMMIT');
      expect(await timeUntil(async () => !(await one.lists(b)), 1_000)).toBeLessThan(1_000);
    } finally {
      await slow.client.end();
      await quick.client.end();
    }
  });

  it('converges after its database was out of reach, even on a change the log never held', async () => {
    const target = await bookableCar(testDb.database.db, 6);
    const other = await bookableCar(testDb.database.db, 7);
    const lost = searchFor(target, 14);
    const during = searchFor(other, 14);
    expect(await lost.lists(b)).toBe(true);
    expect(await during.lists(b)).toBe(true);

    const writer = await sqlWriter();
    const { client } = writer;
    const database = (await client.query('SELECT current_database() AS name')).rows[0].name;
    // A database's connections are allowed or refused from outside it.
    const adminUrl = new URL(testDb.url!);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const reachable = (allowed: boolean) =>
      admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${allowed}`);
    const silently = async (text: string, values: unknown[]) => {
      // Triggers off (session_replication_role): no change-log row, a change truly lost.
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query(text, values);
      await client.query('COMMIT');
    };
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      const { rows } = await writer.insertBooking(target, lost.body);
      await client.query('COMMIT');
      const bookingId = rows[0].id as number;
      // Nothing told b: it still offers the car (the database would refuse it).
      expect(await lost.lists(b)).toBe(true);

      // b's database goes out of reach: its connections are cut and no new one is let in.
      await reachable(false);
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'avail-b' AND datname = current_database()`,
      );
      // Once its read of the log fails, b stops answering from memory: the list fails too.
      await timeUntil(async () => !b.availability.live, 3_000);
      expect((await b.inject('/api/cars')).statusCode).toBeGreaterThanOrEqual(500);
      // A change written meanwhile, through the log as usual.
      await writer.insertBooking(other, during.body);
      // Longer than the gap bound: b must not trust its place in the log any more.
      await sleep(HOLE_WAIT_MS + 500);
      await reachable(true);

      // b reads everything again: both the logged change and the lost one.
      await timeUntil(async () => b.availability.live, 5_000);
      expect(await during.lists(b)).toBe(false);
      expect(await lost.lists(b)).toBe(false);

      // Proof that b answers from its reloaded memory, not the database: a second lost write
      // frees the car in the database, yet b still leaves it out ...
      await silently(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookingId]);
      expect(await lost.lists(b)).toBe(false);
      // ... until a change to the car is logged, which reads the car afresh.
      await client.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookingId]);
      expect(await timeUntil(async () => await lost.lists(b), 1_000)).toBeLessThan(1_000);
    } finally {
      await reachable(true);
      await admin.end();
      await client.end();
    }

    // Reading the log again: the next change reaches the other process as before.
    const next = await bookableCar(testDb.database.db, 8);
    const second = searchFor(next, 15);
    expect(await second.lists(b)).toBe(true);
    const { cookie } = await customerSession(a, testDb.database.db);
    expect((await postBooking(a, cookie, second.body)).statusCode).toBe(201);
    expect(await timeUntil(async () => !(await second.lists(b)), 1_000)).toBeLessThan(1_000);
  });
});
