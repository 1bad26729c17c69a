import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarRefusal } from '../../../shared/car-refusal.js';
import type { CounterAvailability, CounterCars } from '../../../shared/counter-booking.js';
import { NO_COMPLIANCE } from '../../../shared/fleet-compliance.js';
import { minimumDurationMessage } from '../../../shared/search.js';
import { addDays, istDate } from '../../../shared/time.js';
import { branches, cars } from '../../db/schema.js';
import { hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

/**
 * Issue 32 item 4: before the desk books, it asks which of the branch's cars can take the
 * period, and hears why each other one cannot, as the booking itself would refuse it.
 */
let t: TestApp;
let manager: string;
let durg: number;
let carIds: number[];
// Seventy-five days ahead, on the half hour: nothing of the seed's is there.
const base = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 75 * 86_400_000);
let booked: { id: number };
let customer: Awaited<ReturnType<typeof createLoginCustomer>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  manager = (await staffCookie(t.app, t.db, 'Durg')).cookie;
  durg = await branchId(t.db, 'Durg');
  carIds = (
    await t.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.branchId, durg), eq(cars.isActive, true)))
      .orderBy(asc(cars.id))
  ).map((c) => c.id);
  expect(carIds.length).toBeGreaterThanOrEqual(4);
  customer = await createLoginCustomer(t.db);
  const desk = (
    await t.app.inject({
      url: `/api/console/counter/cars?branchId=${durg}`,
      headers: { cookie: manager },
    })
  ).json<CounterCars>();
  const first = desk.cars.find((c) => c.id === carIds[0])!;
  booked = await insertBooking(t.db, {
    userId: customer.id,
    carId: first.id,
    ratePackageId: first.ratePackages[0]!.id,
    pickupAt: base,
    dropAt: hoursAfter(base, 8),
    status: 'confirmed',
  });
  const block = await t.app.inject({
    method: 'POST',
    url: '/api/console/blocks',
    headers: { cookie: manager },
    payload: {
      carId: carIds[1],
      startsAt: base.toISOString(),
      endsAt: hoursAfter(base, 8).toISOString(),
      reason: 'Brake service',
    },
  });
  expect(block.statusCode, block.body).toBe(201);
});
afterAll(() => t.close());

const ask = (from: Date, until: Date, cookie = manager, branch = durg) =>
  t.app.inject({
    url: `/api/console/counter/availability?branchId=${branch}&pickupAt=${from.toISOString()}&dropAt=${until.toISOString()}`,
    headers: { cookie },
  });
const refusals = async (from: Date, until: Date) => {
  const res = await ask(from, until);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<CounterAvailability>().cars.map((c) => [c.carId, c.refusal]));
};

