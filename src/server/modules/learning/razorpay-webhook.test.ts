import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../shared/learning-catalogue.js';
import { courseOrderItems, courseOrders, courses } from '../../db/schema.js';
import { hmacHex } from '../../lib/payment-gateways/razorpay-gateway.js';
import { postRazorpayWebhook } from '../../test/razorpay-webhook.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, PAID_COURSE, studentCookie } from './learning-test-helpers.js';

const WEBHOOK_SECRET = 'rzp-webhook-secret-for-course-tests';

// A customer who pays for a course and closes the window before the browser's return still
// gets the course: Razorpay's webhook settles course orders as it does bookings.
describe('Razorpay webhook for course orders', () => {
  let t: TestApp;
  let orderSeq = 0;

  beforeAll(async () => {
    t = await learningApp({
      RATE_LIMITS: 'false',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp-key-secret',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(() => t.close());

  /** A student with a pending Razorpay order for PAID_COURSE, as checkout leaves it. */
  const pendingOrder = async () => {
    const { student, cookie } = await studentCookie(t);
    const [course] = await t.db.select().from(courses).where(eq(courses.slug, PAID_COURSE));
    const gatewayOrderId = `order_C${++orderSeq}`;
    const [order] = await t.db
      .insert(courseOrders)
      .values({
        userId: student.id,
        currency: 'INR',
        originalMinor: course!.inrPaise,
        discountMinor: 0,
        totalMinor: course!.inrPaise,
        gateway: 'razorpay',
        gatewayOrderId,
      })
      .returning();
    await t.db.insert(courseOrderItems).values({
      orderId: order!.id,
      courseId: course!.id,
      listMinor: course!.inrPaise,
      campaignPercent: 0,
      finalMinor: course!.inrPaise,
    });
    return { cookie, orderId: order!.id, gatewayOrderId };
  };
  const event = (name: string, gatewayOrderId: string, paymentId: string, status: string) =>
    JSON.stringify({
      entity: 'event',
      event: name,
      payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, status } } },
    });
  const webhook = (body: string, signature: string) => postRazorpayWebhook(t.app, body, signature);
  const orderState = async (id: number) => {
    const [o] = await t.db.select().from(courseOrders).where(eq(courseOrders.id, id));
    return { status: o!.status, paymentId: o!.gatewayPaymentId };
  };
  const enrolled = async (cookie: string) =>
    (
      await t.app.inject({ url: `/api/learning/courses/${PAID_COURSE}`, headers: { cookie } })
    ).json<CourseDetail>().enrolled;

  it('a correctly signed captured payment marks the order paid and enrols the buyer, once', async () => {
    const { cookie, orderId, gatewayOrderId } = await pendingOrder();
    expect(await enrolled(cookie)).toBe(false);
    const body = event('payment.captured', gatewayOrderId, 'pay_C1', 'captured');
    const res = await webhook(body, hmacHex(WEBHOOK_SECRET, body));
    expect(res.statusCode).toBe(200);
    expect(await orderState(orderId)).toEqual({ status: 'paid', paymentId: 'pay_C1' });
    expect(await enrolled(cookie)).toBe(true);
    // Razorpay retries: the second delivery changes nothing and is still acknowledged.
    const again = await webhook(body, hmacHex(WEBHOOK_SECRET, body));
    expect(again.statusCode).toBe(200);
    expect(await orderState(orderId)).toEqual({ status: 'paid', paymentId: 'pay_C1' });
  });

  it('a bad signature is refused with 400 and enrols no one', async () => {
    const { cookie, orderId, gatewayOrderId } = await pendingOrder();
    const body = event('payment.captured', gatewayOrderId, 'pay_C2', 'captured');
    const forged = await webhook(body, hmacHex('not-the-secret', body));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'The payment signature is not valid.' });
    expect(await orderState(orderId)).toEqual({ status: 'pending', paymentId: null });
    expect(await enrolled(cookie)).toBe(false);
  });

  it('a failed payment ends the order without enrolling', async () => {
    const { cookie, orderId, gatewayOrderId } = await pendingOrder();
    const body = event('payment.failed', gatewayOrderId, 'pay_C3', 'failed');
    expect((await webhook(body, hmacHex(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect((await orderState(orderId)).status).toBe('failed');
    expect(await enrolled(cookie)).toBe(false);
  });

  it('acknowledges an order this site never opened, and changes no order', async () => {
    const { orderId } = await pendingOrder();
    const before = await t.db.select().from(courseOrders);
    const body = event('payment.captured', 'order_never_opened_here', 'pay_X1', 'captured');
    const res = await webhook(body, hmacHex(WEBHOOK_SECRET, body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(courseOrders)).toEqual(before);
    expect((await orderState(orderId)).status).toBe('pending');
  });
});
