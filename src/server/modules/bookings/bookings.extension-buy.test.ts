import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  EXTEND_UNPAID_MESSAGE,
  EXTENSION_NOT_CANCELLABLE_MESSAGE,
  EXTENSION_NOT_FREE_MESSAGE,
  type Booking,
  type BookingCounts,
  type BookingsPage,
  type CancelResponse,
  type ExtensionQuote,
} from '../../../shared/bookings.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { bookings, payments } from '../../db/schema.js';
import { insertBooking } from '../../test/factories.js';
import { payWithTestGateway as payWithGateway } from '../payments/payments-test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookableCar, bookingBody, customerSession, postBooking } from './bookings-test-helpers.js';

describe('buying an extension', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let bob: Awaited<ReturnType<typeof customerSession>>;
  const day = (n: number) => addDays(istDate(new Date()), n);

  const extend = (
    cookie: string,
    id: number,
    body: { ratePackageId: number; dropDate: string; dropTime: string; acceptTerms?: boolean },
    key = randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/extensions`,
      headers: { cookie, 'idempotency-key': key },
      payload: { acceptTerms: true, ...body },
    });
  const get = (url: string, cookie = alice.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const payWithTestGateway = (id: number) => payWithGateway(t.app, alice.cookie, id);

  /** Alice's paid booking of car `index`, day+3 10:00 to day+4 10:00 IST. */
  async function paidBooking(index: number, status: 'confirmed' | 'pending_payment' = 'confirmed') {
    const target = await bookableCar(t.db, index);
    const row = await insertBooking(t.db, {
      userId: alice.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: istInstant(day(3), '10:00'),
      dropAt: istInstant(day(4), '10:00'),
      status,
    });
    // Confirmed means paid: the booking's payment row (a refund returns only what was paid).
    if (status === 'confirmed') {
      await t.db.insert(payments).values({
        bookingId: row.id,
        kind: 'rent',
        method: 'Test gateway',
        amountPaise: row.totalPaise,
        status: 'success',
      });
    }
    return { row, ...target };
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    alice = await customerSession(t.app, t.db);
    bob = await customerSession(t.app, t.db);
  });
  afterAll(() => t.close());

  it('holds the same car from the old drop as an unpaid extension priced hours x rate, no deposit', async () => {
    const { row, pkg } = await paidBooking(30);
    const res = await extend(alice.cookie, row.id, {
      ratePackageId: pkg.id,
      dropDate: day(4),
      dropTime: '18:00',
    });
    expect(res.statusCode).toBe(201);
    const ext = res.json<Booking>();
    expect(ext).toMatchObject({
      parentBookingId: row.id,
      carId: row.carId,
      pickupAt: row.dropAt.toISOString(),
      dropAt: istInstant(day(4), '18:00').toISOString(),
      status: 'pending_payment',
      displayStatus: 'Payment pending',
      hours: 8,
      depositPaise: 0,
      pickupDropPaise: 0,
      totalPaise: 8 * pkg.ratePerHourPaise,
      kmIncluded: 8 * pkg.kmPerHour,
    });

    // The dashboard shows the booking once, with its extension waiting for payment.
    const list = (await get('/api/bookings')).json<BookingsPage>();
    const shown = list.bookings.filter((b) => b.id === row.id || b.id === ext.id);
    expect(shown.map((b) => b.id)).toEqual([row.id]);
    expect(shown[0]!.extensions).toMatchObject([{ id: ext.id, status: 'pending_payment' }]);
    expect(shown[0]!.finalDropAt).toBe(row.dropAt.toISOString());
    expect(list.bookings.some((b) => b.parentBookingId !== null)).toBe(false);
  });

  it('is paid like a booking: the payment is an extension and the booking runs to the new drop', async () => {
    const { row, pkg } = await paidBooking(31);
    const ext = (
      await extend(alice.cookie, row.id, {
        ratePackageId: pkg.id,
        dropDate: day(5),
        dropTime: '10:00',
      })
    ).json<Booking>();
    await payWithTestGateway(ext.id);
    const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, ext.id));
    expect(paid).toMatchObject({
      kind: 'extension',
      status: 'success',
      amountPaise: 24 * pkg.ratePerHourPaise,
    });

    const booking = (await get(`/api/bookings/${row.id}`)).json<Booking>();
    expect(booking.finalDropAt).toBe(istInstant(day(5), '10:00').toISOString());
    expect(booking.finalDropDate).toBe(day(5));
    expect(booking.extensions).toMatchObject([
      { id: ext.id, status: 'confirmed', displayStatus: 'Active' },
    ]);
    // The next extension starts where the paid one ends.
    const next = (
      await get(`/api/bookings/${row.id}/extension-quote?dropDate=${day(6)}&dropTime=10:00`)
    ).json<ExtensionQuote>();
    expect(next.startAt).toBe(istInstant(day(5), '10:00').toISOString());
    expect(next.hours).toBe(24);
  });

  it("keeps every other customer out of the extension's period", async () => {
    const target = await paidBooking(32);
    const ext = await extend(alice.cookie, target.row.id, {
      ratePackageId: target.pkg.id,
      dropDate: day(5),
      dropTime: '10:00',
    });
    expect(ext.statusCode).toBe(201);
    // Bob asks for day+4 10:00 to day+5 10:00: inside the unpaid extension's hold.
    const clash = await postBooking(
      t.app,
      bob.cookie,
      bookingBody(target, { daysAhead: 4, dropDays: 1 }),
    );
    expect(clash.statusCode).toBe(409);
  });

  it('lets one of an extension and a racing booking of the same period win, never both', async () => {
    const target = await paidBooking(33);
    const [mine, theirs] = await Promise.all([
      extend(alice.cookie, target.row.id, {
        ratePackageId: target.pkg.id,
        dropDate: day(5),
        dropTime: '10:00',
      }),
      postBooking(t.app, bob.cookie, bookingBody(target, { daysAhead: 4, dropDays: 1 })),
    ]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([201, 409]);
    const live = await t.db.select().from(bookings).where(eq(bookings.carId, target.car.id));
    const overlapping = live.filter(
      (b) =>
        b.status === 'pending_payment' &&
        b.pickupAt < istInstant(day(5), '10:00') &&
        b.dropAt > istInstant(day(4), '10:00'),
    );
    expect(overlapping).toHaveLength(1);
    if (mine.statusCode === 409) expect(mine.json().message).toBe(EXTENSION_NOT_FREE_MESSAGE);
  });

  it('makes one extension of a retried request, and a new choice replaces an unpaid one', async () => {
    const { row, pkg } = await paidBooking(34);
    const key = randomUUID();
    const body = { ratePackageId: pkg.id, dropDate: day(4), dropTime: '20:00' };
    const first = await extend(alice.cookie, row.id, body, key);
    const retry = await extend(alice.cookie, row.id, body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Booking>().id).toBe(first.json<Booking>().id);

    const longer = await extend(alice.cookie, row.id, {
      ...body,
      dropDate: day(5),
      dropTime: '10:00',
    });
    expect(longer.statusCode).toBe(201);
    const booking = (await get(`/api/bookings/${row.id}`)).json<Booking>();
    expect(booking.extensions.map((e) => e.id)).toEqual([longer.json<Booking>().id]);
    const [replaced] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first.json<Booking>().id));
    expect(replaced!.status).toBe('cancelled');
  });

  it("refuses an unpaid booking, another customer's booking and a missing terms tick", async () => {
    const unpaid = await paidBooking(35, 'pending_payment');
    const body = { ratePackageId: unpaid.pkg.id, dropDate: day(5), dropTime: '10:00' };
    const res = await extend(alice.cookie, unpaid.row.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXTEND_UNPAID_MESSAGE);

    const paid = await paidBooking(36);
    const foreign = await extend(bob.cookie, paid.row.id, { ...body, ratePackageId: paid.pkg.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(BOOKING_NOT_FOUND_MESSAGE);

    const noTerms = await extend(alice.cookie, paid.row.id, {
      ...body,
      ratePackageId: paid.pkg.id,
      acceptTerms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe('Oops! Please accept the Terms and Conditions.');

    const otherCarsPackage = await extend(alice.cookie, paid.row.id, {
      ...body,
      ratePackageId: unpaid.pkg.id,
    });
    expect(otherCarsPackage.statusCode).toBe(400);
  });

  it('cancels with the booking, refunding the paid extension rent less the same deduction', async () => {
    const target = await paidBooking(37);
    const ext = (
      await extend(alice.cookie, target.row.id, {
        ratePackageId: target.pkg.id,
        dropDate: day(5),
        dropTime: '10:00',
      })
    ).json<Booking>();
    await payWithTestGateway(ext.id);

    const alone = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${ext.id}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe(EXTENSION_NOT_CANCELLABLE_MESSAGE);

    const before = (await get('/api/bookings/counts')).json<BookingCounts>();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${target.row.id}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { refund } = res.json<CancelResponse>();
    const rent = target.row.rentPaise + ext.rentPaise;
    expect(refund.deductionPaise).toBe(Math.round((rent * refund.deductionPercent) / 100));
    expect(refund.refundPaise).toBe(rent - refund.deductionPaise + target.row.depositPaise);
    const [extRow] = await t.db.select().from(bookings).where(eq(bookings.id, ext.id));
    expect(extRow!.status).toBe('cancelled');
    const after = (await get('/api/bookings/counts')).json<BookingCounts>();
    expect(after.cancelled).toBe(before.cancelled + 1);

    // The car is free again over the extension's period at once.
    const again = await postBooking(
      t.app,
      bob.cookie,
      bookingBody(target, { daysAhead: 4, dropDays: 1 }),
    );
    expect(again.statusCode).toBe(201);
  });
});
