import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, serializeCart } from '../../../shared/learning-cart.js';
import type { Cart, CheckoutResult } from '../../../shared/learning-orders.js';
import { users } from '../../db/schema.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { courses } from '../../db/schema.js';
import { latestOtp } from '../../test/latest-otp.js';
import type { TestApp } from '../../test/test-app.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { PAID_COURSE, learningApp, studentCookie } from './learning-test-helpers.js';

describe('referral offer: claimed at sign-up, 20% off for the friend and the referrer, once', () => {
  let t: TestApp;
  let cart: string;

  const post = (cookie: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const cartOf = async (cookie: string) =>
    (
      await t.app.inject({ url: '/api/learning/cart', headers: { cookie: `${cookie}; ${cart}` } })
    ).json() as Cart;
  const buy = async (cookie: string, outcome = 'success') => {
    const order = (
      await post(`${cookie}; ${cart}`, '/api/learning/orders')
    ).json() as CheckoutResult;
    await post(
      cookie,
      `/api/learning/payments/test/${order.redirectUrl!.split('/').pop()}/complete`,
      { outcome },
    );
    return order;
  };

  let seq = 0;
  /** Signs up by e-mail through the register form, carrying `referralCode` from the link. */
  const register = async (referralCode?: string) => {
    const n = ++seq;
    const email = `friend.${n}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: `Friend ${n}`,
        email,
        mobile: `+91981100${String(n).padStart(4, '0')}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        acceptTerms: true,
        ...(referralCode ? { referralCode } : {}),
      },
    });
    return { res, email };
  };
  /** Signs up, confirms the e-mail (the verification link is tested with auth) and logs in. */
  const signUp = async (referralCode?: string) => {
    const { res, email } = await register(referralCode);
    expect(res.statusCode).toBe(201);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    return loginCookie(t.app, email, 'Secret123');
  };
  const openCredits = async (cookie: string) =>
    (await t.app.inject({ url: '/api/learning/referral', headers: { cookie } })).json<{
      openCredits: number;
    }>().openCredits;
  const otpLogin = async (mobile: string, more: object) => {
    await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
    const otp = await latestOtp(t.db, mobile);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile, otp, ...more },
    });
    expect(res.statusCode).toBe(200);
    return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  };

  beforeAll(async () => {
    t = await learningApp({ RATE_LIMITS: 'false' });
    const [course] = await t.db.select().from(courses).where(eq(courses.slug, PAID_COURSE));
    cart = `${CART_COOKIE}=${serializeCart([{ targetID: course!.id, targetType: 'MainCourse' }])}`;
  });
  afterAll(() => t.close());

  it('gives both sides one credit at sign-up; the server applies it to one paid order only', async () => {
    const referrer = await studentCookie(t);
    const friend = { cookie: await signUp(referrer.student.referralCode) };

    // 1499 less 10% campaign, less 20% referral = 1079.28 -> 1079.
    expect((await cartOf(friend.cookie)).summary).toMatchObject({
      total: 107_900,
      referralPercent: 20,
    });
    expect((await cartOf(referrer.cookie)).summary).toMatchObject({
      total: 107_900,
      referralPercent: 20,
    });

    // A failed payment gives the credit back; a paid one spends it.
    expect((await buy(friend.cookie, 'failure')).total).toBe(107_900);
    expect((await cartOf(friend.cookie)).summary.referralPercent).toBe(20);
    expect((await buy(friend.cookie)).total).toBe(107_900);

    const status = await t.app.inject({
      url: '/api/learning/referral',
      headers: { cookie: friend.cookie },
    });
    expect(status.json()).toEqual({ openCredits: 0, usedCredits: 1, percent: 20 });
    expect(
      (
        await t.app.inject({ url: '/api/learning/referral', headers: { cookie: referrer.cookie } })
      ).json(),
    ).toMatchObject({ openCredits: 1 });

    // The referrer's credit is reserved by a pending order, so a second order pays full price.
    const first = (
      await post(`${referrer.cookie}; ${cart}`, '/api/learning/orders')
    ).json() as CheckoutResult;
    const second = (
      await post(`${referrer.cookie}; ${cart}`, '/api/learning/orders')
    ).json() as CheckoutResult;
    expect([first.total, second.total]).toEqual([107_900, 134_900]);
  });

  it('claims only at sign-up: no later claim, no claim by an existing account logging in', async () => {
    const referrer = await studentCookie(t);
    const plain = await signUp();
    expect(await openCredits(plain)).toBe(0);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/learning/referral/claim',
      headers: { cookie: plain },
      payload: { code: referrer.student.referralCode },
    });
    expect(claim.statusCode).toBe(404);
    expect(await openCredits(plain)).toBe(0);

    // An existing account logging in by OTP with a code gets nothing; a new one signing up does.
    const existing = await studentCookie(t);
    await t.db
      .update(users)
      .set({ mobile: '+919822000002' })
      .where(eq(users.id, existing.student.id));
    const again = await otpLogin('+919822000002', {
      referralCode: referrer.student.referralCode,
    });
    expect(await openCredits(again)).toBe(0);
    const byOtp = await otpLogin('+919822000001', {
      name: 'Otp Friend',
      email: 'otp.friend@example.test',
      referralCode: referrer.student.referralCode,
    });
    expect(await openCredits(byOtp)).toBe(1);
    expect(await openCredits(referrer.cookie)).toBe(1);
  });

  it('signs up without the offer when the code is unknown, and refuses a malformed one', async () => {
    const unknown = await signUp('NOSUCHCODE');
    expect(await openCredits(unknown)).toBe(0);
    const { res, email } = await register('../x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This referral link is not valid.');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
