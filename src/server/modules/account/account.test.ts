import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie, startSmtpCapture } from '../auth/auth-test-helpers.js';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('profile, password change and e-mail settings', () => {
  let t: TestApp;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function customer(overrides = {}) {
    const user = await createLoginCustomer(t.db, 'Secret123', overrides);
    return { user, cookie: await loginCookie(t.app, user.email, 'Secret123') };
  }
  const profileBody = (over: object = {}) => ({
    name: 'Ravi Kumar',
    email: 'ravi@example.test',
    mobile: '+919812345678',
    gender: 'Male',
    address: 'Sector 6, Bhilai',
    ...over,
  });

  it('shows my own profile with the verified marks and referral code', async () => {
    const { user, cookie } = await customer({ mobile: '+919800000001', mobileVerified: true });
    const res = await t.app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(res.json()).toEqual({
      name: user.name,
      email: user.email,
      mobile: '+919800000001',
      gender: null,
      address: null,
      photoUrl: null,
      emailVerified: true,
      mobileVerified: true,
      idVerified: false,
      referralCode: user.referralCode,
    });
  });

  it('saves the profile; a new e-mail loses its mark and gets a verification mail', async () => {
    const { user, cookie } = await customer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: profileBody({ email: 'Ravi.New@Example.test' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your profile has been updated successfully.');
    expect(res.json().profile).toMatchObject({
      email: 'ravi.new@example.test',
      emailVerified: false,
      gender: 'Male',
      address: 'Sector 6, Bhilai',
    });
    expect(smtp.linkFor('ravi.new@example.test', '/user/register/')).toBeTruthy();
    // The account stays usable while the new address waits for verification.
    await expect(loginCookie(t.app, 'ravi.new@example.test', 'Secret123')).resolves.toBeTruthy();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('ravi.new@example.test');
  });

  it('keeps the e-mail mark when the e-mail does not change', async () => {
    const { user, cookie } = await customer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: profileBody({ email: user.email, mobile: '+919811111111', gender: 'Female' }),
    });
    expect(res.json().profile).toMatchObject({ emailVerified: true, gender: 'Female' });
  });

  it('refuses an e-mail or mobile of another account, and the duplicate check says so', async () => {
    const { user: other } = await customer({ mobile: '+919822222222' });
    const { user: me, cookie } = await customer({ mobile: '+919833333333' });
    const dupEmail = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: profileBody({ email: other.email, mobile: me.mobile }),
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toBe('This e-mail is already registered with another account.');
    const dupMobile = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: profileBody({ email: me.email, mobile: '+919822222222' }),
    });
    expect(dupMobile.statusCode).toBe(409);

    const checkOwn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-availability',
      headers: { cookie },
      payload: { email: me.email, mobile: '+919833333333' },
    });
    expect(checkOwn.json().available).toBe(true);
    const checkOther = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-availability',
      headers: { cookie },
      payload: { mobile: '+919822222222' },
    });
    expect(checkOther.json()).toEqual({
      available: false,
      message: 'This mobile number is already registered with another account.',
    });
  });

  it('refuses a gender other than Male or Female', async () => {
    const { cookie } = await customer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: profileBody({ email: 'g@example.test', mobile: '+919844444444', gender: 'Other' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose Male or Female.');
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { user, cookie } = await customer();
    const otherDevice = await loginCookie(t.app, user.email, 'Secret123');
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/change-password',
        headers: { cookie },
        payload,
      });
    const wrong = await change({
      password: 'Wrong123',
      newPassword: 'Fresh123',
      confirmPassword: 'Fresh123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const weak = await change({
      password: 'Secret123',
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const mismatch = await change({
      password: 'Secret123',
      newPassword: 'Fresh123',
      confirmPassword: 'Fresh124',
    });
    expect(mismatch.json().message).toBe('New password and confirm password do not match.');

    const ok = await change({
      password: 'Secret123',
      newPassword: 'Fresh123',
      confirmPassword: 'Fresh123',
    });
    expect(ok.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(mine.json().loggedIn).toBe(true);
    const other = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: otherDevice },
    });
    expect(other.json().loggedIn).toBe(false);
    await expect(loginCookie(t.app, user.email, 'Fresh123')).resolves.toBeTruthy();
  });

  it('keeps e-mail preferences; "no promotional" clears the other two', async () => {
    const { cookie } = await customer();
    const get = () => t.app.inject({ url: '/api/account/email-preferences', headers: { cookie } });
    expect((await get()).json()).toEqual({
      promotion: true,
      announcements: true,
      noPromotional: false,
    });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/email-preferences',
        headers: { cookie },
        payload,
      });
    await put({ promotion: false, announcements: true, noPromotional: false });
    expect((await get()).json()).toEqual({
      promotion: false,
      announcements: true,
      noPromotional: false,
    });
    await put({ promotion: true, announcements: true, noPromotional: true });
    expect((await get()).json()).toEqual({
      promotion: false,
      announcements: false,
      noPromotional: true,
    });
  });

  it('answers 401 to every account route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/profile'],
      ['PUT', '/api/account/profile'],
      ['POST', '/api/account/change-password'],
      ['GET', '/api/account/email-preferences'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
