import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CancelResponse } from '../../../shared/bookings.js';
import { REFUND_AT_GATEWAY_MESSAGE, type PendingRefunds } from '../../../shared/staff-payments.js';
import { addDays, istDate } from '../../../shared/time.js';
import { outboxMessages, payments } from '../../db/schema.js';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { createRazorpayGateway, hmacHex } from '../../lib/payment-gateways/razorpay-gateway.js';
import { createTestGateway } from '../../lib/payment-gateways/test-gateway.js';
import {
  payWithTestGateway as payWithGateway,
  razorpayTestEnv,
  staffSession,
} from './payments-test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  insertDayBooking,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { planRefund } from './refund-plan.js';
import { REFUND_NOT_RECORDED_MESSAGE } from './refunds.service.js';

type Session = Awaited<ReturnType<typeof customerSession>>;

const refundRows = (t: TestApp, bookingId: number) =>
  t.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.id))
    .then((rows) => rows.filter((p) => p.kind === 'refund'));

const cancel = async (t: TestApp, who: Session, bookingId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<CancelResponse>();
};

describe('planRefund', () => {
  const gw = (amountPaise: number, id: string) => ({
    method: 'Razorpay',
    amountPaise,
    gatewayPaymentId: id,
  });
  it('refunds across payments in order, never more than each one, the rest to staff', () => {
    expect(planRefund(500, [gw(400, 'pay_1'), gw(300, 'pay_2')], 'Razorpay', 'x')).toEqual([
      { method: 'Razorpay', amountPaise: 400, gatewayPaymentId: 'pay_1' },
      { method: 'Razorpay', amountPaise: 100, gatewayPaymentId: 'pay_2' },
    ]);
    expect(planRefund(300, [gw(400, 'pay_1'), gw(300, 'pay_2')], 'Razorpay', 'x')).toEqual([
      { method: 'Razorpay', amountPaise: 300, gatewayPaymentId: 'pay_1' },
    ]);
    const utr = { method: 'UPI / bank transfer', amountPaise: 200, gatewayPaymentId: '4123' };
    expect(planRefund(700, [utr, gw(400, 'pay_1')], 'Razorpay', 'manual')).toEqual([
      { method: 'Razorpay', amountPaise: 400, gatewayPaymentId: 'pay_1' },
      { method: 'UPI / bank transfer', amountPaise: 300, gatewayPaymentId: null },
    ]);
    // A payment of another gateway cannot go back through this one.
    expect(planRefund(100, [gw(400, 'pay_1')], 'Test gateway', 'manual')).toEqual([
      { method: 'Razorpay', amountPaise: 100, gatewayPaymentId: null },
    ]);
    expect(planRefund(100, [], 'Razorpay', 'manual')).toEqual([
      { method: 'manual', amountPaise: 100, gatewayPaymentId: null },
    ]);
  });
});

