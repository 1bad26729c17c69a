import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from './auth-test-helpers.js';

describe('sessions and e-mail login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with e-mail and password, setting an httpOnly SameSite=Lax cookie', async () => {
    const user = await createLoginCustomer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      loggedIn: true,
      user: { email: user.email, name: user.name },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    // Only a hash of the token is stored.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(cookie.value);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers one message for a wrong password and an unknown e-mail', async () => {
    const user = await createLoginCustomer(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Wrong123' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: user.password },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid e-mail or password.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses a new registration whose e-mail is not verified yet', async () => {
    const user = await createLoginCustomer(t.db, 'Secret123', { emailVerified: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Secret123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify your e-mail/);
  });

  it('answers bad input with 400 and a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid e-mail address.');
  });

  it('reports the session, and nobody without a cookie', async () => {
    const user = await createLoginCustomer(t.db);
    const cookie = await loginCookie(t.app, user.email, user.password);
    const mine = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(mine.json()).toMatchObject({ loggedIn: true, user: { id: user.id } });
    const anon = await t.app.inject({ url: '/api/auth/session' });
    expect(anon.json()).toEqual({ loggedIn: false, user: null });
    const forged = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `${SESSION_COOKIE}=forged-token-value` },
    });
    expect(forged.json().loggedIn).toBe(false);
  });

  it('protects customer routes with 401 and lets the owner in', async () => {
    const user = await createLoginCustomer(t.db);
    const anon = await t.app.inject({ url: '/api/account/profile' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Please Login to Continue.');
    const cookie = await loginCookie(t.app, user.email, user.password);
    const mine = await t.app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().email).toBe(user.email);
  });

  it('logout revokes the session: the same cookie no longer works', async () => {
    const user = await createLoginCustomer(t.db);
    const cookie = await loginCookie(t.app, user.email, user.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const after = await t.app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().loggedIn).toBe(false);
  });

  it('an expired or revoked session answers as logged out', async () => {
    const user = await createLoginCustomer(t.db);
    const cookie = await loginCookie(t.app, user.email, user.password);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(res.json().loggedIn).toBe(false);
  });

  it('refuses unsafe requests from another Origin with 403, allows its own', async () => {
    const user = await createLoginCustomer(t.db);
    const cookie = await loginCookie(t.app, user.email, user.password);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
    const still = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(still.json().loggedIn).toBe(true);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(own.statusCode).toBe(204);
  });

  it('staff accounts cannot use the customer login', async () => {
    // A verified staff account with a right password: only the role check can refuse it.
    const staff = await createLoginCustomer(t.db, 'Secret123', { role: 'staff' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid e-mail or password.');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(staffLogin.statusCode).toBe(200);
  });
});
