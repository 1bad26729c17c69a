import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BranchRulesBody,
  BranchRulesList,
  BranchRulesView,
} from '../../../shared/branch-rules.js';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import { defaultSearch, type SearchInput } from '../../../shared/search.js';
import { addDays, istInstant } from '../../../shared/time.js';
import type { CarListResponse } from '../../../shared/cars.js';
import { auditLog, branches } from '../../db/schema.js';
import { createCustomer, hoursAfter, insertBooking, pgErrorCode } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';

let t: TestApp;
let manager: string;
let counter: string;
let bhilai: number;
const FUEL_RATE = 60_000;
const DEFAULT_RULES: BranchRulesBody = {
  lateGraceMinutes: 0,
  lateRatePerHourPaise: null,
  fuelChargePerEighthPaise: null,
  minDriverAge: 18,
  turnaroundMinutes: 0,
  depositHoldDays: 0,
  tollFeePaise: 0,
  challanFeePaise: 0,
  damageFeePaise: 0,
  chargeNoticeDays: 3,
  chargeDisputeDays: 7,
};

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { RATE_LIMITS: 'false', FUEL_CHARGE_PER_EIGHTH_PAISE: String(FUEL_RATE) },
  });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  bhilai = await branchId(t.db, 'Bhilai');
});
afterAll(() => t.close());

