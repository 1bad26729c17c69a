import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, serializeCart } from '../../../shared/learning-cart.js';
import type { Cart, CheckoutResult } from '../../../shared/learning-orders.js';
import { users } from '../../db/schema.js';
import { courses } from '../../db/learning-schema.js';
import type { TestApp } from '../../test/test-app.js';
import { PAID_COURSE, learningApp, studentCookie } from './learning-test-helpers.js';

describe('referral offer: 20% off for the friend and the referrer, applied once', () => {
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
      `/api/learning/orders/test/${order.redirectUrl!.split('/').pop()}/complete`,
      { outcome },
    );
    return order;
  };

  beforeAll(async () => {
    t = await learningApp();
    const [course] = await t.db.select().from(courses).where(eq(courses.slug, PAID_COURSE));
    cart = `${CART_COOKIE}=${serializeCart([{ targetID: course!.id, targetType: 'MainCourse' }])}`;
  });
  afterAll(() => t.close());

  it('gives both sides one credit; the server applies it to one paid order only', async () => {
    const referrer = await studentCookie(t);
    const friend = await studentCookie(t);
    const claim = await post(friend.cookie, '/api/learning/referral/claim', {
      code: referrer.student.referralCode,
    });
    expect(claim.json()).toEqual({ referrerName: referrer.student.name, percent: 20 });

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

  it('refuses its own code, an unknown code, a second claim and an old account', async () => {
    const me = await studentCookie(t);
    const own = await post(me.cookie, '/api/learning/referral/claim', {
      code: me.student.referralCode,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('This referral link is not valid.');
    expect(
      (await post(me.cookie, '/api/learning/referral/claim', { code: 'NOSUCHCODE' })).statusCode,
    ).toBe(400);
    expect(
      (await post(me.cookie, '/api/learning/referral/claim', { code: '../x' })).statusCode,
    ).toBe(400);

    const a = await studentCookie(t);
    const b = await studentCookie(t);
    expect(
      (await post(me.cookie, '/api/learning/referral/claim', { code: a.student.referralCode }))
        .statusCode,
    ).toBe(200);
    const again = await post(me.cookie, '/api/learning/referral/claim', {
      code: b.student.referralCode,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already used a referral link.');

    const old = await studentCookie(t);
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, old.student.id));
    const late = await post(old.cookie, '/api/learning/referral/claim', {
      code: a.student.referralCode,
    });
    expect(late.json().message).toBe('The referral offer is for new accounts only.');
  });
});
