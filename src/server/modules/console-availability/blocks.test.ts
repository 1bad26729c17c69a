import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, Calendar, TodayBoard } from '../../../shared/console-availability.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { carBlocks } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hoursAfter, insertBooking, pgErrorCode } from '../../test/factories.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

let t: TestApp;
let admin: string;
let target: Awaited<ReturnType<typeof bookableCar>>;
let customer: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  target = await bookableCar(t.db, 2);
  customer = await customerSession(t.app, t.db);
});
afterAll(() => t.close());

const day = (n: number) => addDays(istDate(new Date()), n);
const block = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/console/blocks', headers: { cookie: admin }, payload });

const searchIds = async (date: string) => {
  const q = new URLSearchParams({
    branch: String(target.car.branchId),
    pickupDate: date,
    pickupTime: '10:00',
    dropDate: addDays(date, 1),
    dropTime: '10:00',
  });
  const res = await t.app.inject({ url: `/api/cars?${q}` });
  return (res.json<{ cars: { id: number }[] }>().cars ?? []).map((c) => c.id);
};

describe('maintenance blocks', () => {
  it('refuses a block over a live booking, naming the booking, and adds nothing', async () => {
    const made = await postBooking(t.app, customer.cookie, bookingBody(target, { daysAhead: 5 }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    const res = await block({
      carId: target.car.id,
      startsAt: istInstant(day(5), '00:00').toISOString(),
      endsAt: istInstant(day(6), '00:00').toISOString(),
      reason: 'Brake service',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`booking SDC-${id}`);
    expect(res.json().figures).toEqual({
      kind: 'blockClash',
      bookingId: id,
      from: expect.any(String),
      until: expect.any(String),
    });
    expect(await t.db.select().from(carBlocks)).toHaveLength(0);
  });

  it('blocks a free period: the car leaves the search, and booking it is refused', async () => {
    expect(await searchIds(day(20))).toContain(target.car.id);
    const res = await block({
      carId: target.car.id,
      startsAt: istInstant(day(20), '00:00').toISOString(),
      endsAt: istInstant(day(22), '00:00').toISOString(),
      reason: 'Tyre change',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Block>()).toMatchObject({ reason: 'Tyre change' });
    expect(await searchIds(day(20))).not.toContain(target.car.id);
    const booking = await postBooking(
      t.app,
      customer.cookie,
      bookingBody(target, { daysAhead: 20 }),
    );
    expect(booking.statusCode).toBe(409);
  });

  it('holds the rule in the database too, both ways (23P01)', async () => {
    const start = istInstant(day(40), '10:00');
    await insertBooking(t.db, {
      userId: customer.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: start,
      dropAt: hoursAfter(start, 12),
    });
    const overBooking = await t.db
      .insert(carBlocks)
      .values({
        carId: target.car.id,
        startsAt: hoursAfter(start, 2),
        endsAt: hoursAfter(start, 4),
        reason: 'x',
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(overBooking)).toBe('23P01');
    await t.db.insert(carBlocks).values({
      carId: target.car.id,
      startsAt: hoursAfter(start, 24),
      endsAt: hoursAfter(start, 30),
      reason: 'y',
    });
    const overBlock = await insertBooking(t.db, {
      userId: customer.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: hoursAfter(start, 26),
      dropAt: hoursAfter(start, 40),
    }).catch((e: unknown) => e);
    expect(pgErrorCode(overBlock)).toBe('23P01');
    // Back to back is allowed (half-open periods), and a cancelled booking does not count.
    await insertBooking(t.db, {
      userId: customer.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: hoursAfter(start, 30),
      dropAt: hoursAfter(start, 36),
    });
    await insertBooking(t.db, {
      userId: customer.id,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: hoursAfter(start, 25),
      dropAt: hoursAfter(start, 29),
      status: 'cancelled',
    });
  });

  it('answers bad input with 400 and a clear message', async () => {
    const res = await block({
      carId: target.car.id,
      startsAt: istInstant(day(50), '10:00').toISOString(),
      endsAt: istInstant(day(50), '09:00').toISOString(),
      reason: 'Oil',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The block must end after it starts.');
    // Empty or impossible times: their own message, never a 500 from the checks after them.
    for (const times of [
      { startsAt: '', endsAt: '' },
      { startsAt: 'soon', endsAt: istInstant(day(50), '09:00').toISOString() },
    ]) {
      const bad = await block({ carId: target.car.id, ...times, reason: 'Oil' });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toBe('Please enter the start as a date and time.');
    }
  });

  it('shows bookings and blocks on the branch calendar and 404s another branch to its staff', async () => {
    const cal = await t.app.inject({
      url: `/api/console/calendar?branchId=${target.car.branchId}&from=${day(19)}&view=week`,
      headers: { cookie: admin },
    });
    expect(cal.statusCode, cal.body).toBe(200);
    const body = cal.json<Calendar>();
    expect(body.days).toHaveLength(7);
    expect(body.cars.some((c) => c.id === target.car.id)).toBe(true);
    expect(body.bars).toContainEqual(
      expect.objectContaining({ kind: 'block', carId: target.car.id, label: 'Tyre change' }),
    );
    const month = await t.app.inject({
      url: `/api/console/calendar?branchId=${target.car.branchId}&from=${day(0)}&view=month`,
      headers: { cookie: admin },
    });
    expect(month.json<Calendar>().bars).toContainEqual(
      expect.objectContaining({ kind: 'booking', carId: target.car.id }),
    );

    const otherBranch =
      (await branchId(t.db, 'Raipur')) === target.car.branchId ? 'Bhilai' : 'Raipur';
    const staff = (await staffCookie(t.app, t.db, otherBranch)).cookie;
    const denied = await t.app.inject({
      url: `/api/console/calendar?branchId=${target.car.branchId}&from=${day(0)}`,
      headers: { cookie: staff },
    });
    expect(denied.statusCode).toBe(404);
  });

  it("lists today's pickups and returns and the overdue returns of the branch", async () => {
    const now = new Date();
    const u = customer.id;
    const p = {
      userId: u,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      status: 'confirmed' as const,
    };
    const overdue = await insertBooking(t.db, {
      ...p,
      pickupAt: hoursAfter(now, -30),
      dropAt: hoursAfter(now, -20),
    });
    const board = await t.app.inject({
      url: `/api/console/today?branchId=${target.car.branchId}`,
      headers: { cookie: admin },
    });
    expect(board.statusCode).toBe(200);
    const b = board.json<TodayBoard>();
    expect(b.date).toBe(istDate(now));
    expect(b.overdue.map((e) => e.bookingId)).toContain(overdue.id);
    expect(b.pickups.map((e) => e.bookingId)).not.toContain(overdue.id);
  });
});
