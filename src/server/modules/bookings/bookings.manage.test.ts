import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_AFTER_PICKUP_MESSAGE,
  CANCELLED_MESSAGE,
  type Booking,
  type BookingCounts,
  type BookingsPage,
  type CancelResponse,
  type CancellationQuote,
} from '../../../shared/bookings.js';
import { payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  insertDayBooking,
  postBooking,
} from './bookings-test-helpers.js';

describe('my bookings, counters and cancellation', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let bob: Awaited<ReturnType<typeof customerSession>>;

  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const cancel = (cookie: string, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: { cookie } });

  /** A paid booking of Alice starting `hours` from now (rent 1000, deposit 3000 rupees). */
  async function paidBooking(carIndex: number, hours: number) {
    const booking = await insertDayBooking(t.db, {
      userId: alice.id,
      carIndex: carIndex,
      hoursAhead: hours,
      status: 'confirmed',
    });
    // Confirmed means paid: its payment row (a refund returns only what was paid).
    await t.db.insert(payments).values({
      bookingId: booking.id,
      kind: 'rent',
      method: 'Test gateway',
      amountPaise: booking.totalPaise,
      status: 'success',
    });
    return booking;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    alice = await customerSession(t.app, t.db);
    bob = await customerSession(t.app, t.db);
  });
  afterAll(() => t.close());

  it('lists my bookings newest first, 3 a page, with the total', async () => {
    const empty = (await get(alice.cookie, '/api/bookings')).json<BookingsPage>();
    expect(empty).toEqual({ bookings: [], total: 0, page: 1, pageCount: 1 });

    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db, i)));
      ids.push(res.json<Booking>().id);
    }
    const page1 = (await get(alice.cookie, '/api/bookings')).json<BookingsPage>();
    expect(page1.total).toBe(4);
    expect(page1.pageCount).toBe(2);
    expect(page1.bookings.map((b) => b.id)).toEqual([ids[3], ids[2], ids[1]]);
    const page2 = (await get(alice.cookie, '/api/bookings?page=2')).json<BookingsPage>();
    expect(page2.bookings.map((b) => b.id)).toEqual([ids[0]]);
    expect((await get(bob.cookie, '/api/bookings')).json<BookingsPage>().total).toBe(0);

    const counts = (await get(alice.cookie, '/api/bookings/counts')).json<BookingCounts>();
    expect(counts).toEqual({ current: 4, completed: 0, cancelled: 0, transactions: 0 });
  });

  it("answers 404 for another customer's booking on view, quote and cancel", async () => {
    const mine = await paidBooking(10, 48);
    for (const res of [
      await get(bob.cookie, `/api/bookings/${mine.id}`),
      await get(bob.cookie, `/api/bookings/${mine.id}/cancellation-quote`),
      await cancel(bob.cookie, mine.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_NOT_FOUND_MESSAGE);
    }
    expect((await get(alice.cookie, `/api/bookings/${mine.id}`)).statusCode).toBe(200);
  });

  it.each([
    [11, 5, 50],
    [12, 30, 25],
    [13, 100, 10],
  ])(
    'quotes the band for a paid booking (car %s, %s h ahead): %s%% of the fare',
    async (car, hours, percent) => {
      const b = await paidBooking(car, hours);
      const quote = (
        await get(alice.cookie, `/api/bookings/${b.id}/cancellation-quote`)
      ).json<CancellationQuote>();
      expect(quote.rules).toHaveLength(3);
      expect(quote.paid).toBe(true);
      const deduction = (100_000 * percent) / 100;
      expect(quote.refund).toMatchObject({
        deductionPercent: percent,
        deductionPaise: deduction,
        depositRefundPaise: 300_000,
        refundPaise: 100_000 - deduction + 300_000,
      });
    },
  );

  it('cancels, records the refund, frees the car at once and refuses a second cancel', async () => {
    const b = await paidBooking(14, 30);
    const before = (await get(alice.cookie, '/api/bookings/counts')).json<BookingCounts>();
    const res = await cancel(alice.cookie, b.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<CancelResponse>();
    expect(body.message).toBe(CANCELLED_MESSAGE);
    expect(body.booking).toMatchObject({ status: 'cancelled', displayStatus: 'Cancelled' });
    expect(body.refund.refundPaise).toBe(75_000 + 300_000);
    const [refund] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, b.id), eq(payments.kind, 'refund')));
    expect(refund).toMatchObject({
      id: body.refundPaymentId,
      kind: 'refund',
      amountPaise: 375_000,
      status: 'pending',
    });

    const again = await cancel(alice.cookie, b.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ALREADY_CANCELLED_MESSAGE);

    const counts = (await get(alice.cookie, '/api/bookings/counts')).json<BookingCounts>();
    expect(counts.cancelled).toBe(before.cancelled + 1);
    // The refund is a transaction of its own, beside the payment.
    expect(counts.transactions).toBe(before.transactions + 1);
  });

  it('gives the cancelled period to another customer at once', async () => {
    const target = await bookableCar(t.db, 15);
    const first = await postBooking(t.app, alice.cookie, bookingBody(target));
    expect((await postBooking(t.app, bob.cookie, bookingBody(target))).statusCode).toBe(409);
    const { id } = first.json<Booking>();
    const quote = await get(alice.cookie, `/api/bookings/${id}/cancellation-quote`);
    expect(quote.json<CancellationQuote>().paid).toBe(false);
    const res = await cancel(alice.cookie, id);
    // An unpaid booking: cancelled with the same message, nothing to refund.
    expect(res.json()).toMatchObject({
      message: CANCELLED_MESSAGE,
      booking: { displayStatus: 'Cancelled' },
      refundPaymentId: null,
    });
    expect((await postBooking(t.app, bob.cookie, bookingBody(target))).statusCode).toBe(201);
  });

  it('refuses to cancel after the pickup time', async () => {
    const b = await paidBooking(16, -1);
    const res = await cancel(alice.cookie, b.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CANCEL_AFTER_PICKUP_MESSAGE);
    const quote = await get(alice.cookie, `/api/bookings/${b.id}/cancellation-quote`);
    expect(quote.json().message).toBe(CANCEL_AFTER_PICKUP_MESSAGE);
  });
});