const put = (id: number, payload: object, cookie = manager) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/console/branches/${id}/rules`,
    payload,
    headers: { cookie },
  });
const setRules = async (id: number, rules: Partial<typeof DEFAULT_RULES>) => {
  const res = await put(id, { ...DEFAULT_RULES, ...rules });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BranchRulesView>();
};
const rulesOf = async (id: number) =>
  (
    await t.db
      .select({ grace: branches.lateGraceMinutes, turnaround: branches.turnaroundMinutes })
      .from(branches)
      .where(eq(branches.id, id))
  )[0]!;

describe('rules per branch in the console', () => {
  it('starts at the behaviour from before rules per branch', async () => {
    const res = await t.app.inject({
      url: '/api/console/branch-rules',
      headers: { cookie: manager },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<BranchRulesList>().branches;
    expect(list).toEqual([{ branchId: bhilai, branchName: 'Bhilai', ...DEFAULT_RULES }]);
  });

  it('lets the manager set their branch rules, audited; not another branch, not counter staff', async () => {
    const saved = await setRules(bhilai, { lateGraceMinutes: 20, turnaroundMinutes: 0 });
    expect(saved.lateGraceMinutes).toBe(20);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'branch.rules'));
    expect(entry).toMatchObject({ recordId: String(bhilai), branchId: bhilai });
    const raipur = await put(await branchId(t.db, 'Raipur'), DEFAULT_RULES);
    expect(raipur.statusCode).toBe(404);
    const byCounter = await put(bhilai, { ...DEFAULT_RULES, lateGraceMinutes: 999 }, counter);
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().message).toBe(MANAGER_ONLY_MESSAGE);
    expect((await rulesOf(bhilai)).grace).toBe(20);
  });

  it('refuses negative rates and other bad values with a message, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ lateRatePerHourPaise: -100 }, 'The late rate per hour cannot be negative.'],
      [{ fuelChargePerEighthPaise: -1 }, 'The fuel price per eighth cannot be negative.'],
      [{ lateGraceMinutes: -5 }, 'The grace period cannot be negative.'],
      [{ turnaroundMinutes: -30 }, 'The turnaround time cannot be negative.'],
      [{ minDriverAge: 16 }, 'The minimum driver age cannot be below 18.'],
      [{ lateGraceMinutes: 2.5 }, 'Please enter the grace period as a whole number.'],
    ];
    for (const [change, message] of cases) {
      const res = await put(bhilai, { ...DEFAULT_RULES, lateGraceMinutes: 20, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await rulesOf(bhilai)).grace).toBe(20);
  });
});

describe('the final bill under the branch rules', () => {
  it('charges late minutes beyond the grace, at the branch rates frozen at pickup, and says so', async () => {
    await setRules(bhilai, {
      lateGraceMinutes: 15,
      lateRatePerHourPaise: 20_000,
      fuelChargePerEighthPaise: 40_000,
    });
    const customer = await customerWithDocuments(t.db, 'verified');
    // Returned 2 h 0 min (and a few seconds) after the agreed drop: 105 minutes beyond grace.
    const { booking } = await paidBooking(
      t.db,
      customer.id,
      'Bhilai',
      new Date(Date.now() - 120 * 60_000 - 5_000),
    );
    const base = `/api/console/bookings/${booking.id}`;
    const headers = { cookie: counter };
    const pickup = await t.app.inject({
      method: 'POST',
      url: `${base}/pickup`,
      headers,
      payload: { odometerKm: 1_000, fuelEighths: 8 },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    // A change after the pickup does not change this trip's bill.
    await setRules(bhilai, { lateGraceMinutes: 0, lateRatePerHourPaise: 99_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/return`,
      headers,
      payload: { odometerKm: 1_000, fuelEighths: 7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bill).toMatchObject({
      lateHours: 2,
      latePaise: 40_000,
      fuelEighthsShort: 1,
      fuelPaise: 40_000,
      rules: {
        lateGraceMinutes: 15,
        lateRatePerHourPaise: 20_000,
        lateRateSource: 'branch',
        fuelChargePerEighthPaise: 40_000,
        fuelPriceSource: 'branch',
      },
    });
    await setRules(bhilai, {});
  });

  it('uses the package rate and the standard fuel price when the branch sets none', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking, pkg } = await paidBooking(
      t.db,
      customer.id,
      'Bhilai',
      new Date(Date.now() - 61 * 60_000),
    );
    const base = `/api/console/bookings/${booking.id}`;
    const headers = { cookie: manager };
    await t.app.inject({
      method: 'POST',
      url: `${base}/pickup`,
      headers,
      payload: { odometerKm: 10, fuelEighths: 8 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/return`,
      headers,
      payload: { odometerKm: 10, fuelEighths: 6 },
    });
    expect(res.json().bill).toMatchObject({
      lateHours: 2,
      latePaise: 2 * pkg.extendRatePerHourPaise,
      fuelPaise: 2 * FUEL_RATE,
      rules: { lateGraceMinutes: 0, lateRateSource: 'package', fuelPriceSource: 'default' },
    });
  });
});

describe('turnaround between two rentals of a car', () => {
  it('is enforced by the database: a booking may not start or end within the gap', async () => {
    await setRules(bhilai, { turnaroundMinutes: 60 });
    const target = await bookableCar(t.db, 0);
    expect(target.car.branchId).toBe(bhilai);
    const user = await createCustomer(t.db);
    const base = { userId: user.id, carId: target.car.id, ratePackageId: target.pkg.id };
    const pickupAt = new Date('2027-03-10T04:30:00Z');
    const dropAt = hoursAfter(pickupAt, 24);
    await insertBooking(t.db, { ...base, pickupAt, dropAt });
    // Starts 30 minutes after the other ends, or ends 30 minutes before the other starts.
    for (const period of [
      { pickupAt: hoursAfter(dropAt, 0.5), dropAt: hoursAfter(dropAt, 10) },
      { pickupAt: hoursAfter(pickupAt, -10), dropAt: hoursAfter(pickupAt, -0.5) },
    ]) {
      await expect(insertBooking(t.db, { ...base, ...period })).rejects.toSatisfy(
        (e) => pgErrorCode(e) === '23P01',
      );
    }
    // Exactly the gap after: free; a cancelled booking keeps no gap.
    await insertBooking(t.db, {
      ...base,
      pickupAt: hoursAfter(dropAt, 1),
      dropAt: hoursAfter(dropAt, 8),
    });
    await insertBooking(t.db, {
      ...base,
      pickupAt: hoursAfter(pickupAt, -7),
      dropAt: hoursAfter(pickupAt, -0.25),
      status: 'cancelled',
    });
  });

  it('answers 409 to a customer booking inside the gap, and search leaves the car out', async () => {
    await setRules(bhilai, { turnaroundMinutes: 120 });
    const target = await bookableCar(t.db, 1);
    expect(target.car.branchId).toBe(bhilai);
    const start = defaultSearch(new Date(), String(bhilai));
    const search: SearchInput = {
      ...start,
      pickupDate: addDays(start.pickupDate, 6),
      dropDate: addDays(start.dropDate, 6),
    };
    const from = istInstant(search.pickupDate, search.pickupTime);
    const user = await createCustomer(t.db);
    // Another rental ends one hour before the searched pickup: inside the two-hour gap.
    await insertBooking(t.db, {
      userId: user.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: hoursAfter(from, -20),
      dropAt: hoursAfter(from, -1),
    });
    const listed = async () =>
      (
        (
          await t.app.inject(
            `/api/cars?${new URLSearchParams(search as unknown as Record<string, string>)}`,
          )
        ).json() as CarListResponse
      ).cars.map((c) => c.id);
    expect(await listed()).not.toContain(target.car.id);

    const alice = await customerSession(t.app, t.db);
    const body = {
      ...bookingBody(target),
      pickupDate: search.pickupDate,
      dropDate: search.dropDate,
    };
    body.pickupTime = search.pickupTime;
    body.dropTime = search.dropTime;
    const res = await postBooking(t.app, alice.cookie, body);
    expect(res.statusCode, res.body).toBe(409);

    // With no turnaround the same period is free again.
    await setRules(bhilai, { turnaroundMinutes: 0 });
    expect(await listed()).toContain(target.car.id);
    const again = await postBooking(t.app, alice.cookie, body);
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('charge-after-trip rules', () => {
  it('keeps the charge-after-trip rules an older client leaves out of the body', async () => {
    await setRules(bhilai, { tollFeePaise: 2_500, chargeNoticeDays: 5 });
    const {
      tollFeePaise: _t,
      challanFeePaise: _c,
      damageFeePaise: _d,
      chargeNoticeDays: _n,
      chargeDisputeDays: _w,
      ...older
    } = DEFAULT_RULES;
    const saved = await put(bhilai, { ...older, lateGraceMinutes: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      lateGraceMinutes: 15,
      tollFeePaise: 2_500,
      chargeNoticeDays: 5,
    });
    await setRules(bhilai, { tollFeePaise: 0, chargeNoticeDays: 3, lateGraceMinutes: 0 });
  });
});
