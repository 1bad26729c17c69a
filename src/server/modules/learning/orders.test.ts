import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, serializeCart, type CartEntry } from '../../../shared/learning-cart.js';
import type { CourseDetail } from '../../../shared/learning-catalogue.js';
import type { Cart, CheckoutResult, CourseOrder } from '../../../shared/learning-orders.js';
import { outboxMessages } from '../../db/schema.js';
import { courseOrders, courses } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, studentCookie } from './learning-test-helpers.js';
import { FREE_QB, PAID_COURSE, PAID_QB } from './seeded-course-slugs.js';

describe('course cart, checkout, gifting and refunds', () => {
  let t: TestApp;
  let session: string;
  let ids: Record<string, number>;

  const cartCookie = (entries: CartEntry[]) => `${CART_COOKIE}=${serializeCart(entries)}`;
  const as = (cookie: string, entries: CartEntry[] = []) => `${cookie}; ${cartCookie(entries)}`;
  const course = (slug: string): CartEntry => ({
    targetID: ids[slug]!,
    targetType: slug.includes('mock-test') ? 'questionBank' : 'MainCourse',
  });
  const pay = async (cookie: string, result: CheckoutResult, outcome = 'success') => {
    const orderId = result.redirectUrl!.split('/').pop()!;
    return t.app.inject({
      method: 'POST',
      url: `/api/learning/payments/test/${orderId}/complete`,
      headers: { cookie },
      payload: { outcome },
    });
  };
  const enrolled = async (cookie: string, slug: string) =>
    (
      (
        await t.app.inject({ url: `/api/learning/courses/${slug}`, headers: { cookie } })
      ).json() as CourseDetail
    ).enrolled;

  /** A new student who bought and paid for PAID_COURSE: the order and the course's detail. */
  const paidCourseStudent = async () => {
    const { cookie } = await studentCookie(t);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/learning/orders',
        headers: { cookie: as(cookie, [course(PAID_COURSE)]) },
        payload: {},
      })
    ).json() as CheckoutResult;
    await pay(cookie, order);
    const detail = (
      await t.app.inject({ url: `/api/learning/courses/${PAID_COURSE}`, headers: { cookie } })
    ).json() as CourseDetail;
    return { cookie, order, detail };
  };

  beforeAll(async () => {
    t = await learningApp();
    session = (await studentCookie(t)).cookie;
    const rows = await t.db.select({ id: courses.id, slug: courses.slug }).from(courses);
    ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  });
  afterAll(() => t.close());

  it('prices the cart cookie on the server, deduplicated, in the country currency', async () => {
    const entries = [course(PAID_COURSE), course(PAID_COURSE), course(PAID_QB), course(FREE_QB)];
    const res = await t.app.inject({
      url: '/api/learning/cart',
      headers: { cookie: cartCookie(entries) },
    });
    const cart = res.json() as Cart;
    expect(cart.lines.map((l) => l.slug)).toEqual([PAID_COURSE, PAID_QB, FREE_QB]);
    // Each line names its course and who teaches it, as the cart shows them.
    expect(cart.lines[0]).toMatchObject({
      title: 'Driving Licence Test Masterclass',
      language: 'en',
      instructorDisplay: 'Meena Verma, RTO-certified instructor (Raipur)',
      owned: false,
    });
    // In the page's language where the course and instructor have it.
    const inHindi = (
      await t.app.inject({
        url: '/api/learning/cart?lang=hi',
        headers: { cookie: cartCookie(entries) },
      })
    ).json() as Cart;
    expect(inHindi.lines[0]).toMatchObject({
      title: 'ड्राइविंग लाइसेंस टेस्ट मास्टरक्लास',
      language: 'hi',
      instructorDisplay: 'मीना वर्मा, आरटीओ से प्रमाणित प्रशिक्षक (रायपुर)',
    });
    // 1499 less 10% = 1349.10 -> 1349; 199; the free bank costs nothing.
    expect(cart.summary).toEqual({
      currency: 'INR',
      original: 169_800,
      discount: 15_000,
      total: 154_800,
      referralPercent: 0,
    });
    const usd = (
      await t.app.inject({
        url: '/api/learning/cart?country=US',
        headers: { cookie: cartCookie(entries) },
      })
    ).json() as Cart;
    // $19.99 less 10% = 17.99 -> $18; $2.99 without a campaign stays $2.99 (was $3 on main).
    expect(usd.summary).toMatchObject({ currency: 'USD', original: 2_298, total: 2_099 });
    const wrongType = (
      await t.app.inject({
        url: '/api/learning/cart',
        headers: {
          cookie: cartCookie([{ targetID: ids[PAID_COURSE]!, targetType: 'questionBank' }]),
        },
      })
    ).json() as Cart;
    expect(wrongType.lines).toEqual([]);
  });

  it('asks a visitor to log in to pay and refuses an empty cart with the spec message', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/learning/orders',
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/learning/orders',
      headers: { cookie: as(session) },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty. Keep shopping to find a course!');
  });

  it('buys the cart through the gateway: a failed payment enrols nobody, a paid one enrols', async () => {
    const { cookie } = await studentCookie(t);
    const entries = [course(PAID_COURSE), course(FREE_QB)];
    const first = (
      await t.app.inject({
        method: 'POST',
        url: '/api/learning/orders',
        headers: { cookie: as(cookie, entries) },
        payload: { country: 'IN' },
      })
    ).json() as CheckoutResult;
    expect(first).toMatchObject({ status: 'pending', total: 134_900, currency: 'INR' });
    expect(await enrolled(cookie, FREE_QB)).toBe(true); // free lines enrol at checkout
    expect((await pay(cookie, first, 'failure')).json()).toMatchObject({ status: 'failed' });
    expect(await enrolled(cookie, PAID_COURSE)).toBe(false);

    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/learning/orders',
        headers: { cookie: as(cookie, entries) },
        payload: {},
      })
    ).json() as CheckoutResult;
    const done = await pay(cookie, second);
    expect(done.json()).toEqual({
      status: 'success',
      redirectUrl: '/user/page/mycourses?status=1',
    });
    expect(done.cookies.find((c) => c.name === CART_COOKIE)?.value).toBe('');
    expect(await enrolled(cookie, PAID_COURSE)).toBe(true);
    // Returning twice changes nothing; another customer cannot complete my order.
    expect((await pay(cookie, second)).json()).toMatchObject({ status: 'success' });
    expect((await pay(session, second)).statusCode).toBe(404);

    const again = (
      await t.app.inject({ url: '/api/learning/cart', headers: { cookie: as(cookie, entries) } })
    ).json() as Cart;
    expect(again.lines.length).toBeGreaterThan(0);
    expect(again.lines.every((l) => l.owned)).toBe(true);
    expect(again.summary.total).toBe(0);
  });

  it('gifts a course: the friend gets a link that enrols them once, signed in', async () => {
    const buyer = await studentCookie(t);
    const friend = await studentCookie(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/learning/gifts',
      headers: { cookie: buyer.cookie },
      payload: { courseId: ids[PAID_QB], friendName: '', friendEmail: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter your friend's name.");
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/learning/gifts',
      headers: { cookie: buyer.cookie },
      payload: { courseId: ids[PAID_QB], friendName: 'Me', friendEmail: buyer.student.email },
    });
    expect(self.statusCode).toBe(400);

    const gift = (
      await t.app.inject({
        method: 'POST',
        url: '/api/learning/gifts',
        headers: { cookie: buyer.cookie },
        payload: {
          courseId: ids[PAID_QB],
          friendName: 'Ravi',
          friendEmail: friend.student.email.toUpperCase(),
        },
      })
    ).json() as CheckoutResult;
    expect(gift).toMatchObject({ status: 'pending', total: 19_900 });
    const mailsBefore = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, friend.student.email));
    expect(mailsBefore).toHaveLength(0);
    await pay(buyer.cookie, gift);
    expect(await enrolled(buyer.cookie, PAID_QB)).toBe(false);

    await t.events.idle();
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, friend.student.email));
    expect(mail!.text).toContain('Hello Ravi,');
    const token = /\/gift\/([\w-]+)/.exec(mail!.text)![1]!;
    const view = await t.app.inject({ url: `/api/learning/gifts/${token}` });
    // The friend's page: who gave which course.
    expect(view.json()).toMatchObject({
      slug: PAID_QB,
      title: "Learner's Licence Mock Test: Rules of the Road",
      giver: buyer.student.name,
      claimed: false,
    });
    // The buyer's orders say whom the gift was for.
    const bought = (
      await t.app.inject({ url: '/api/learning/orders', headers: { cookie: buyer.cookie } })
    ).json() as { orders: CourseOrder[] };
    expect(bought.orders[0]).toMatchObject({ status: 'paid', giftFor: 'Ravi' });
    // Both read in Hindi name the course in Hindi.
    const hindiView = await t.app.inject({ url: `/api/learning/gifts/${token}?lang=hi` });
    expect(hindiView.json()).toMatchObject({
      title: 'लर्नर लाइसेंस मॉक टेस्ट: सड़क के नियम',
      language: 'hi',
    });
    const hindiOrders = (
      await t.app.inject({
        url: '/api/learning/orders?lang=hi',
        headers: { cookie: buyer.cookie },
      })
    ).json() as { orders: CourseOrder[] };
    expect(hindiOrders.orders[0]!.items).toEqual([
      expect.objectContaining({ title: 'लर्नर लाइसेंस मॉक टेस्ट: सड़क के नियम', language: 'hi' }),
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/learning/gifts/${token}/claim` }))
        .statusCode,
    ).toBe(401);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/learning/gifts/${token}/claim`,
      headers: { cookie: friend.cookie },
    });
    expect(claim.json()).toMatchObject({ slug: PAID_QB });
    expect(await enrolled(friend.cookie, PAID_QB)).toBe(true);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/learning/gifts/${token}/claim`,
      headers: { cookie: session },
    });
    expect(twice.statusCode).toBe(409);
    expect(await enrolled(session, PAID_QB)).toBe(false);
  });

  it('refunds within 30 days while under 30% of lessons were opened, once', async () => {
    const { cookie, order, detail } = await paidCourseStudent();
    await t.app.inject({
      url: `/api/learning/courses/${PAID_COURSE}/lessons/${detail.syllabus[0]!.id}`,
      headers: { cookie },
    });

    const list = (
      await t.app.inject({ url: '/api/learning/orders', headers: { cookie } })
    ).json() as { orders: CourseOrder[] };
    expect(list.orders[0]).toMatchObject({ id: order.orderId, status: 'paid', refundable: true });

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/learning/orders/${order.orderId}/refund`,
      headers: { cookie },
    });
    expect(refund.json()).toEqual({ id: order.orderId, status: 'refunded' });
    expect(await enrolled(cookie, PAID_COURSE)).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/learning/orders/${order.orderId}/refund`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses a refund after 30% of lessons were opened or after 30 days', async () => {
    const { cookie, order, detail } = await paidCourseStudent();
    for (const l of detail.syllabus.slice(0, 2)) {
      await t.app.inject({
        url: `/api/learning/courses/${PAID_COURSE}/lessons/${l.id}`,
        headers: { cookie },
      });
    }
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/learning/orders/${order.orderId}/refund`,
      headers: { cookie },
    });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().message).toBe(
      'A refund is not possible once 30% or more of the lessons were opened.',
    );

    const other = await studentCookie(t);
    const late = (
      await t.app.inject({
        method: 'POST',
        url: '/api/learning/orders',
        headers: { cookie: as(other.cookie, [course(PAID_QB)]) },
        payload: {},
      })
    ).json() as CheckoutResult;
    await pay(other.cookie, late);
    await t.db
      .update(courseOrders)
      .set({ paidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(courseOrders.id, late.orderId));
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/learning/orders/${late.orderId}/refund`,
      headers: { cookie: other.cookie },
    });
    expect(expired.json().message).toBe('The 30 day Refund Guarantee for this order has ended.');
    expect(await enrolled(other.cookie, PAID_QB)).toBe(true);
    // Someone else's order is not found.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/learning/orders/${late.orderId}/refund`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