describe('refunds through the test gateway on cancel', () => {
  let t: TestApp;
  let alice: Session;
  let carIndex = 0;
  const refundCalls: Parameters<PaymentGateway['refund']>[0][] = [];

  const payWithTestGateway = (id: number) => payWithGateway(t.app, alice.cookie, id);
  const paidBooking = async () => {
    const target = await bookableCar(t.db, carIndex++);
    const booking = (await postBooking(t.app, alice.cookie, bookingBody(target))).json<Booking>();
    await payWithTestGateway(booking.id);
    return { booking, target };
  };

  beforeAll(async () => {
    const testGateway = createTestGateway();
    const gateway: PaymentGateway = {
      ...testGateway,
      refund: (r) => {
        refundCalls.push(r);
        return testGateway.refund(r);
      },
    };
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' }, gateway });
    alice = await customerSession(t.app, t.db);
  });
  afterAll(() => t.close());

  it('pays the refund of a paid booking back at once: success with the gateway refund id', async () => {
    const { booking } = await paidBooking();
    const body = await cancel(t, alice, booking.id);
    expect(body.refund.refundPaise).toBeGreaterThan(0);
    const refunds = await refundRows(t, booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      id: body.refundPaymentId,
      method: 'Test gateway',
      amountPaise: body.refund.refundPaise,
      status: 'success',
    });
    expect(refunds[0]!.gatewayPaymentId).toMatch(/^testrfnd_/);

    // My Transaction shows it paid, not pending.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/transactions',
      headers: { cookie: alice.cookie },
    });
    expect(list.json().transactions[0]).toMatchObject({ kind: 'refund', status: 'success' });
  });

  it('refunds a booking paid in two payments (rent + extension) across both', async () => {
    const { booking, target } = await paidBooking();
    const ext = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/extensions`,
      headers: { cookie: alice.cookie, 'idempotency-key': randomUUID() },
      payload: {
        acceptTerms: true,
        ratePackageId: target.pkg.id,
        dropDate: addDays(istDate(new Date()), 5),
        dropTime: '10:00',
      },
    });
    expect(ext.statusCode).toBe(201);
    const extension = ext.json<Booking>();
    await payWithTestGateway(extension.id);
    const [rentPaid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const [extPaid] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, extension.id));

    refundCalls.length = 0;
    const body = await cancel(t, alice, booking.id);
    const fromExtension = body.refund.refundPaise - rentPaid!.amountPaise;
    expect(fromExtension).toBeGreaterThan(0);
    expect(fromExtension).toBeLessThanOrEqual(extPaid!.amountPaise);
    expect(refundCalls).toEqual([
      {
        gatewayPaymentId: rentPaid!.gatewayPaymentId,
        amountPaise: rentPaid!.amountPaise,
        reference: `refund_${body.refundPaymentId}`,
      },
      {
        gatewayPaymentId: extPaid!.gatewayPaymentId,
        amountPaise: fromExtension,
        reference: `refund_${body.refundPaymentId}`,
      },
    ]);
    // One refund for the customer, of the amount the cancellation promised, with both ids.
    const refunds = await refundRows(t, booking.id);
    expect(refunds).toMatchObject([
      { id: body.refundPaymentId, amountPaise: body.refund.refundPaise, status: 'success' },
    ]);
    expect(refunds[0]!.gatewayPaymentId).toMatch(/^testrfnd_[\w-]+,testrfnd_[\w-]+$/);
  });
});

describe('refunds through Razorpay (injected fetch)', () => {
  const settings = {
    keyId: 'rzp_test_key',
    keySecret: 'rzp-key-secret-for-tests',
    webhookSecret: 'rzp-webhook-secret-for-tests',
    businessName: 'SelfDrive Chhattisgarh',
  };
  let t: TestApp;
  let alice: Session;
  let staffCookie: string;
  let carIndex = 0;
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: { status: number; body: object } = { status: 200, body: {} };
  /** Answers for the next calls, in order; then `answer`. */
  const queued: { status: number; body: object }[] = [];
  /** While set, the gateway keeps every call waiting until it resolves. */
  let gatewayBusy: Promise<void> | undefined;
  const fakeFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    await gatewayBusy;
    const a = queued.shift() ?? answer;
    return new Response(JSON.stringify(a.body), { status: a.status });
  }) as typeof fetch;

  /**
   * Alice's booking 100 h ahead (10% band: refund 900 + 3000 rupees), paid by Razorpay, in
   * one payment or in two (2000 + 2000 rupees).
   */
  const paidByRazorpay = async (split = false) => {
    const booking = await insertDayBooking(t.db, {
      userId: alice.id,
      carIndex: carIndex++,
      hoursAhead: 100,
      status: 'confirmed',
    });
    const paymentId = `pay_R${booking.id}`;
    const parts = split ? [booking.totalPaise / 2, booking.totalPaise / 2] : [booking.totalPaise];
    for (const [i, amountPaise] of parts.entries()) {
      await t.db.insert(payments).values({
        bookingId: booking.id,
        kind: 'rent',
        method: 'Razorpay',
        amountPaise,
        status: 'success',
        gatewayOrderId: `order_R${booking.id}_${i}`,
        gatewayPaymentId: i === 0 ? paymentId : `${paymentId}_b`,
      });
    }
    return { bookingId: booking.id, paymentId };
  };
  const webhook = (event: string, refundId: string, signature?: string, receipt?: string) => {
    const raw = JSON.stringify({
      event,
      payload: {
        refund: { entity: { id: refundId, entity: 'refund', status: 'processed', receipt } },
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? hmacHex(settings.webhookSecret, raw),
      },
      payload: raw,
    });
  };
  /** Cancels, and holds the gateway's refund call open until `release()`. */
  const cancelWhileGatewayWaits = async (bookingId: number) => {
    let open!: () => void;
    gatewayBusy = new Promise((resolve) => (open = resolve));
    const callsBefore = calls.length;
    const cancelling = cancel(t, alice, bookingId);
    await expect.poll(() => calls.length).toBe(callsBefore + 1);
    const release = () => {
      open();
      gatewayBusy = undefined;
    };
    return { cancelling, release };
  };
  const refundMails = async (bookingId: number) => {
    await t.events.idle();
    return t.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.subject, `Booking #${bookingId}: refund of %`));
  };
  const staffList = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/console/refunds',
        headers: { cookie: staffCookie },
      })
    ).json<PendingRefunds>().refunds;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: razorpayTestEnv(settings),
      gateway: createRazorpayGateway(settings, fakeFetch),
    });
    alice = await customerSession(t.app, t.db);
    staffCookie = await staffSession(t.app, t.db);
  });
  afterAll(() => t.close());

  it('asks Razorpay to refund the captured payment and records its refund id as a success', async () => {
    const { bookingId, paymentId } = await paidByRazorpay();
    answer = { status: 200, body: { id: 'rfnd_OK1', entity: 'refund', status: 'processed' } };
    calls.length = 0;
    const body = await cancel(t, alice, bookingId);
    expect(body.refund.refundPaise).toBe(90_000 + 300_000);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`https://api.razorpay.com/v1/payments/${paymentId}/refund`);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`,
    );
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      amount: 390_000,
      receipt: `refund_${body.refundPaymentId}`,
    });
    expect(await refundRows(t, bookingId)).toMatchObject([
      { id: body.refundPaymentId, status: 'success', gatewayPaymentId: 'rfnd_OK1' },
    ]);
  });

  it('keeps the refund pending for staff when Razorpay refuses; the cancel still succeeds', async () => {
    const { bookingId } = await paidByRazorpay();
    answer = { status: 400, body: { error: { description: 'Payment not refundable' } } };
    const body = await cancel(t, alice, bookingId);
    expect(body.booking.status).toBe('cancelled');
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'pending', gatewayPaymentId: null, amountPaise: 390_000, method: 'Razorpay' },
    ]);
    expect((await staffList()).find((r) => r.bookingId === bookingId)).toMatchObject({
      paymentId: body.refundPaymentId,
      method: 'Razorpay',
      amountPaise: 390_000,
    });
  });

  it('when Razorpay refuses the second of two payments, only that part waits for staff', async () => {
    const { bookingId, paymentId } = await paidByRazorpay(true);
    calls.length = 0;
    queued.push(
      { status: 200, body: { id: 'rfnd_PART1', status: 'processed' } },
      { status: 502, body: {} },
    );
    const body = await cancel(t, alice, bookingId);
    expect(calls.map((c) => [c.url, JSON.parse(c.init.body as string).amount])).toEqual([
      [`https://api.razorpay.com/v1/payments/${paymentId}/refund`, 200_000],
      [`https://api.razorpay.com/v1/payments/${paymentId}_b/refund`, 190_000],
    ]);
    const rows = await refundRows(t, bookingId);
    expect(rows).toMatchObject([
      { id: body.refundPaymentId, amountPaise: 200_000, status: 'success' },
      { amountPaise: 190_000, status: 'pending', gatewayPaymentId: null },
    ]);
    expect(rows[0]!.gatewayPaymentId).toBe('rfnd_PART1');
    const listed = (await staffList()).filter((r) => r.bookingId === bookingId);
    expect(listed.map((r) => r.amountPaise)).toEqual([190_000]);
  });

  it('waits for the refund.processed webhook, checked against the raw-body signature', async () => {
    const { bookingId } = await paidByRazorpay();
    answer = { status: 200, body: { id: 'rfnd_LATER', entity: 'refund', status: 'pending' } };
    await cancel(t, alice, bookingId);
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'processing', gatewayPaymentId: 'rfnd_LATER' },
    ]);
    // At the gateway: not in the staff list, and staff cannot pay it twice.
    const listed = (await staffList()).find((r) => r.bookingId === bookingId);
    expect(listed).toBeUndefined();

    expect((await webhook('refund.processed', 'rfnd_LATER', 'forged')).statusCode).toBe(400);
    expect((await refundRows(t, bookingId))[0]!.status).toBe('processing');
    expect(await refundMails(bookingId)).toHaveLength(0); // not paid yet: nothing to tell
    expect((await webhook('refund.processed', 'rfnd_LATER')).statusCode).toBe(200);
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'success', gatewayPaymentId: 'rfnd_LATER' },
    ]);
    // Razorpay may deliver a webhook twice: the customer is told once, about the way they paid.
    expect((await webhook('refund.processed', 'rfnd_LATER')).statusCode).toBe(200);
    const mails = await refundMails(bookingId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('back to the card, UPI or bank account you paid with');
  });

  it('keeps a refund off the staff list while the gateway call is in flight', async () => {
    const { bookingId } = await paidByRazorpay();
    answer = { status: 200, body: { id: 'rfnd_SLOW', entity: 'refund', status: 'processed' } };
    const { cancelling, release } = await cancelWhileGatewayWaits(bookingId);

    const [inFlight] = await refundRows(t, bookingId);
    expect(inFlight).toMatchObject({ status: 'processing', gatewayPaymentId: null });
    expect((await staffList()).find((r) => r.bookingId === bookingId)).toBeUndefined();
    const markPaid = await t.app.inject({
      method: 'POST',
      url: `/api/console/refunds/${inFlight!.id}/paid`,
      headers: { cookie: staffCookie },
      payload: { utr: 'UTR123456789' },
    });
    expect(markPaid.statusCode).toBe(409);
    expect(markPaid.json().message).toBe(REFUND_AT_GATEWAY_MESSAGE);

    release();
    await cancelling;
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'success', gatewayPaymentId: 'rfnd_SLOW' },
    ]);
  });

  it('asks Razorpay to resend a refund.processed that arrives before its refund id is saved', async () => {
    const { bookingId } = await paidByRazorpay();
    answer = { status: 200, body: { id: 'rfnd_EARLY', entity: 'refund', status: 'pending' } };
    const { cancelling, release } = await cancelWhileGatewayWaits(bookingId);
    const [inFlight] = await refundRows(t, bookingId);
    const sent = JSON.parse(String(calls.at(-1)!.init.body)) as { receipt: string };
    expect(sent.receipt).toBe(`refund_${inFlight!.id}`);

    // Razorpay's webhook beats its own answer: not recorded yet, so it must come again.
    const early = await webhook('refund.processed', 'rfnd_EARLY', undefined, sent.receipt);
    expect(early.statusCode).toBe(503);
    expect(early.json().message).toBe(REFUND_NOT_RECORDED_MESSAGE);
    // A refund id and reference this site never sent are acknowledged and ignored.
    expect(
      (await webhook('refund.processed', 'rfnd_OTHER', undefined, 'refund_0')).statusCode,
    ).toBe(200);

    release();
    await cancelling;
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'processing', gatewayPaymentId: 'rfnd_EARLY' },
    ]);
    // The retry finds the saved id and completes the refund.
    expect(
      (await webhook('refund.processed', 'rfnd_EARLY', undefined, sent.receipt)).statusCode,
    ).toBe(200);
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'success', gatewayPaymentId: 'rfnd_EARLY' },
    ]);
  });

  it('hands a refund Razorpay later fails back to staff', async () => {
    const { bookingId } = await paidByRazorpay();
    answer = { status: 200, body: { id: 'rfnd_FAIL', entity: 'refund', status: 'pending' } };
    const body = await cancel(t, alice, bookingId);
    expect((await webhook('refund.failed', 'rfnd_FAIL')).statusCode).toBe(200);
    expect(await refundRows(t, bookingId)).toMatchObject([
      { status: 'pending', gatewayPaymentId: null },
    ]);
    expect((await staffList()).map((r) => r.paymentId)).toContain(body.refundPaymentId);
  });
});
