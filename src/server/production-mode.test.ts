import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from './lib/payment-gateways/test-gateway.js';
import { SESSION_COOKIE } from './lib/session.js';
import { createLoginCustomer } from './modules/auth/auth-test-helpers.js';
import { productionEnv } from './test/production-env.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const STACK_LINE = /\n\s+at |\bat .+\.(ts|js):\d+/;

/** An e-mail verification attempt that claims to come from `address` (X-Forwarded-For). */
const verifyFrom = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: { 'x-forwarded-for': address },
    payload: { token: 'not-a-real-token' },
  });

describe('the app in production mode', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    // Even if a test gateway reached a production app, its pay-yourself routes must not exist.
    t = await createTestApp({ env: productionEnv(), webDir, gateway: createTestGateway() });
    t.app.get('/api/test/boom', async () => {
      throw new Error('pool failed at postgres://admin:pw@10.0.0.5/selfdrive');
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('sends HSTS and a Secure, httpOnly session cookie', async () => {
    expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
    const customer = await createLoginCustomer(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true });
  });

  it('hides the dev mailbox page and the outbox API', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/outbox', '/api/dev/outbox/1/attachments/0']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('answers the test gateway routes with 404', async () => {
    const order = await t.app.inject('/api/payments/test/order_test_1');
    expect(order.statusCode).toBe(404);
    expect(order.json().message).toBe('Nothing at GET /api/payments/test/order_test_1.');
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/order_test_1/complete',
      payload: { outcome: 'success' },
    });
    expect(complete.statusCode).toBe(404);
    expect(complete.json().message).toBe(
      'Nothing at POST /api/payments/test/order_test_1/complete.',
    );
  });

  it('never shows a stack trace or an internal message', async () => {
    const boom = await t.app.inject('/api/test/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong, Please try again later.',
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    for (const res of [boom, badJson, await t.app.inject('/api/nothing-here')]) {
      expect(res.body).not.toMatch(STACK_LINE);
      expect(res.body).not.toContain('postgres://');
    }
  });

  it('believes no X-Forwarded-For without TRUST_PROXY: forged addresses share one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await verifyFrom(t, `203.0.113.${i + 1}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});

describe('the app behind a proxy named by TRUST_PROXY', () => {
  it('counts each forwarded client address on its own', async () => {
    const t = await createTestApp({ env: { ...productionEnv(), TRUST_PROXY: '127.0.0.1' } });
    try {
      for (let i = 0; i < 21; i++) {
        const res = await verifyFrom(t, `203.0.113.${i + 1}`);
        expect(res.statusCode).not.toBe(429);
      }
    } finally {
      await t.close();
    }
  });
});
