import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES as M,
  couponExpiredMessage,
  couponMinHoursMessage,
  couponNotYetMessage,
} from '../../../shared/coupons.js';
import { addDays, istDate } from '../../../shared/time.js';
import { carCategories, coupons, type cars } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { branchId, hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { firstCarOf } from '../console-access/console-test-helpers.js';
import { firstCarWithPackage } from '../../test/factories.js';
import { couponForBooking, recordRedemption } from './index.js';

// Coupon codes at the checkout (decision 0049): the check names the first reason a code does
// not apply, guessing is held back, and the booking's transaction cannot overuse a coupon.

let t: TestApp;
let car: typeof cars.$inferSelect;
let packageId: number;
let otherCategory: number;
let bhilai: number;
const today = istDate(new Date());
let slot = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  car = await firstCarOf(t.db, 'Raipur');
  packageId = (await firstCarWithPackage(t.db, { branchId: car.branchId })).pkg.id;
  bhilai = await branchId(t.db, 'Bhilai');
  const [other] = await t.db
    .select({ id: carCategories.id })
    .from(carCategories)
    .where(ne(carCategories.id, car.categoryId))
    .limit(1);
  otherCategory = other!.id;
});
afterAll(() => t.close());

let codes = 0;
async function makeCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  codes += 1;
  const [row] = await t.db
    .insert(coupons)
    .values({
      code: `TRY${codes}X`,
      kind: 'percent',
      percent: 10,
      startsOn: addDays(today, -1),
      endsOn: addDays(today, 30),
      ...values,
    })
    .returning();
  return row!;
}

/** A booking of the Raipur car on a day of its own, far ahead. */
async function booking(userId: number, status: 'pending_payment' | 'confirmed' | 'cancelled') {
  slot += 1;
  const pickupAt = hoursAfter(new Date(), 24 * (60 + slot * 2));
  return insertBooking(t.db, {
    userId,
    carId: car.id,
    ratePackageId: packageId,
    pickupAt,
    dropAt: hoursAfter(pickupAt, 24),
    status,
  });
}

async function redeemed(couponId: number, userId: number, status: 'confirmed' | 'cancelled') {
  const b = await booking(userId, status);
  await t.db.transaction((tx) =>
    recordRedemption(tx, { couponId, bookingId: b.id, userId, discountPaise: 500_00 }),
  );
}

const pickupAt = hoursAfter(new Date(), 72);
const check = (cookie: string, code: string, hours = 24) =>
  t.app.inject({
    method: 'POST',
    url: '/api/offers/check',
    headers: { cookie },
    payload: {
      code,
      carId: car.id,
      pickupAt: pickupAt.toISOString(),
      dropAt: hoursAfter(pickupAt, hours).toISOString(),
    },
  });

