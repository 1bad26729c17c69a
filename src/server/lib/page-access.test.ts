import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './password.js';
import { SESSION_COOKIE } from './session.js';
import { createCustomer } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const INDEX_HTML = `<!doctype html><html lang="en-IN"><head><title>SelfDrive</title></head><body>
<div id="root"><p role="status">Loading…</p><!--/shell--></div></body></html>`;

/** Decision 0044: what a page address asks of the server, answered before any script runs. */
describe('page requests answered by the server', () => {
  let t: TestApp;
  let webDir: string;
  let signedIn: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-page-access-'));
    await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ webDir, env: { RATE_LIMITS: 'false' } });
    const customer = await createCustomer(t.db, {
      passwordHash: await hashPassword('Secret123'),
      emailVerified: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: 'Secret123' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    signedIn = `${SESSION_COOKIE}=${cookie!.value}`;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('sends a signed-out visitor from a customer-only page to sign-in, naming the page', async () => {
    for (const [url, next] of [
      ['/user/dashboard', '/user/dashboard'],
      ['/user/page/MyTransaction?page=2', '/user/page/MyTransaction?page=2'],
      ['/User/Dashboard/', '/User/Dashboard/'],
      ['/courseStudent/mirrors?enrol=1', '/courseStudent/mirrors?enrol=1'],
      ['/user/bookmyride', '/user/bookmyride'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`/user/login?next=${encodeURIComponent(next!)}`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // An ended or made-up session is signed out too.
    const stale = await get('/user/dashboard', `${SESSION_COOKIE}=not-a-session`);
    expect(stale.statusCode).toBe(302);
  });

  it('serves those pages to a signed-in customer, and public pages to anyone', async () => {
    const own = await get('/user/dashboard', signedIn);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<div id="root">');
    for (const url of ['/', '/cars', '/user/login', '/user/register', '/user/checkout/cart']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('sends a signed-in customer from sign-in on to where it would have', async () => {
    const next = await get('/user/login?next=%2Fuser%2Fpage%2FMyDocument', signedIn);
    expect([next.statusCode, next.headers.location]).toEqual([302, '/user/page/MyDocument']);
    const plain = await get('/user/login', signedIn);
    expect([plain.statusCode, plain.headers.location]).toEqual([302, '/user/dashboard']);
    // Never to another site.
    const away = await get('/user/login?next=%2F%2Fevil.example', signedIn);
    expect(away.headers.location).toBe('/user/dashboard');
  });

  it('switches the language from a plain link: remembered on the device, then back to the page', async () => {
    const res = await get('/cars?cityid=2&lang=hi');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cars?cityid=2');
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'hi', path: '/', sameSite: 'Lax' });
    // Back on the page, it is in Hindi.
    const page = await get('/cars?cityid=2', 'lang=hi');
    expect(page.body).toContain('<html lang="hi-IN"');
    // An unknown language changes nothing but the address.
    const odd = await get('/faq?lang=fr');
    expect([odd.statusCode, odd.headers.location, odd.cookies.length]).toEqual([303, '/faq', 0]);
  });
});
