import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ssrBuildDir } from '../../test/ssr-build.js';

const INDEX_HTML = `<!doctype html>
<html lang="en-IN"><head><title>SelfDrive</title>
<meta name="description" content="The site's description" /></head><body>
<div id="root">
  <p role="status" class="flex-1">Loading…</p>
  <!--/shell-->
</div>
<noscript>Please turn on JavaScript to browse and book self-drive cars.</noscript>
</body></html>`;

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('pages in the visitor language: cookie, then account, then Accept-Language', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await ssrBuildDir('selfdrive-language-', INDEX_HTML);
    t = await createTestApp({ webDir: path.join(root, 'web'), env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('renders a public page in Hindi for a browser that asks for Hindi, with lang="hi-IN"', async () => {
    const res = await get('/about-us', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('hi-IN');
    expect(res.body).toContain('कार किराए पर लें');
    expect(res.body).not.toContain('>Rent a Car<');
    expect(res.headers.vary).toContain('cookie');
  });

  it('keeps English by default, and the cookie wins over the browser', async () => {
    const plain = await get('/about-us');
    expect(htmlLang(plain.body)).toBe('en-IN');
    expect(plain.body).toContain('>Rent a Car<');
    const chosen = await get('/about-us', { 'accept-language': 'hi', cookie: 'lang=en' });
    expect(htmlLang(chosen.body)).toBe('en-IN');
    expect(chosen.body).toContain('>Rent a Car<');
  });

  it('puts the loading shell of a page about the visitor in their language too', async () => {
    const res = await get('/user/login', { cookie: 'lang=hi' });
    expect(htmlLang(res.body)).toBe('hi-IN');
    expect(res.body).toContain('लोड हो रहा है…');
    expect(res.body).toContain('JavaScript चालू करें');
  });

  it("saves an account's language, answers it in the session and renders pages in it", async () => {
    const user = await createLoginCustomer(t.db, 'Secret123');
    const cookie = await loginCookie(t.app, user.email, 'Secret123');
    const before = (await get('/api/auth/session', { cookie })).json();
    expect(before.user.language).toBeNull();

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie },
      payload: { language: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });
    expect(String(saved.headers['set-cookie'])).toMatch(/lang=hi;/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('hi');
    expect((await get('/api/auth/session', { cookie })).json().user.language).toBe('hi');

    // A new device (no language cookie) with an English browser still gets Hindi...
    const page = await get('/about-us', { cookie, 'accept-language': 'en' });
    expect(htmlLang(page.body)).toBe('hi-IN');
    // ...unless this device chose English.
    const english = await get('/about-us', { cookie: `${cookie}; lang=en` });
    expect(htmlLang(english.body)).toBe('en-IN');
  });

  it('refuses a language we do not offer with 400 and a message, and a visitor with 401', async () => {
    const user = await createLoginCustomer(t.db, 'Secret123');
    const cookie = await loginCookie(t.app, user.email, 'Secret123');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie },
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose English or Hindi.');
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'hi' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('gives a new account the language its visitor was reading in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: 'lang=hi' },
      payload: {
        name: 'Sunita Sahu',
        mobile: '+919811122233',
        email: 'sunita@example.test',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sunita@example.test'));
    expect(row!.language).toBe('hi');
  });
});
