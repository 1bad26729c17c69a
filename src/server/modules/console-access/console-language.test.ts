import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../shared/language.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createStaff, signIn, staffCookie } from './console-test-helpers.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
});
afterAll(() => t.close());

const session = async (cookie: string) =>
  (await t.app.inject({ url: '/api/staff/session', headers: { cookie } })).json<{
    staff: { language: string | null } | null;
  }>().staff;
const choose = (cookie: string, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/console/language',
    headers: { cookie },
    payload: { language },
  });

describe('the console language, remembered per staff account', () => {
  it('is unset until chosen, then follows the counter clerk to a new sign-in', async () => {
    const clerk = await createStaff(t.db, 'Bhilai', { staffRole: 'staff' });
    const first = await signIn(t.app, clerk.email);
    expect((await session(first))?.language).toBeNull();

    const saved = await choose(first, 'hi');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('hi');

    // Another device: the sign-in itself answers with the account's language.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: clerk.email, password: 'Staff1234' },
    });
    expect(login.json()).toMatchObject({ staff: { language: 'hi' } });
    expect((await session(await signIn(t.app, clerk.email)))?.language).toBe('hi');
  });

  it('refuses a language the console does not have, with the reason', async () => {
    const { cookie } = await staffCookie(t.app, t.db, 'Durg');
    const res = await choose(cookie, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose English or Hindi.');
  });

  it('is not a door for customers or visitors', async () => {
    expect((await choose('', 'hi')).statusCode).toBe(401);
    const buyer = await createLoginCustomer(t.db);
    const customer = await loginCookie(t.app, buyer.email, buyer.password);
    expect([401, 403]).toContain((await choose(customer, 'hi')).statusCode);
  });
});
