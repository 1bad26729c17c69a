import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from './lib/error-handler.js';
import { databaseUnavailable } from './lib/database-unavailable.js';
import { shutDownGracefully } from './lib/graceful-shutdown.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { testDatabaseKind } from './test/test-database.js';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database and the job queue answer (Redis not configured)', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not configured', jobs: 'ok' },
    });
  });

  it('turns not-ready as soon as shutdown starts, while /api/health still answers', async () => {
    const exits: number[] = [];
    const closing = shutDownGracefully(t.app, 'SIGTERM', {
      drainMs: 60_000,
      exit: (code) => void exits.push(code),
    });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      status: 'not-ready',
      message: 'The server is shutting down.',
    });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect(exits, 'still draining: nothing closed yet').toEqual([]);
    void closing; // the drain outlives the test; t.close() closes the app
  });
});

// The database refuses every connection (a restart, a failover): readiness names it and the
// API answers 503 with Retry-After; both recover by themselves once it takes connections again.
describe.runIf(testDatabaseKind() === 'postgres')('readiness while the database is away', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    // From another database: a database cannot refuse the session that changes it.
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    name = new URL(t.databaseUrl!).pathname.slice(1);
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await t.close();
  });

  it('is not ready and says which, then ready again without a restart', async () => {
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      name,
    ]);
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      status: 'not-ready',
      message: 'Not answering: database, jobs.',
      checks: { database: 'unavailable', redis: 'not configured', jobs: 'unavailable' },
    });
    // A sign-in must read the database (a search may be answered from memory, decision 0027):
    // a pooled connection cut by the termination, then the refused new ones, all answer 503.
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.in', password: 'not-the-password' },
      });
    for (let i = 0; i < 3; i++) {
      const res = await signIn();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json<{ message: string }>().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    }
    expect((await t.app.inject('/api/health')).statusCode).toBe(503);

    await admin.query(`alter database ${name} allow_connections true`);
    await expect
      .poll(async () => (await t.app.inject('/api/ready')).statusCode, { timeout: 10_000 })
      .toBe(200);
    expect((await signIn()).statusCode).toBe(401);
  });
});

// Redis (REDIS_URL) behind a TCP relay this test can cut: readiness names Redis while it is
// away and turns ready again when it is back.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('readiness while Redis is away', () => {
  let t: TestApp;
  const sockets = new Set<net.Socket>();
  let relay: net.Server;
  let port: number;
  const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
  const listen = (at: number) =>
    new Promise<net.Server>((resolve) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(at, '127.0.0.1', () => resolve(server));
    });
  const cut = async () => {
    await new Promise((resolve) => {
      relay.close(resolve);
      for (const s of sockets) s.destroy();
    });
  };

  beforeAll(async () => {
    relay = await listen(0);
    port = (relay.address() as net.AddressInfo).port;
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `ready-${port}:` },
    });
  });
  afterAll(async () => {
    await t.close();
    relay.close();
  });

  it('is not ready while Redis does not answer, and ready once it does', async () => {
    expect((await t.app.inject('/api/ready')).json()).toMatchObject({
      status: 'ready',
      checks: { redis: 'ok' },
    });
    await cut();
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not-ready',
      message: 'Not answering: redis.',
      checks: { database: 'ok', redis: 'unavailable', jobs: 'ok' },
    });
    relay = await listen(port);
    await expect
      .poll(async () => (await t.app.inject('/api/ready')).statusCode, { timeout: 15_000 })
      .toBe(200);
  });
});

describe('what counts as the database being unreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('connection errors and server shutdowns, also when wrapped as a cause', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ])
      expect(databaseUnavailable(error), error.message).toBe(true);
  });

  it('not bad statements, conflicts or other failures', () => {
    for (const error of [
      withCode('23505', 'duplicate key value'),
      withCode('23P01', 'conflicting key value violates exclusion constraint'),
      withCode('42P01', 'relation does not exist'),
      withCode('22P02'),
      new Error('Something else'),
      new Error('Failed query', { cause: withCode('40001') }),
    ])
      expect(databaseUnavailable(error), error.message).toBe(false);
    expect(DATABASE_UNAVAILABLE_MESSAGE).toMatch(/try again/);
  });
});