describe('POST /api/offers/check', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offers/check',
      payload: { code: 'X', carId: car.id, pickupAt: pickupAt.toISOString(), dropAt: pickupAt },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the terms of a coupon that applies, whatever the case typed', async () => {
    const { cookie } = await customerSession(t.app, t.db);
    const coupon = await makeCoupon({ percent: 15, maxDiscountPaise: 1_000_00 });
    const res = await check(cookie, ` ${coupon.code.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      terms: {
        code: coupon.code,
        kind: 'percent',
        percent: 15,
        amountPaise: null,
        maxDiscountPaise: 1_000_00,
        description: '',
        descriptionHi: '',
      },
    });
  });

  it('names each reason a code does not apply', async () => {
    const me = await customerSession(t.app, t.db);
    const someone = await customerSession(t.app, t.db);
    const startsOn = addDays(today, 2);
    const endsOn = addDays(today, -1);
    const usedUp = await makeCoupon({ maxUses: 1 });
    await redeemed(usedUp.id, someone.id, 'confirmed');
    const mine = await makeCoupon({ maxUsesPerCustomer: 1 });
    await redeemed(mine.id, me.id, 'confirmed');
    const cases: [string, string][] = [
      ['NOSUCHCODE', M.unknown],
      [(await makeCoupon({ isActive: false })).code, M.inactive],
      [
        (await makeCoupon({ startsOn, endsOn: addDays(today, 9) })).code,
        couponNotYetMessage(startsOn),
      ],
      [
        (await makeCoupon({ startsOn: addDays(today, -9), endsOn })).code,
        couponExpiredMessage(endsOn),
      ],
      [(await makeCoupon({ branchIds: [bhilai] })).code, M.branch],
      [(await makeCoupon({ categoryIds: [otherCategory] })).code, M.category],
      [(await makeCoupon({ minTripHours: 48 })).code, couponMinHoursMessage(48)],
      [usedUp.code, M.usedUp],
      [mine.code, M.customerUsedUp],
      [(await makeCoupon({ firstBookingOnly: true })).code, M.firstBooking],
    ];
    for (const [code, message] of cases) {
      const res = await check(me.cookie, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ message, field: 'code' });
    }
    // Someone with no paid booking may use the first-booking coupon and the per-customer one.
    expect((await check(someone.cookie, mine.code)).statusCode).toBe(200);
  });

  it('counts only live bookings as uses: a cancelled one gives the use back', async () => {
    const me = await customerSession(t.app, t.db);
    const coupon = await makeCoupon({ maxUses: 1 });
    await redeemed(coupon.id, me.id, 'cancelled');
    expect((await check(me.cookie, coupon.code)).statusCode).toBe(200);
  });

  it('answers 429 after ten unknown codes in an hour, and only to that customer', async () => {
    const guesser = await customerSession(t.app, t.db);
    const other = await customerSession(t.app, t.db);
    const good = await makeCoupon();
    for (let i = 0; i < 10; i += 1) {
      const res = await check(guesser.cookie, `GUESS${i}`);
      expect(res.json()).toMatchObject({ message: M.unknown });
    }
    const blocked = await check(guesser.cookie, good.code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: M.tooManyTries });
    expect((await check(other.cookie, good.code)).statusCode).toBe(200);
  });
});

describe('couponForBooking in the booking transaction', () => {
  const trial = (code: string, userId: number) => ({
    code,
    userId,
    car: { branchId: car.branchId, categoryId: car.categoryId },
    tripHours: 24,
    rentPaise: 3_000_00,
    now: new Date(),
  });

  it('gives the discount and refuses with the reason, on the couponCode field', async () => {
    const { id } = await customerSession(t.app, t.db);
    const coupon = await makeCoupon({ percent: 20, maxDiscountPaise: 500_00 });
    const given = await t.db.transaction((tx) => couponForBooking(tx, trial(coupon.code, id)));
    expect(given).toMatchObject({ couponId: coupon.id, discountPaise: 500_00 });
    const refused = await t.db
      .transaction((tx) => couponForBooking(tx, trial('NOSUCHCODE', id)))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, field: 'couponCode', message: M.unknown });
  });

  it('lets only one of two concurrent bookings take the last use', async () => {
    const coupon = await makeCoupon({ maxUses: 1 });
    const a = await customerSession(t.app, t.db);
    const b = await customerSession(t.app, t.db);
    const bookA = await booking(a.id, 'pending_payment');
    const bookB = await booking(b.id, 'pending_payment');
    const take = (userId: number, bookingId: number) =>
      t.db.transaction(async (tx) => {
        const given = await couponForBooking(tx, trial(coupon.code, userId));
        // Both would have counted no use before either wrote one, without the row lock.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await recordRedemption(tx, {
          couponId: given.couponId,
          bookingId,
          userId,
          discountPaise: given.discountPaise,
        });
      });
    const results = await Promise.allSettled([take(a.id, bookA.id), take(b.id, bookB.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [failed] = results.filter((r) => r.status === 'rejected');
    expect(failed?.reason).toMatchObject({ statusCode: 400, message: M.usedUp });
  });
});
