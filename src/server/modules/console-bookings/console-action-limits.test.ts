import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ACTION_LIMIT } from '../../lib/route-limit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

/** Console actions that move money or mail a customer; each must refuse a flood. */
const ACTIONS = [
  '/api/console/bookings/999999/cancel',
  '/api/console/manual-payments/999999/confirm',
  '/api/console/manual-payments/999999/reject',
  '/api/console/refunds/999999/paid',
];

describe('console money actions are rate limited per staff member', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Rate limits are on by default; the in-process counter stands in for Redis.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(ACTIONS)('%s answers 429 after the limit, for that staff member only', async (url) => {
    const flooding = await staffCookie(t.app, t.db, null);
    const colleague = await staffCookie(t.app, t.db, null);
    const send = (cookie: string) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { reason: 'x' } });
    for (let i = 0; i < CONSOLE_ACTION_LIMIT.max; i++) {
      expect((await send(flooding.cookie)).statusCode).toBe(404);
    }
    const limited = await send(flooding.cookie);
    expect(limited.statusCode).toBe(429);
    // The window is a minute from the first request; the flood itself takes some seconds.
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in (1 minute|\d+ seconds)\.$/,
    );
    expect((await send(colleague.cookie)).statusCode).toBe(404);
  });
});
