import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteResponse } from '../../../shared/payments.js';
import { bookings, payments } from '../../db/schema.js';
import { hmacHex } from '../../lib/payment-gateways/razorpay-gateway.js';
import { hoursAfter } from '../../test/factories.js';
import { postRazorpayWebhook } from '../../test/razorpay-webhook.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession, insertDayBooking } from '../bookings/bookings-test-helpers.js';
import { razorpayTestEnv } from './payments-test-helpers.js';

const KEY_SECRET = 'rzp-key-secret-for-tests';
const WEBHOOK_SECRET = 'rzp-webhook-secret-for-tests';

describe('Razorpay return and webhook', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let carIndex = 0;
  let orderSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: razorpayTestEnv({
        keyId: 'rzp_test_key',
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
      }),
    });
    alice = await customerSession(t.app, t.db);
  });
  afterAll(() => t.close());

  /** An unpaid booking with an open Razorpay order, as POST /pay leaves it. */
  const openOrder = async () => {
    const booking = await insertDayBooking(t.db, {
      userId: alice.id,
      carIndex: carIndex++,
      hoursAhead: 72,
    });
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: hoursAfter(new Date(), 0.5) })
      .where(eq(bookings.id, booking.id));
    const orderId = `order_T${++orderSeq}`;
    await t.db.insert(payments).values({
      bookingId: booking.id,
      kind: 'rent',
      method: 'Razorpay',
      amountPaise: booking.totalPaise,
      gatewayOrderId: orderId,
    });
    return { bookingId: booking.id, orderId };
  };
  const state = async (bookingId: number) => {
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [p] = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    return { booking: b!.status, payment: p!.status, paymentId: p!.gatewayPaymentId };
  };
  const capturedEvent = (orderId: string, paymentId: string) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
    });
  const webhook = (body: string, signature: string) => postRazorpayWebhook(t.app, body, signature);

  it('a webhook signed over the raw body confirms the booking', async () => {
    const { bookingId, orderId } = await openOrder();
    // Spacing that a re-serialised JSON would lose: the signature covers these exact bytes.
    const body = capturedEvent(orderId, 'pay_W1').replace('{', '{ ');
    const res = await webhook(body, hmacHex(WEBHOOK_SECRET, body));
    expect(res.statusCode).toBe(200);
    expect(await state(bookingId)).toEqual({
      booking: 'confirmed',
      payment: 'success',
      paymentId: 'pay_W1',
    });
    // Razorpay retries: the second delivery changes nothing.
    expect((await webhook(body, hmacHex(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect((await state(bookingId)).payment).toBe('success');
  });

  it('refuses a forged signature and a tampered body with 400', async () => {
    const { bookingId, orderId } = await openOrder();
    const body = capturedEvent(orderId, 'pay_W2');
    const forged = await webhook(body, hmacHex('not-the-secret', body));
    expect(forged.statusCode).toBe(400);
    const signed = hmacHex(WEBHOOK_SECRET, body);
    const tampered = await webhook(body.replace('pay_W2', 'pay_W3'), signed);
    expect(tampered.statusCode).toBe(400);
    expect((await webhook(body, '')).statusCode).toBe(400);
    expect(await state(bookingId)).toMatchObject({
      booking: 'pending_payment',
      payment: 'pending',
    });
  });

  it('a failed-payment event marks the payment failed and keeps the hold', async () => {
    const { bookingId, orderId } = await openOrder();
    const body = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_F', order_id: orderId } } },
    });
    expect((await webhook(body, hmacHex(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect(await state(bookingId)).toMatchObject({ booking: 'pending_payment', payment: 'failed' });
  });

  it('the checkout return confirms with a valid signature and refuses a forged one', async () => {
    const { bookingId, orderId } = await openOrder();
    const verify = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/verify',
        headers: { cookie: alice.cookie },
        payload: {
          razorpay_order_id: orderId,
          razorpay_payment_id: 'pay_R1',
          razorpay_signature: signature,
        },
      });
    const forged = await verify(hmacHex(KEY_SECRET, `${orderId}|pay_OTHER`));
    expect(forged.statusCode).toBe(400);
    expect((await state(bookingId)).booking).toBe('pending_payment');

    const ok = await verify(hmacHex(KEY_SECRET, `${orderId}|pay_R1`));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CompleteResponse>().redirectUrl).toBe(
      `/user/dashboard?order_id=${orderId}&status=1`,
    );
    expect(await state(bookingId)).toEqual({
      booking: 'confirmed',
      payment: 'success',
      paymentId: 'pay_R1',
    });
  });

  it('lets the page load Razorpay Checkout (CSP) only because Razorpay is configured', async () => {
    const csp = (await t.app.inject('/api/health')).headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://checkout.razorpay.com");
    expect(directive('frame-src')).toContain('https://api.razorpay.com');
    expect(directive('frame-src')).toContain('https://checkout.razorpay.com');
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
    );
  });

  it('has no test gateway completion when Razorpay is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/test_x/complete',
      headers: { cookie: alice.cookie },
      payload: { outcome: 'success' },
    });
    expect(res.statusCode).toBe(404);
  });
});
