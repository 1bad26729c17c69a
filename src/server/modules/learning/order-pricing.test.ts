import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, serializeCart, type CartEntry } from '../../../shared/learning-cart.js';
import type { Cart, CheckoutResult } from '../../../shared/learning-orders.js';
import { courseOrderItems, courseOrders, courses, referralCredits } from '../../db/schema.js';
import { createCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, studentCookie } from './learning-test-helpers.js';

/**
 * Issue 21: a USD or AED cart of a course without a campaign answered 500 (the order broke
 * `course_orders_amounts_valid`). Every cart of every currency, campaign and referral mix must
 * now be a correct order or a 400 with a message.
 */
describe('course orders in every currency', () => {
  let t: TestApp;
  let instructorId: number;
  let made = 0;

  const newCourse = async (p: { inrPaise: number; usdCents: number; campaignPercent: number }) => {
    made += 1;
    const [row] = await t.db
      .insert(courses)
      .values({
        category: 'skill',
        slug: `pricing-course-${made}`,
        title: `Pricing course ${made}`,
        summary: 'A course whose price the property test chooses.',
        imageUrl: '/media/courses/x.jpg',
        instructorId,
        status: 'live',
        ...p,
      })
      .returning({ id: courses.id });
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

  it('answers every cart, currency, campaign and referral mix with a correct order or a 400', async () => {
    const { cookie, student } = await studentCookie(t);
    const price = fc.record({
      inrPaise: fc.integer({ min: 0, max: 10_000_000 }),
      usdCents: fc.integer({ min: 0, max: 10_000_000 }),
      campaignPercent: fc.integer({ min: 0, max: 90 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(price, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('IN', 'AE', 'US', 'GB'),
        fc.boolean(),
        async (prices, country, withCredit) => {
          const ids: number[] = [];
          for (const p of prices) ids.push(await newCourse(p));
          if (withCredit) {
            const friend = await createCustomer(t.db);
            await t.db.insert(referralCredits).values({
              userId: student.id,
              friendId: friend.id,
              percent: 20,
              earnedAt: new Date(),
            });
          }
          const res = await checkout(cookie, ids, country);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) {
            expect(res.json<{ message: string }>().message).toMatch(/\w/);
            return;
          }
          const result = res.json<CheckoutResult>();
          if (result.orderId === 0) return; // every line free: enrolled, nothing to pay
          const [order] = await t.db
            .select()
            .from(courseOrders)
            .where(eq(courseOrders.id, result.orderId));
          const items = await t.db
            .select()
            .from(courseOrderItems)
            .where(inArray(courseOrderItems.orderId, [result.orderId]));
          expect(order!.discountMinor).toBeGreaterThanOrEqual(0);
          expect(order!.totalMinor).toBeLessThanOrEqual(order!.originalMinor);
          expect(order!.originalMinor - order!.totalMinor).toBe(order!.discountMinor);
          expect(items.reduce((s, i) => s + i.finalMinor, 0)).toBe(order!.totalMinor);
          for (const i of items) expect(i.finalMinor).toBeLessThanOrEqual(i.listMinor);
          expect(result.total).toBe(order!.totalMinor);
        },
      ),
      { seed: 21, numRuns: 40 },
    );
  });
});
