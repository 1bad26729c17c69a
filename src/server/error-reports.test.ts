import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginCustomer, loginCookie } from './modules/auth/auth-test-helpers.js';
import { logCapture } from './test/log-capture.js';
import { startSentryStandIn } from './test/sentry-stand-in.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const PASSWORD = 'Report-Secret-Pass-4417';
const BEARER = 'bearer-secret-0f9e8d7c6b5a49382716';
const QUERY_TOKEN = 'query-secret-5a5b5c5d';

/**
 * With SENTRY_DSN set, a request that fails (here: a login while the sessions table is missing,
 * as after a migration that did not run) is reported to a Sentry-protocol server, and neither
 * the report nor the log line holds the password, the cookie, the bearer token, a query token,
 * the statement's values or the customer's address.
 */
describe('error reports to a Sentry-protocol server', () => {
  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
  let t: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    sentry = await startSentryStandIn();
    t = await createTestApp({
      env: { RATE_LIMITS: 'false', SENTRY_DSN: sentry.dsn, LOG_LEVEL: 'info' },
      logStream: logs.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
  });

  it('a 500 arrives as an event with its route and status, and nothing secret', async () => {
    const user = await createLoginCustomer(t.db, PASSWORD);
    const cookie = await loginCookie(t.app, user.email, PASSWORD);
    const sessionToken = decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!);
    await t.db.execute(sql`alter table sessions rename to sessions_away`);
    let res;
    try {
      res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/login?token=${QUERY_TOKEN}&lang=hi`,
        headers: { cookie, authorization: `Bearer ${BEARER}`, 'user-agent': 'report-test' },
        payload: { email: user.email, password: PASSWORD },
      });
    } finally {
      await t.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    expect(res.statusCode).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.close(); // flushes the SDK's queue (Sentry.close)

    const events = sentry.events() as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      request: { method: string; url: string; headers: Record<string, string> };
      environment: string;
    }[];
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.tags).toMatchObject({
      'http.route': '/api/auth/login',
      'http.status_code': '500',
    });
    expect(event!.environment).toBe('test');
    expect(event!.request).toEqual({
      method: 'POST',
      url: '/api/auth/login?token=[redacted]&lang=hi',
      headers: expect.objectContaining({ 'user-agent': 'report-test' }) as unknown,
    });
    const messages = event!.exception.values.map((v) => v.value).join('\n');
    expect(messages).toMatch(/sessions/); // what failed is still there
    expect(messages).toContain('params: [redacted]');

    const secrets = [PASSWORD, BEARER, QUERY_TOKEN, sessionToken, user.email];
    const raw = sentry.envelopes.map((e) => e.raw).join('\n');
    for (const secret of secrets)
      expect({ secret, inReport: raw.includes(secret) }).toEqual({
        secret,
        inReport: false,
      });

    // The same failure in the JSON log: logged, with the same secrets left out.
    const failed = logs.lines.find((line) => line.includes('"request failed"'));
    expect(failed).toContain('sessions');
    for (const secret of secrets)
      expect({ secret, inLog: logs.text().includes(secret) }).toEqual({ secret, inLog: false });
  });
});
