import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, serializeCart, type CartEntry } from '../../../shared/learning-cart.js';
import type { Cart, CheckoutResult } from '../../../shared/learning-orders.js';
import {
  currencyOfCountry,
  listPrice,
  ORDER_MAX_MINOR,
  orderSummary,
  salePrice,
} from '../../../shared/learning-pricing.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import { courseOrderItems, courseOrders, courses, referralCredits } from '../../db/schema.js';
import { createCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, studentCookie } from './learning-test-helpers.js';
import { enrol } from './study.queries.js';

/**
 * Issue 21: a USD or AED cart of a course without a campaign answered 500 (the order broke
 * `course_orders_amounts_valid`). Every cart of every currency, campaign and referral mix must
 * now be a correct order or a 400 with a message.
 */
describe('course orders in every currency', () => {
  let t: TestApp;
  let instructorId: number;
  let made = 0;

  let RATE = 0;

  const newCourse = async (
    p: { inrPaise: number; usdCents: number; campaignPercent: number },
    o: { category?: 'skill' | 'qb'; status?: 'live' | 'review' } = {},
  ) => {
    made += 1;
    const [row] = await t.db
      .insert(courses)
      .values({
        category: o.category ?? 'skill',
        slug: `pricing-course-${made}`,
        title: `Pricing course ${made}`,
        summary: 'A course whose price the property test chooses.',
        imageUrl: '/media/courses/x.jpg',
        instructorId,
        status: o.status ?? 'live',
        ...p,
      })
      .returning({ id: courses.id });
    return row!.id;
  };
  /** An order of the learner's, for a referral credit already used. */
  const paidOrderOf = async (userId: number) => {
    const [row] = await t.db
      .insert(courseOrders)
      .values({
        userId,
        currency: 'INR',
        originalMinor: 0,
        discountMinor: 0,
        totalMinor: 0,
        gateway: 'none',
        status: 'paid',
        paidAt: new Date(),
      })
      .returning({ id: courseOrders.id });
    return row!.id;
  };
  const cookieFor = (session: string, ids: number[]) =>
    `${session}; ${CART_COOKIE}=${serializeCart(
      ids.map((id): CartEntry => ({ targetID: id, targetType: 'MainCourse' })),
    )}`;
  const checkout = (session: string, ids: number[], country: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/learning/orders',
      headers: { cookie: cookieFor(session, ids) },
      payload: { country },
    });

  beforeAll(async () => {
    // Many checkouts by one student: the per-customer checkout limit is not what is tested here.
    t = await learningApp({ RATE_LIMITS: 'false' });
    const [any] = await t.db.select({ id: courses.instructorId }).from(courses).limit(1);
    instructorId = any!.id;
    RATE = t.config.learning.aedPerUsd;
  });
  afterAll(() => t.close());

  it('sells a $9.98 course without a campaign for exactly $9.98 (was a 500)', async () => {
    const id = await newCourse({ inrPaise: 79_900, usdCents: 998, campaignPercent: 0 });
    const { cookie } = await studentCookie(t);
    const cart = (
      await t.app.inject({
        url: '/api/learning/cart?country=US',
        headers: { cookie: cookieFor(cookie, [id]) },
      })
    ).json() as Cart;
    expect(cart.summary).toMatchObject({ currency: 'USD', original: 998, discount: 0, total: 998 });
    const res = await checkout(cookie, [id], 'US');
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckoutResult>()).toMatchObject({ currency: 'USD', total: 998 });
  });

  it('never shows a sale price above the struck one: $15.99 at 1% off is $15', async () => {
    const id = await newCourse({ inrPaise: 129_900, usdCents: 1_599, campaignPercent: 1 });
    const res = await t.app.inject({
      url: `/api/learning/cart?country=AE`,
      headers: { cookie: cookieFor('', [id]) },
    });
    const cart = res.json<Cart>();
    // 15.99 USD at 3.6725 = AED 58.72; 1% off = 58.13 -> AED 58.
    expect(cart.lines[0]!.price).toMatchObject({ currency: 'AED', list: 5_872, final: 5_800 });
    expect(cart.summary).toMatchObject({ original: 5_872, discount: 72, total: 5_800 });
  });

  /**
   * One cart entry as a customer's cookie may hold it: a new course or question bank (prices,
   * campaign), one the customer already owns, one still On Review, one under the wrong type,
   * an id that does not exist, or a repeat of an earlier entry.
   */
  type Entry =
    | { kind: 'course' | 'owned' | 'review' | 'wrongType'; bank: boolean; price: Price }
    | { kind: 'unknown' }
    | { kind: 'repeat'; of: number };
  interface Price {
    inrPaise: number;
    usdCents: number;
    campaignPercent: number;
  }
  // Prices as an instructor may enter them, sometimes up to what the columns hold (so a cart
  // can be worth more than one order may carry).
  const minor = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 10_000_000 }), weight: 5 },
    { arbitrary: fc.constantFrom(0, 1, 50, 99, 100, 101, 998, 1_599), weight: 3 },
    { arbitrary: fc.integer({ min: 600_000_000, max: 2_147_483_647 }), weight: 2 },
  );
  const price = fc.record({
    inrPaise: minor,
    usdCents: minor,
    campaignPercent: fc.oneof(fc.integer({ min: 0, max: 90 }), fc.constantFrom(0, 1, 90)),
  });
  const entry: fc.Arbitrary<Entry> = fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constant('course' as const), bank: fc.boolean(), price }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        kind: fc.constantFrom('owned' as const, 'review' as const, 'wrongType' as const),
        bank: fc.boolean(),
        price,
      }),
      weight: 3,
    },
    { arbitrary: fc.constant({ kind: 'unknown' as const }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.nat() }), weight: 1 },
  );

  /** Writes the entries' courses; returns the cookie's entries and the courses meant to show. */
  async function cartOf(entries: Entry[], userId: number) {
    const cookie: CartEntry[] = [];
    const shown: { id: number; price: Price; owned: boolean }[] = [];
    for (const e of entries) {
      if (e.kind === 'unknown') {
        cookie.push({ targetID: 2_000_000_000, targetType: 'MainCourse' });
        continue;
      }
      if (e.kind === 'repeat') {
        if (cookie.length > 0) cookie.push(cookie[e.of % cookie.length]!);
        continue;
      }
      const id = await newCourse(e.price, {
        category: e.bank ? 'qb' : 'skill',
        status: e.kind === 'review' ? 'review' : 'live',
      });
      const type = e.bank === (e.kind === 'wrongType') ? 'MainCourse' : 'questionBank';
      cookie.push({ targetID: id, targetType: type });
      if (e.kind === 'owned') await enrol(t.db, { userId, courseId: id, source: 'free' });
      if (e.kind === 'course' || e.kind === 'owned') {
        shown.push({ id, price: e.price, owned: e.kind === 'owned' });
      }
    }
    return { cookie, shown };
  }

  /** The order row and its items, checked against every rule the database and the cart hold. */
  async function storedOrder(orderId: number) {
    const [order] = await t.db.select().from(courseOrders).where(eq(courseOrders.id, orderId));
    const items = await t.db
      .select()
      .from(courseOrderItems)
      .where(eq(courseOrderItems.orderId, orderId));
    expect(order!.discountMinor).toBeGreaterThanOrEqual(0);
    expect(order!.totalMinor).toBeGreaterThanOrEqual(0);
    expect(order!.totalMinor).toBeLessThanOrEqual(order!.originalMinor);
    expect(order!.originalMinor - order!.totalMinor).toBe(order!.discountMinor);
    expect(items.reduce((s, i) => s + i.finalMinor, 0)).toBe(order!.totalMinor);
    expect(items.reduce((s, i) => s + i.listMinor, 0)).toBe(order!.originalMinor);
    for (const i of items) {
      expect(i.finalMinor).toBeGreaterThanOrEqual(0);
      expect(i.finalMinor).toBeLessThanOrEqual(i.listMinor);
    }
    return { order: order!, items };
  }

  it('answers every cart, currency, campaign, referral credit and cart mix with a correct order or a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('IN', 'AE', 'US', 'GB', 'in'),
        fc.constantFrom('none', 'earned', 'pending', 'used'),
        async (entries, country, credit) => {
          // A new learner each time, so what the referral credit does is this run's alone.
          const { cookie: session, student } = await studentCookie(t);
          const { cookie, shown } = await cartOf(entries, student.id);
          if (credit !== 'none') {
            // Pending: the friend has not verified an e-mail nor paid, so it takes nothing off.
            const friend = await createCustomer(t.db, { emailVerified: credit !== 'pending' });
            await t.db.insert(referralCredits).values({
              userId: student.id,
              friendId: friend.id,
              percent: 20,
              earnedAt: credit === 'pending' ? null : new Date(),
              usedOrderId: credit === 'used' ? await paidOrderOf(student.id) : null,
            });
          }
          const currency = currencyOfCountry(country);
          const headers = { cookie: `${session}; ${CART_COOKIE}=${serializeCart(cookie)}` };
          const seen = (
            await t.app.inject({ url: `/api/learning/cart?country=${country}`, headers })
          ).json<Cart>();

          // The cart shows exactly the live, correctly typed courses, once each, in order.
          expect(seen.lines.map((l) => [l.targetID, l.owned])).toEqual(
            shown.map((s) => [s.id, s.owned]),
          );
          const charged = shown.filter((s) => !s.owned && listPrice(s.price, currency, RATE) > 0);
          const free = shown.filter((s) => !s.owned && listPrice(s.price, currency, RATE) === 0);
          const referral = credit === 'earned' && charged.length > 0 ? 20 : 0;
          const expected = orderSummary(
            charged.map((s) => ({
              listMinor: listPrice(s.price, currency, RATE),
              campaignPercent: s.price.campaignPercent,
            })),
            referral,
          );
          expect(seen.summary).toEqual({
            currency,
            original: expected.original,
            discount: expected.discount,
            total: expected.total,
            referralPercent: referral,
          });

          const res = await t.app.inject({
            method: 'POST',
            url: '/api/learning/orders',
            headers,
            payload: { country },
          });
          if (charged.length === 0 && free.length === 0) {
            expect(res.statusCode).toBe(400);
            expect(res.json<{ message: string }>().message).toBe(LEARNING_MESSAGES.emptyCart);
            return;
          }
          if (expected.original > ORDER_MAX_MINOR) {
            expect(res.statusCode).toBe(400);
            expect(res.json<{ message: string }>().message).toMatch(/too large to pay at once/);
            return;
          }
          expect(res.statusCode, res.body).toBe(200);
          const result = res.json<CheckoutResult>();
          // The checkout charges what the cart showed, in the cart's currency.
          expect(result).toMatchObject({ currency, total: expected.total });
          if (charged.length === 0) {
            expect(result.orderId).toBe(0); // only free courses: enrolled, nothing to pay
            return;
          }
          const { order, items } = await storedOrder(result.orderId);
          expect(order).toMatchObject({
            userId: student.id,
            currency,
            originalMinor: expected.original,
            totalMinor: expected.total,
            referralPercent: referral,
            status: expected.total === 0 ? 'paid' : 'pending',
          });
          expect(order.referralCreditId !== null).toBe(referral > 0);
          expect(items.map((i) => [i.courseId, i.finalMinor])).toEqual(
            charged.map((s, k) => [s.id, expected.finals[k]]),
          );
        },
      ),
      { seed: 21, numRuns: 80 },
    );
  });

  it('answers every gift of any price, campaign and currency with a correct order or a 400', async () => {
    const { cookie, student } = await studentCookie(t);
    await fc.assert(
      fc.asyncProperty(
        price,
        fc.constantFrom('IN', 'AE', 'US'),
        fc.boolean(),
        async (p, country, live) => {
          const courseId = await newCourse(p, { status: live ? 'live' : 'review' });
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/learning/gifts',
            headers: { cookie },
            payload: {
              courseId,
              country,
              friendName: 'Ravi',
              friendEmail: `ravi.${courseId}@example.test`,
            },
          });
          const currency = currencyOfCountry(country);
          const list = listPrice(p, currency, RATE);
          if (!live) {
            expect(res.statusCode).toBe(404);
            return;
          }
          if (list > ORDER_MAX_MINOR) {
            expect(res.statusCode).toBe(400);
            expect(res.json<{ message: string }>().message).toMatch(/too large to pay at once/);
            return;
          }
          expect(res.statusCode, res.body).toBe(200);
          const result = res.json<CheckoutResult>();
          const final = salePrice(list, p.campaignPercent);
          expect(result).toMatchObject({ currency, total: final });
          const { order, items } = await storedOrder(result.orderId);
          expect(order).toMatchObject({ userId: student.id, currency, totalMinor: final });
          expect(items.map((i) => i.courseId)).toEqual([courseId]);
        },
      ),
      { seed: 21, numRuns: 40 },
    );
  });
});
