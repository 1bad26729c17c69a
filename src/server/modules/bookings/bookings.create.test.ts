import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TAKEN_MESSAGE, type Booking } from '../../../shared/bookings.js';
import { DROP_NOT_AFTER_PICKUP_MESSAGE, minimumDurationMessage } from '../../../shared/search.js';
import { istInstant } from '../../../shared/time.js';
import { bookings, carBlocks } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookableCar, bookingBody, customerSession, postBooking } from './bookings-test-helpers.js';
import { HOLD_SWEEP_QUEUE } from './hold-sweep.job.js';

describe('creating a booking', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let bob: Awaited<ReturnType<typeof customerSession>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    alice = await customerSession(t.app, t.db);
    bob = await customerSession(t.app, t.db);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in', async () => {
    const target = await bookableCar(t.db, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': randomUUID() },
      payload: bookingBody(target),
    });
    expect(res.statusCode).toBe(401);
  });

  it('prices from the database, ignoring any price in the body, and holds the car unpaid', async () => {
    const target = await bookableCar(t.db, 0);
    const before = Date.now();
    const res = await postBooking(t.app, alice.cookie, {
      ...bookingBody(target, { dropDays: 1, dropTime: '16:30' }),
      tripType: 'outstation',
      totalPaise: 1,
      rentPaise: 1,
      depositPaise: 0,
    });
    expect(res.statusCode).toBe(201);
    const b = res.json<Booking>();
    const rent = Math.round(30.5 * target.pkg.ratePerHourPaise);
    expect(b).toMatchObject({
      carId: target.car.id,
      status: 'pending_payment',
      displayStatus: 'Payment pending',
      hours: 30.5,
      rentPaise: rent,
      depositPaise: target.car.outstationSecurityDepositPaise,
      pickupDropPaise: target.option.ratePaise,
      totalPaise: rent + target.car.outstationSecurityDepositPaise + target.option.ratePaise,
      kmIncluded: Math.round(30.5 * target.pkg.kmPerHour),
      extraKmRatePaise: target.pkg.extraKmRatePaise,
      pickupTime: '10:00',
      dropTime: '16:30',
    });
    const hold = new Date(b.holdExpiresAt!).getTime();
    expect(hold).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(hold).toBeLessThan(Date.now() + 30 * 60_000 + 1);
  });

  it('makes one booking for a retried request key and needs a key', async () => {
    const target = await bookableCar(t.db, 1);
    const key = randomUUID();
    const first = await postBooking(t.app, alice.cookie, bookingBody(target), key);
    const again = await postBooking(t.app, alice.cookie, bookingBody(target), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Booking>().id).toBe(first.json<Booking>().id);
    const rows = await t.db.select().from(bookings).where(eq(bookings.carId, target.car.id));
    expect(rows).toHaveLength(1);

    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: alice.cookie },
      payload: bookingBody(target, { daysAhead: 20 }),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key');
  });

  it('checks the period with the search rules and the package and option with the car', async () => {
    const target = await bookableCar(t.db, 2);
    const other = await bookableCar(t.db, 3);
    const body = bookingBody(target, { daysAhead: 30 });
    const cases: [object, string][] = [
      [{ ...body, dropDate: body.pickupDate, dropTime: '09:00' }, DROP_NOT_AFTER_PICKUP_MESSAGE],
      [{ ...body, dropDate: body.pickupDate, dropTime: '15:00' }, minimumDurationMessage(5)],
      [{ ...body, ratePackageId: other.pkg.id }, 'Oops! Please select a rate package of this car.'],
      [
        { ...body, pickupDropOptionId: target.otherBranchOption.id },
        "Oops! Please select a pickup and drop option of this car's branch.",
      ],
      [{ ...body, acceptTerms: false }, 'Oops! Please accept the Terms and Conditions.'],
      [{ ...body, tripType: undefined }, 'Oops! Please select Local or Outstation.'],
      [{ ...body, carId: undefined }, 'Oops! Please select a Car and Packages to Proceed.'],
      [{ ...body, ratePackageId: '' }, 'Oops! Please select a Car and Packages to Proceed.'],
      [{ ...body, pickupDate: '' }, 'Oops! Please Select Pickup Date.'],
      [{ ...body, dropDate: undefined }, 'Oops! Please Select Return Date.'],
      [{ ...body, pickupTime: ' ' }, 'Oops! Please Select Pickup Time.'],
      [{ ...body, dropTime: undefined }, 'Oops! Please Select Return Time.'],
    ];
    for (const [payload, message] of cases) {
      const res = await postBooking(t.app, alice.cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const rows = await t.db.select().from(bookings).where(eq(bookings.carId, target.car.id));
    expect(rows).toHaveLength(0);
  });

  it('lets exactly one of ten concurrent customers book a car for a period', async () => {
    const target = await bookableCar(t.db, 4);
    const customers = await Promise.all(
      Array.from({ length: 10 }, () => customerSession(t.app, t.db)),
    );
    const results = await Promise.all(
      customers.map((c, i) =>
        postBooking(t.app, c.cookie, bookingBody(target, { dropDays: 1 + (i % 3) })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(BOOKING_TAKEN_MESSAGE);
    }
  });

  it('makes one booking when the same key arrives concurrently', async () => {
    const target = await bookableCar(t.db, 7);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postBooking(t.app, bob.cookie, bookingBody(target), key)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json<Booking>().id)).size).toBe(1);
  });

  it('refuses a car blocked by staff for the period', async () => {
    const target = await bookableCar(t.db, 8);
    const body = bookingBody(target);
    await t.db.insert(carBlocks).values({
      carId: target.car.id,
      startsAt: istInstant(body.pickupDate, '12:00'),
      endsAt: istInstant(body.pickupDate, '14:00'),
      reason: 'service',
    });
    const res = await postBooking(t.app, alice.cookie, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_TAKEN_MESSAGE);
  });

  it('frees the car of an unpaid booking past its hold', async () => {
    const target = await bookableCar(t.db, 5);
    const first = await postBooking(t.app, alice.cookie, bookingBody(target));
    expect(first.statusCode).toBe(201);
    expect((await postBooking(t.app, bob.cookie, bookingBody(target))).statusCode).toBe(409);

    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.json<Booking>().id));
    const second = await postBooking(t.app, bob.cookie, bookingBody(target));
    expect(second.statusCode).toBe(201);
    const [lapsed] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first.json<Booking>().id));
    expect(lapsed!.status).toBe('lapsed');
  });

  it('lapses expired holds in the scheduled hold-sweep job', async () => {
    const target = await bookableCar(t.db, 6);
    const res = await postBooking(t.app, alice.cookie, bookingBody(target));
    const id = res.json<Booking>().id;
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, id));
    // What the every-minute schedule enqueues.
    await t.jobs.send(t.db, HOLD_SWEEP_QUEUE, {});
    t.jobs.kick(HOLD_SWEEP_QUEUE);
    await t.jobs.idle();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('lapsed');
  });
});
