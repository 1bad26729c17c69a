import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema.js';
import { sha256 } from '../../lib/tokens.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loginCookie, startSmtpCapture } from './auth-test-helpers.js';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

const registration = (n: string) => ({
  name: `Asha ${n}`,
  mobile: `+9198765${n.padStart(5, '0')}`,
  email: `Asha.${n}@Example.TEST`,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
});

describe('registration with e-mail verification over real SMTP', () => {
  let t: TestApp;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://site.test', RATE_LIMITS: 'false' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('mails a new instructor a link that continues the instructor sign-up (issue 21)', async () => {
    const res = await register({ ...registration('7'), next: 'instructor' });
    expect(res.statusCode).toBe(201);
    const mail = smtp.mails.find((m) => m.raw.includes('asha.7@example.test'))!;
    // Quoted-printable mail text writes '=' as '=3D'.
    expect(mail.raw).toMatch(/site\.test\/user\/register\/[\w-]+\?next=(3D)?instructor/);
    const wrong = await register({ ...registration('8'), next: '//evil.example' });
    expect(wrong.statusCode).toBe(400);
  });

  it('registers, mails a single-use link, verifies, then allows login', async () => {
    const res = await register(registration('1'));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("You're almost there! Please verify your Email.");
    const [user] = await t.db.select().from(users).where(eq(users.email, 'asha.1@example.test'));
    expect(user).toMatchObject({ mobile: '+919876500001', emailVerified: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha.1@example.test', password: 'Secret123' },
    });
    expect(blocked.statusCode).toBe(403);

    const token = smtp.linkFor('asha.1@example.test', '/user/register/');
    expect(token).toBeTruthy();
    expect(smtp.mails.at(-1)!.raw).toContain(`http://site.test/user/register/${token}`);
    const [stored] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(stored!.tokenHash).not.toBe(token);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Password Created.');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has already been used.');

    await expect(loginCookie(t.app, 'asha.1@example.test', 'Secret123')).resolves.toMatch(/=/);
  });

  it('refuses an expired verification link', async () => {
    await register(registration('2'));
    const token = smtp.linkFor('asha.2@example.test', '/user/register/')!;
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link has expired. Please ask for a new one.');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'asha.2@example.test'));
    expect(user!.emailVerified).toBe(false);
  });

  it('refuses a duplicate e-mail and a duplicate mobile with clear messages', async () => {
    await register(registration('3'));
    const sameEmail = await register({ ...registration('4'), email: 'ASHA.3@example.test' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(
      'This e-mail is already registered with another account.',
    );
    const sameMobile = await register({ ...registration('5'), mobile: '+919876500003' });
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().message).toBe(
      'This mobile number is already registered with another account.',
    );
  });

  it('reports availability for the duplicate checks', async () => {
    await register(registration('6'));
    const check = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/check-availability', payload });
    expect((await check({ email: 'asha.6@example.test' })).json()).toEqual({
      available: false,
      message: 'This e-mail is already registered with another account.',
    });
    expect((await check({ mobile: '+919876500006' })).json().available).toBe(false);
    expect((await check({ email: 'free@example.test' })).json()).toEqual({
      available: true,
      message: null,
    });
  });

  it('enforces the password rules and the confirmation', async () => {
    for (const password of ['Sh0rt', 'nouppercase1', 'NoDigitsHere']) {
      const res = await register({ ...registration('7'), password, confirmPassword: password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Password must have at least 6 characters, one uppercase letter and one number.',
      );
    }
    const mismatch = await register({ ...registration('7'), confirmPassword: 'Secret124' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field).toBe('confirmPassword');
    const noTerms = await register({ ...registration('7'), acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toMatch(/Privacy Policy/);
  });
});