describe('which cars can take a period, for the counter (GET /api/console/counter/availability)', () => {
  it('names the booking a car is taken by and the block another is in; the rest are free', async () => {
    const answer = await refusals(hoursAfter(base, 2), hoursAfter(base, 10));
    expect([...answer.keys()].sort((a, b) => a - b)).toEqual(carIds);
    expect(answer.get(carIds[0]!)).toEqual<CarRefusal>({
      kind: 'booking',
      bookingId: booked.id,
      from: base.toISOString(),
      until: hoursAfter(base, 8).toISOString(),
    });
    expect(answer.get(carIds[1]!)).toEqual<CarRefusal>({
      kind: 'block',
      from: base.toISOString(),
      until: hoursAfter(base, 8).toISOString(),
      reason: 'Brake service',
    });
    expect(answer.get(carIds[2]!)).toBeUndefined();
  });

  it('says what the counter booking then answers (the same rule)', async () => {
    const desk = (
      await t.app.inject({
        url: `/api/console/counter/cars?branchId=${durg}`,
        headers: { cookie: manager },
      })
    ).json<CounterCars>();
    const car = desk.cars.find((c) => c.id === carIds[0])!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/counter/bookings',
      headers: { cookie: manager },
      payload: {
        customerId: customer.id,
        carId: car.id,
        ratePackageId: car.ratePackages[0]!.id,
        pickupDropOptionId: desk.pickupDropOptions[0]!.id,
        tripType: 'local',
        pickupAt: hoursAfter(base, 2).toISOString(),
        dropAt: hoursAfter(base, 10).toISOString(),
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`(booking #${booked.id})`);
  });

  it("names the branch's turnaround gap and the booking it crowds", async () => {
    await t.db.update(branches).set({ turnaroundMinutes: 60 }).where(eq(branches.id, durg));
    try {
      const answer = await refusals(hoursAfter(base, 8.5), hoursAfter(base, 16.5));
      expect(answer.get(carIds[0]!)).toEqual<CarRefusal>({
        kind: 'turnaround',
        minutes: 60,
        bookingId: booked.id,
        from: base.toISOString(),
        until: hoursAfter(base, 8).toISOString(),
      });
      // A block is not widened by the gap: the blocked car is free after it.
      expect(answer.get(carIds[1]!)).toBeUndefined();
    } finally {
      await t.db.update(branches).set({ turnaroundMinutes: 0 }).where(eq(branches.id, durg));
    }
    expect((await refusals(hoursAfter(base, 8.5), hoursAfter(base, 16.5))).get(carIds[0]!)).toBe(
      undefined,
    );
  });

  it('names a lapsed paper with its last day, and a service due by km with the readings', async () => {
    const save = (carId: number, papers: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/console/cars/${carId}/compliance`,
        headers: { cookie: manager },
        payload: { ...NO_COMPLIANCE, ...papers },
      });
    const lastDay = addDays(istDate(base), -1);
    expect((await save(carIds[2]!, { insuranceExpiresOn: lastDay })).statusCode).toBe(200);
    expect((await save(carIds[3]!, { serviceDueKm: 1_000, odometerKm: 1_200 })).statusCode).toBe(
      200,
    );
    const answer = await refusals(hoursAfter(base, 2), hoursAfter(base, 10));
    expect(answer.get(carIds[2]!)).toEqual<CarRefusal>({
      kind: 'paper',
      item: 'insurance',
      on: lastDay,
    });
    expect(answer.get(carIds[3]!)).toEqual<CarRefusal>({
      kind: 'serviceKm',
      dueKm: 1_000,
      odometerKm: 1_200,
    });
  });

  it('leaves retired cars out', async () => {
    const retired = carIds.at(-1)!;
    await t.db.update(cars).set({ isActive: false }).where(eq(cars.id, retired));
    try {
      const answer = await refusals(hoursAfter(base, 2), hoursAfter(base, 10));
      expect(answer.has(retired)).toBe(false);
    } finally {
      await t.db.update(cars).set({ isActive: true }).where(eq(cars.id, retired));
    }
  });

  it('refuses a period the booking would refuse, naming why', async () => {
    const short = await ask(base, hoursAfter(base, 4));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(minimumDurationMessage(4));
    const missing = await t.app.inject({
      url: `/api/console/counter/availability?branchId=${durg}`,
      headers: { cookie: manager },
    });
    expect(missing.statusCode).toBe(400);
  });

  it("answers only staff: another branch's is 404, an admin any, a customer 403", async () => {
    const bhilai = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
    expect((await ask(hoursAfter(base, 2), hoursAfter(base, 10), bhilai)).statusCode).toBe(404);
    const counterStaff = (await staffCookie(t.app, t.db, 'Durg', { staffRole: 'staff' })).cookie;
    expect((await ask(hoursAfter(base, 2), hoursAfter(base, 10), counterStaff)).statusCode).toBe(
      200,
    );
    const admin = (await staffCookie(t.app, t.db, null)).cookie;
    expect((await ask(hoursAfter(base, 2), hoursAfter(base, 10), admin)).statusCode).toBe(200);
    const asCustomer = await loginCookie(t.app, customer.email, customer.password);
    expect((await ask(hoursAfter(base, 2), hoursAfter(base, 10), asCustomer)).statusCode).toBe(403);
  });
});
