import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from './lib/error-handler.js';
import { openRedis } from './lib/redis.js';
import { bookings } from './db/schema.js';
import { seedDemo } from './seed/seed-demo.js';
import { createLoginCustomer } from './modules/auth/auth-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from './modules/bookings/bookings-test-helpers.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';
import { createPublicMedia } from './lib/storage/public-media.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server instances on one database, each with its own memory, as two processes behind a
 * proxy are; with TEST_REDIS_URL both share one Redis, as REDIS_URL makes them in production.
 */
describe('two server processes on one database', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-multi-'));
    testDb = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      ...(redisUrl
        ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` }
        : {}),
    });
    await seedDemo(testDb.database.db, { media: createPublicMedia(config) });
    // Each buildApp opens its own Redis connection, as each process does.
    a = await buildApp(config, { database: testDb.database });
    b = await buildApp(config, { database: testDb.database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await testDb.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('knows a session made by the other process', async () => {
    const { cookie, id } = await customerSession(a, testDb.database.db);
    const res = await b.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(res.json()).toMatchObject({ loggedIn: true, user: { id } });
  });

  it('makes one booking when a retried request reaches the other process', async () => {
    const { cookie, id } = await customerSession(a, testDb.database.db);
    const body = bookingBody(await bookableCar(testDb.database.db, 1), { daysAhead: 5 });
    const key = randomUUID();
    const replies = await Promise.all([
      postBooking(a, cookie, body, key),
      postBooking(b, cookie, body, key),
    ]);
    expect(replies.every((r) => r.statusCode < 300)).toBe(true);
    expect(replies[0]!.json().id).toBe(replies[1]!.json().id);
    const rows = await testDb.database.db.select().from(bookings).where(eq(bookings.userId, id));
    expect(rows).toHaveLength(1);
  });

  it('answers a search afresh once the other process books a car', async () => {
    const target = await bookableCar(testDb.database.db, 2);
    const body = bookingBody(target, { daysAhead: 9 });
    const search = `/api/cars?${new URLSearchParams({
      branch: String(target.car.branchId),
      pickupDate: body.pickupDate,
      pickupTime: body.pickupTime,
      dropDate: body.dropDate,
      dropTime: body.dropTime,
    })}`;
    const listed = async () =>
      ((await b.inject(search)).json() as { cars: { id: number }[] }).cars.map((c) => c.id);
    expect(await listed()).toContain(target.car.id);
    expect(await listed()).toContain(target.car.id); // the kept reply
    const { cookie } = await customerSession(a, testDb.database.db);
    expect((await postBooking(a, cookie, body)).statusCode).toBe(201);
    expect(await listed()).not.toContain(target.car.id);
  });

  it("frees a car for one process when the other process's hold has expired", async () => {
    const target = await bookableCar(testDb.database.db, 3);
    const body = bookingBody(target, { daysAhead: 11 });
    const first = await customerSession(a, testDb.database.db);
    const held = await postBooking(a, first.cookie, body);
    expect(held.statusCode).toBe(201);
    const second = await customerSession(b, testDb.database.db);
    expect((await postBooking(b, second.cookie, body)).statusCode).toBe(409);
    await testDb.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, held.json().id));
    expect((await postBooking(b, second.cookie, body)).statusCode).toBe(201);
  });

  it.skipIf(!redisUrl)('counts login attempts of both processes against one limit', async () => {
    const user = await createLoginCustomer(testDb.database.db);
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-password' },
      });
    // The login limit is 10 a quarter-hour per address and e-mail: five on each process.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
    }
    const blocked = await attempt(a);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in/);
    expect((await attempt(b)).statusCode).toBe(429);
  });

  it.skipIf(!redisUrl)('answers 503, not 500, while Redis is away, and recovers', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    });
    const redis = await openRedis(config.redis!);
    const c = await buildApp(config, { database: testDb.database, redis });
    const user = await createLoginCustomer(testDb.database.db);
    const login = () =>
      c.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-password' },
      });
    try {
      expect((await login()).statusCode).toBe(401);
      redis.disconnect(); // as when Redis stops: commands fail at once (no offline queue)
      const down = await login();
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
      expect(down.headers['retry-after']).toBe('30');
      while (redis.status !== 'end') await new Promise((r) => setTimeout(r, 10));
      await redis.connect(); // Redis is back
      expect((await login()).statusCode).toBe(401);
    } finally {
      await c.close();
      redis.disconnect();
    }
  });
});
