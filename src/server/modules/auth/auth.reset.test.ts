import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie, startSmtpCapture } from './auth-test-helpers.js';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('forgot and reset password over real SMTP', () => {
  let t: TestApp;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

  it('answers the same whether or not the address exists; mails only a real account', async () => {
    const user = await createLoginCustomer(t.db);
    const before = smtp.mails.length;
    const unknown = await forgot('ghost@example.test');
    const known = await forgot(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.mails.at(-1)!.to).toEqual([user.email]);
  });

  it('resets with the mailed link, revokes every session, and the link works once', async () => {
    const user = await createLoginCustomer(t.db);
    const oldCookie = await loginCookie(t.app, user.email, user.password);
    await forgot(user.email);
    const token = smtp.linkFor(user.email, '/user/change-password/')!;
    expect(token).toBeTruthy();
    expect((await t.app.inject(`/api/auth/reset-password/${token}`)).json()).toEqual({
      valid: true,
      message: 'The link is valid.',
    });

    const mismatch = await reset({ token, newPassword: 'Newpass1', confirmPassword: 'Newpass2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('New password and confirm password do not match.');

    const ok = await reset({ token, newPassword: 'Newpass1', confirmPassword: 'Newpass1' });
    expect(ok.statusCode).toBe(200);
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: oldCookie },
    });
    expect(session.json().loggedIn).toBe(false);
    await expect(loginCookie(t.app, user.email, user.password)).rejects.toThrow(/401/);
    await expect(loginCookie(t.app, user.email, 'Newpass1')).resolves.toBeTruthy();

    const reuse = await reset({ token, newPassword: 'Other123', confirmPassword: 'Other123' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('This link has already been used.');
    const check = await t.app.inject(`/api/auth/reset-password/${token}`);
    expect(check.json()).toEqual({ valid: false, message: 'This link has already been used.' });
  });

  it('refuses an expired link on open and on submit', async () => {
    const user = await createLoginCustomer(t.db);
    await forgot(user.email);
    const token = smtp.linkFor(user.email, '/user/change-password/')!;
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.userId, user.id));
    const check = await t.app.inject(`/api/auth/reset-password/${token}`);
    expect(check.json()).toEqual({
      valid: false,
      message: 'This link has expired. Please ask for a new one.',
    });
    const res = await reset({ token, newPassword: 'Newpass1', confirmPassword: 'Newpass1' });
    expect(res.json().message).toBe('This link has expired. Please ask for a new one.');
    await expect(loginCookie(t.app, user.email, user.password)).resolves.toBeTruthy();
  });

  it('refuses an unknown link', async () => {
    const res = await t.app.inject('/api/auth/reset-password/abcdefghijklmnopqrstuvwxyz');
    expect(res.json()).toEqual({ valid: false, message: 'This link is not valid.' });
  });
});
