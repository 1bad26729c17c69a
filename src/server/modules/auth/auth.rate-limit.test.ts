import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer } from './auth-test-helpers.js';

describe('rate limits answer 429 with a readable message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits login attempts per address and e-mail', async () => {
    const user = await createLoginCustomer(t.db);
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong123' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(user.email)).statusCode).toBe(401);
    const limited = await attempt(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    // Another account from the same address is not locked out by it.
    expect((await attempt('other@example.test')).statusCode).toBe(401);
  });

  it('limits reset mails and registrations', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.test' },
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 60 minutes.');

    const register = () => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    for (let i = 0; i < 5; i++) expect((await register()).statusCode).toBe(400);
    expect((await register()).statusCode).toBe(429);
  });

  it('limits the duplicate checks', async () => {
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/check-availability',
        payload: { email: 'x@example.test' },
      });
    for (let i = 0; i < 60; i++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });

  it('limits OTP confirms per mobile', async () => {
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { mobile: '+919711111111', otp: '123456', name: 'X', email: 'x1@example.test' },
      });
    for (let i = 0; i < 10; i++) expect((await confirm()).statusCode).toBe(400);
    const limited = await confirm();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
