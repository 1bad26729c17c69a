import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from './lib/error-handler.js';
import { databaseUnavailable } from './lib/database-unavailable.js';
import { shutDownGracefully } from './lib/graceful-shutdown.js';
import { createTestApp, type TestApp } from './test/test-app.js';

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
