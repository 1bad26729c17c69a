import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HOLD_EXPIRED_MESSAGE,
  PAYMENT_NOT_AVAILABLE_MESSAGE,
  type CompleteResponse,
  type PayResponse,
  type TestOrder,
} from '../../../shared/payments.js';
import { bookings, payments } from '../../db/schema.js';
import { twoPayingCustomers } from './payments-test-helpers.js';

describe('test gateway payment', () => {
  const ctx = twoPayingCustomers();
  const { newBooking } = ctx;
  const pay = (id: number, cookie = ctx.alice.cookie) =>
    ctx.t.app.inject({ method: 'POST', url: `/api/bookings/${id}/pay`, headers: { cookie } });
  const complete = (orderId: string, outcome: string, cookie = ctx.alice.cookie) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${orderId}/complete`,
      headers: { cookie },
      payload: { outcome },
    });
  const bookingRow = async (id: number) =>
    (await ctx.t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const paymentRows = (id: number) =>
    ctx.t.db.select().from(payments).where(eq(payments.bookingId, id));

  it('opens an order for the booking total and points to the test gateway page', async () => {
    const booking = await newBooking();
    const res = await pay(booking.id);
    expect(res.statusCode).toBe(200);
    const order = res.json<PayResponse>();
    expect(order.gateway).toBe('test');
    expect(order.amountPaise).toBe(booking.totalPaise);
    expect(order.orderId).toMatch(/^test_[\w-]+$/);
    expect(order.redirectUrl).toBe(`/pay/test/${order.orderId}`);
    const [row] = await paymentRows(booking.id);
    expect(row).toMatchObject({
      kind: 'rent',
      status: 'pending',
      amountPaise: booking.totalPaise,
      gatewayOrderId: order.orderId,
    });

    const page = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/payments/test/${order.orderId}`,
      headers: { cookie: ctx.alice.cookie },
    });
    expect(page.statusCode).toBe(200);
    const shown = page.json<TestOrder>();
    expect(shown.amountPaise).toBe(booking.totalPaise);
    expect(shown.booking.id).toBe(booking.id);
  });

  it('success confirms the booking, clears its hold and lands on status=1; a repeat changes nothing', async () => {
    const booking = await newBooking();
    const { orderId } = (await pay(booking.id)).json<PayResponse>();
    const res = await complete(orderId, 'success');
    expect(res.statusCode).toBe(200);
    expect(res.json<CompleteResponse>()).toEqual({
      status: 'success',
      redirectUrl: `/user/dashboard?order_id=${orderId}&status=1`,
    });
    const row = await bookingRow(booking.id);
    expect(row.status).toBe('confirmed');
    expect(row.holdExpiresAt).toBeNull();
    const [paid] = await paymentRows(booking.id);
    expect(paid!.status).toBe('success');

    const again = await complete(orderId, 'failure');
    expect(again.json<CompleteResponse>().status).toBe('success');
    expect(await paymentRows(booking.id)).toEqual([paid]);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    expect((await pay(booking.id)).json()).toMatchObject({
      statusCode: 409,
      message: PAYMENT_NOT_AVAILABLE_MESSAGE,
    });
  });

  it('failure marks the payment failed, keeps the booking pending and lands on status=2', async () => {
    const booking = await newBooking();
    const { orderId } = (await pay(booking.id)).json<PayResponse>();
    const res = await complete(orderId, 'failure');
    expect(res.json<CompleteResponse>()).toEqual({
      status: 'failed',
      redirectUrl: `/user/dashboard?order_id=${orderId}&status=2`,
    });
    expect((await bookingRow(booking.id)).status).toBe('pending_payment');
    expect((await paymentRows(booking.id))[0]!.status).toBe('failed');
    // The customer can try again while the hold lasts.
    const retry = (await pay(booking.id)).json<PayResponse>();
    expect((await complete(retry.orderId, 'success')).json<CompleteResponse>().status).toBe(
      'success',
    );
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
  });

  it('refuses an expired hold, another customer and an unknown outcome', async () => {
    const booking = await newBooking();
    const { orderId } = (await pay(booking.id)).json<PayResponse>();
    expect((await pay(booking.id, ctx.bob.cookie)).statusCode).toBe(404);
    expect((await complete(orderId, 'success', ctx.bob.cookie)).statusCode).toBe(404);
    const peek = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/payments/test/${orderId}`,
      headers: { cookie: ctx.bob.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect((await complete(orderId, 'maybe')).statusCode).toBe(400);
    expect(
      (await ctx.t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/pay` }))
        .statusCode,
    ).toBe(401);

    await ctx.t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect((await pay(booking.id)).json()).toMatchObject({
      statusCode: 409,
      message: HOLD_EXPIRED_MESSAGE,
    });
    expect((await complete(orderId, 'success')).json()).toMatchObject({
      statusCode: 409,
      message: HOLD_EXPIRED_MESSAGE,
    });
    expect((await bookingRow(booking.id)).status).toBe('pending_payment');
    expect((await paymentRows(booking.id))[0]!.status).toBe('pending');
  });

  it('keeps Razorpay out of the CSP when the test gateway is configured', async () => {
    const csp = (await ctx.t.app.inject('/api/health')).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('razorpay');
  });
});
