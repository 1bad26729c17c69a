import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '../../../shared/coupons.js';
import type { CounterBookingResponse } from '../../../shared/counter-booking.js';
import { addDays, istDate } from '../../../shared/time.js';
import {
  auditLog,
  bookings,
  cars,
  couponAttempts,
  couponRedemptions,
  coupons,
  payments,
  pickupDropOptions,
  ratePackages,
} from '../../db/schema.js';
import { hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

// A coupon the customer gives at the counter (decision 0049): counter staff check it for that
// customer and book with it; the rent is charged after the discount and the use recorded, as
// online.

let t: TestApp;
let desk: string;
let customerId: number;
let target: { carId: number; ratePackageId: number; pickupDropOptionId: number };
const today = istDate(new Date());
const base = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 50 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  // Counter staff, not a manager: the desk is theirs.
  desk = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  customerId = (await createLoginCustomer(t.db, 'Secret123', { name: 'Farida Khan' })).id;
  const bhilai = await branchId(t.db, 'Bhilai');
  const [row] = await t.db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(and(eq(cars.branchId, bhilai), eq(cars.isActive, true)))
    .orderBy(asc(cars.id), asc(ratePackages.id))
    .limit(1);
  const [option] = await t.db
    .select()
    .from(pickupDropOptions)
    .where(and(eq(pickupDropOptions.branchId, bhilai), eq(pickupDropOptions.isActive, true)))
    .limit(1);
  target = { carId: row!.car.id, ratePackageId: row!.pkg.id, pickupDropOptionId: option!.id };
  await t.db.insert(coupons).values([
    {
      code: 'WALKIN300',
      kind: 'amount',
      amountPaise: 30_000,
      startsOn: today,
      endsOn: addDays(today, 30),
    },
    {
      code: 'FIRSTDRIVE',
      kind: 'percent',
      percent: 15,
      startsOn: today,
      endsOn: addDays(today, 30),
      firstBookingOnly: true,
    },
  ]);
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie = desk) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const period = (dayOffset: number) => ({
  pickupAt: hoursAfter(base, dayOffset * 24).toISOString(),
  dropAt: hoursAfter(base, dayOffset * 24 + 8).toISOString(),
});

describe('a coupon at the counter', () => {
  it("is checked for the customer without counting a wrong code against the customer's tries", async () => {
    const ok = await post('/api/console/counter/coupon-check', {
      customerId,
      carId: target.carId,
      code: ' walkin300 ',
      ...period(0),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ terms: { code: 'WALKIN300', amountPaise: 30_000 } });

    const wrong = await post('/api/console/counter/coupon-check', {
      customerId,
      carId: target.carId,
      code: 'NOSUCH',
      ...period(0),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(COUPON_MESSAGES.unknown);
    const tries = await t.db
      .select()
      .from(couponAttempts)
      .where(eq(couponAttempts.userId, customerId));
    expect(tries).toEqual([]);
  });

  it('books with the discount, takes the discounted total in cash and records the use', async () => {
    const plain = await post('/api/console/counter/bookings', {
      customerId,
      ...target,
      tripType: 'local',
      ...period(1),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const full = plain.json<CounterBookingResponse>();
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, full.bookingId));

    const res = await post('/api/console/counter/bookings', {
      customerId,
      ...target,
      tripType: 'local',
      ...period(1),
      couponCode: 'walkin300',
      payment: { method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<CounterBookingResponse>();
    expect(booked.status).toBe('confirmed');
    expect(booked.totalPaise).toBe(full.totalPaise - 30_000);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(row?.discountPaise).toBe(30_000);
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, booked.paymentId!));
    expect(paid?.amountPaise).toBe(booked.totalPaise);
    const uses = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, booked.bookingId));
    expect(uses).toEqual([expect.objectContaining({ userId: customerId, discountPaise: 30_000 })]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'booking.counter-create'),
          eq(auditLog.recordId, String(booked.bookingId)),
        ),
      );
    expect(audit?.after).toMatchObject({ couponCode: 'walkin300', discountPaise: 30_000 });
  });

  it("refuses a first-booking code for a customer who has booked, with the coupon's reason, booking nothing", async () => {
    const check = await post('/api/console/counter/coupon-check', {
      customerId,
      carId: target.carId,
      code: 'FIRSTDRIVE',
      ...period(3),
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(COUPON_MESSAGES.firstBooking);
    const before = (await t.db.select().from(bookings)).length;
    const res = await post('/api/console/counter/bookings', {
      customerId,
      ...target,
      tripType: 'local',
      ...period(3),
      couponCode: 'FIRSTDRIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: COUPON_MESSAGES.firstBooking,
      field: 'couponCode',
    });
    expect((await t.db.select().from(bookings)).length).toBe(before);
  });

  it("does not show another branch's car to its staff (404, as every branch record)", async () => {
    const raipur = (await staffCookie(t.app, t.db, 'Raipur', { staffRole: 'staff' })).cookie;
    const res = await post(
      '/api/console/counter/coupon-check',
      { customerId, carId: target.carId, code: 'WALKIN300', ...period(0) },
      raipur,
    );
    expect(res.statusCode).toBe(404);
  });
});
