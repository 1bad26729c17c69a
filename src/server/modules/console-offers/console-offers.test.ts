import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import {
  COUPON_MESSAGES as M,
  type ConsoleCoupon,
  type ConsoleCouponList,
  type CouponInput,
} from '../../../shared/coupons.js';
import type { ConsoleReferralSummary } from '../../../shared/rental-referral.js';
import { addDays, istDate } from '../../../shared/time.js';
import { auditLog, bookings, rentalReferrals } from '../../db/schema.js';
import {
  branchId,
  createCustomer,
  firstCarWithPackage,
  hoursAfter,
  insertBooking,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { recordRedemption } from '../offers/index.js';

// The console's coupon codes (decision 0049): managers make, change and switch them off; a
// branch manager only for their branch; each change is audited.

let t: TestApp;
let admin: string;
let raipurManager: { cookie: string; id: number };
let bhilaiManager: string;
let desk: string;
let raipur: number;
let bhilai: number;
const today = istDate(new Date());

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  const manager = await staffCookie(t.app, t.db, 'Raipur');
  raipurManager = { cookie: manager.cookie, id: manager.user.id };
  bhilaiManager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  desk = (await staffCookie(t.app, t.db, 'Raipur', { staffRole: 'staff' })).cookie;
  raipur = await branchId(t.db, 'Raipur');
  bhilai = await branchId(t.db, 'Bhilai');
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const URL = '/api/console/offers/coupons';

const form = (change: Partial<CouponInput> = {}): CouponInput => ({
  code: 'monsoon10',
  description: '10% off in the rains',
  descriptionHi: 'बारिश में 10% की छूट',
  kind: 'percent',
  percent: 10,
  maxDiscountPaise: 1_000_00,
  startsOn: today,
  endsOn: addDays(today, 60),
  ...change,
});

const list = async (cookie: string) =>
  ((await call(cookie, 'GET', URL)).json() as ConsoleCouponList).coupons;

describe('console coupons', () => {
  it('are for managers: the desk is refused', async () => {
    const res = await call(desk, 'GET', URL);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MANAGER_ONLY_MESSAGE });
  });

  it('the owner makes a coupon for every branch; its code is kept upper-case; audited', async () => {
    const res = await call(admin, 'POST', URL, form({ amountPaise: 5_00 }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as ConsoleCoupon;
    expect(made).toMatchObject({
      code: 'MONSOON10',
      branchIds: [],
      categoryIds: [],
      percent: 10,
      // Not a percent coupon's: not stored.
      amountPaise: null,
      maxUsesPerCustomer: 1,
      isActive: true,
      uses: 0,
      editable: true,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'coupon'), eq(auditLog.recordId, String(made.id))));
    expect(entry).toMatchObject({ action: 'coupon.create', branchId: null });
    // A branch manager sees it (it is valid at their branch) but cannot change it.
    const seen = (await list(raipurManager.cookie)).find((c) => c.id === made.id);
    expect(seen).toMatchObject({ editable: false });
    const refused = await call(raipurManager.cookie, 'PUT', `${URL}/${made.id}/active`, {
      isActive: false,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses a code already in use with 409', async () => {
    const res = await call(admin, 'POST', URL, form({ code: ' Monsoon10 ' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.duplicate });
  });

  it('names the bad field', async () => {
    const cases: [Partial<CouponInput>, string, string][] = [
      [{ code: 'X' }, 'code', M.code],
      [{ kind: 'amount', percent: null }, 'amountPaise', M.amount],
      [{ endsOn: addDays(today, -1) }, 'endsOn', M.endsBeforeStart],
      [{ categoryIds: [999_999] }, 'categoryIds', M.categories],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(admin, 'POST', URL, form({ code: 'BADONE', ...change }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ field, message });
    }
  });

  it("a branch manager makes coupons for their branch only, and changes only their branch's", async () => {
    const other = await call(
      raipurManager.cookie,
      'POST',
      URL,
      form({ code: 'RAIPURX', branchIds: [bhilai] }),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: M.ownBranchOnly });
    const both = await call(
      raipurManager.cookie,
      'POST',
      URL,
      form({ code: 'RAIPURX', branchIds: [raipur, bhilai] }),
    );
    expect(both.statusCode).toBe(403);

    // None named: their own branch.
    const made = await call(
      raipurManager.cookie,
      'POST',
      URL,
      form({ code: 'raipur500', kind: 'amount', percent: null, amountPaise: 500_00 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const coupon = made.json() as ConsoleCoupon;
    expect(coupon).toMatchObject({ branchIds: [raipur], amountPaise: 500_00, percent: null });

    const changed = await call(
      raipurManager.cookie,
      'PUT',
      `${URL}/${coupon.id}`,
      form({
        code: 'RAIPUR500',
        kind: 'amount',
        percent: null,
        amountPaise: 750_00,
        minTripHours: 24,
        maxUses: 50,
        firstBookingOnly: true,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      amountPaise: 750_00,
      minTripHours: 24,
      maxUses: 50,
      firstBookingOnly: true,
      branchIds: [raipur],
    });

    // Bhilai's manager neither changes it nor sees it.
    const elsewhere = await call(
      bhilaiManager,
      'PUT',
      `${URL}/${coupon.id}`,
      form({ code: 'RAIPUR500', kind: 'amount', percent: null, amountPaise: 1_00 }),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await list(bhilaiManager)).map((c) => c.id)).not.toContain(coupon.id);

    // Switched off and on again, each audited.
    const off = await call(raipurManager.cookie, 'PUT', `${URL}/${coupon.id}/active`, {
      isActive: false,
    });
    expect(off.json()).toMatchObject({ isActive: false });
    const on = await call(admin, 'PUT', `${URL}/${coupon.id}/active`, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
    const actions = await t.db
      .select({ action: auditLog.action, branchId: auditLog.branchId })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'coupon'), eq(auditLog.recordId, String(coupon.id))));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'coupon.create',
      'coupon.switch',
      'coupon.switch',
      'coupon.update',
    ]);
    expect(actions.every((a) => a.branchId === raipur)).toBe(true);
  });

  it('lists what each coupon gave: live uses, their discount and their rent', async () => {
    const made = (
      await call(admin, 'POST', URL, form({ code: 'GIVEN', branchIds: [raipur] }))
    ).json() as ConsoleCoupon;
    const { car, pkg } = await firstCarWithPackage(t.db, { branchId: raipur });
    const customer = await customerSession(t.app, t.db);
    for (const [i, status] of (['confirmed', 'confirmed', 'cancelled'] as const).entries()) {
      const pickupAt = hoursAfter(new Date(), 24 * (90 + i * 3));
      const b = await insertBooking(t.db, {
        userId: customer.id,
        carId: car.id,
        ratePackageId: pkg.id,
        pickupAt,
        dropAt: hoursAfter(pickupAt, 24),
        status,
      });
      await t.db.transaction((tx) =>
        recordRedemption(tx, {
          couponId: made.id,
          bookingId: b.id,
          userId: customer.id,
          discountPaise: 100_00,
        }),
      );
    }
    const row = (await list(raipurManager.cookie)).find((c) => c.id === made.id);
    // insertBooking's rent is ₹1,000; the cancelled booking does not count.
    expect(row).toMatchObject({ uses: 2, discountPaise: 200_00, rentPaise: 2_000_00 });
  });
});

// The referral for car rentals (decision 0051) in the console: what it gave, live bookings only,
// a branch manager's by their branch's cars.
describe('the referral summary', () => {
  const REFERRALS = '/api/console/offers/referrals';
  const summary = async (cookie: string) => {
    const res = await call(cookie, 'GET', REFERRALS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConsoleReferralSummary;
  };
  /** What changed since `before`, figure by figure. */
  const since = (before: ConsoleReferralSummary, now: ConsoleReferralSummary) =>
    Object.fromEntries(
      Object.entries(now).map(([k, v]) => [k, v - before[k as keyof ConsoleReferralSummary]]),
    );
  let days = 300;
  /** A booking of `carId` with this discount, its rent after it (each a few days after the last). */
  async function booking(
    userId: number,
    car: { carId: number; ratePackageId: number },
    status: 'confirmed' | 'completed' | 'cancelled' | 'lapsed',
    discountPaise: number,
    rentPaise: number,
  ) {
    const pickupAt = hoursAfter(new Date(), 24 * (days += 3));
    const b = await insertBooking(t.db, {
      userId,
      ...car,
      pickupAt,
      dropAt: hoursAfter(pickupAt, 24),
      status,
    });
    await t.db.update(bookings).set({ discountPaise, rentPaise }).where(eq(bookings.id, b.id));
    return b.id;
  }

  it('is for managers: the desk is refused', async () => {
    const res = await call(desk, 'GET', REFERRALS);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MANAGER_ONLY_MESSAGE });
  });

  it('counts sign-ups, welcomes and credits of live bookings; a branch manager their branch’s', async () => {
    const before = {
      admin: await summary(admin),
      raipur: await summary(raipurManager.cookie),
      bhilai: await summary(bhilaiManager),
    };
    const r = await firstCarWithPackage(t.db, { branchId: raipur });
    const b = await firstCarWithPackage(t.db, { branchId: bhilai });
    const raipurCar = { carId: r.car.id, ratePackageId: r.pkg.id };
    const bhilaiCar = { carId: b.car.id, ratePackageId: b.pkg.id };
    const referrer = await createCustomer(t.db);
    const [f1, f2, f3, f4, f5] = await Promise.all([1, 2, 3, 4, 5].map(() => createCustomer(t.db)));
    const refer = (friendId: number, more: Partial<typeof rentalReferrals.$inferInsert> = {}) =>
      t.db
        .insert(rentalReferrals)
        .values({ referrerId: referrer.id, friendId, rewardPaise: 500_00, ...more });
    const earnedAt = new Date();

    // Friend 1: welcome on a completed Raipur trip, which earned the referrer a credit, used on
    // the referrer's live Bhilai booking.
    const trip1 = await booking(f1!.id, raipurCar, 'completed', 100_00, 900_00);
    const credit1 = await booking(referrer.id, bhilaiCar, 'confirmed', 500_00, 1_500_00);
    await refer(f1!.id, {
      welcomeBookingId: trip1,
      rewardTripId: trip1,
      rewardEarnedAt: earnedAt,
      rewardBookingId: credit1,
    });
    // Friend 2: the welcome went on a booking since cancelled: nothing counts, not even at Raipur.
    await refer(f2!.id, {
      welcomeBookingId: await booking(f2!.id, raipurCar, 'cancelled', 100_00, 900_00),
    });
    // Friend 3: a completed Raipur trip earned a credit; the booking that used it lapsed.
    const trip3 = await booking(f3!.id, raipurCar, 'completed', 50_00, 450_00);
    await refer(f3!.id, {
      welcomeBookingId: trip3,
      rewardTripId: trip3,
      rewardEarnedAt: earnedAt,
      rewardBookingId: await booking(referrer.id, raipurCar, 'lapsed', 500_00, 500_00),
    });
    // Friend 4: welcome on a live Bhilai booking. Friend 5: signed up, never booked.
    const welcome4 = await booking(f4!.id, bhilaiCar, 'confirmed', 200_00, 1_800_00);
    await refer(f4!.id, { welcomeBookingId: welcome4 });
    await refer(f5!.id);

    expect(since(before.admin, await summary(admin))).toEqual({
      signedUp: 5,
      welcomesUsed: 3,
      welcomeDiscountPaise: 350_00,
      welcomeRentPaise: 3_150_00,
      creditsEarned: 2,
      creditsUsed: 1,
      creditDiscountPaise: 500_00,
      creditRentPaise: 1_500_00,
    });
    // Raipur: friends 1 and 3 booked there (friend 2's booking is cancelled); both credits were
    // earned by Raipur trips; the one used at Raipur lapsed.
    expect(since(before.raipur, await summary(raipurManager.cookie))).toEqual({
      signedUp: 2,
      welcomesUsed: 2,
      welcomeDiscountPaise: 150_00,
      welcomeRentPaise: 1_350_00,
      creditsEarned: 2,
      creditsUsed: 0,
      creditDiscountPaise: 0,
      creditRentPaise: 0,
    });
    expect(since(before.bhilai, await summary(bhilaiManager))).toEqual({
      signedUp: 1,
      welcomesUsed: 1,
      welcomeDiscountPaise: 200_00,
      welcomeRentPaise: 1_800_00,
      creditsEarned: 0,
      creditsUsed: 1,
      creditDiscountPaise: 500_00,
      creditRentPaise: 1_500_00,
    });

    // Friend 4's booking is cancelled: their welcome and their Bhilai sign-up no longer count.
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, welcome4));
    expect(since(before.bhilai, await summary(bhilaiManager))).toMatchObject({
      signedUp: 0,
      welcomesUsed: 0,
      welcomeDiscountPaise: 0,
      welcomeRentPaise: 0,
      creditsUsed: 1,
    });
    expect(since(before.admin, await summary(admin))).toMatchObject({
      signedUp: 5,
      welcomesUsed: 2,
      welcomeDiscountPaise: 150_00,
      welcomeRentPaise: 1_350_00,
    });
  });
});
