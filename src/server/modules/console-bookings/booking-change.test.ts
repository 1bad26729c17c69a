import { and, asc, eq } from 'drizzle-orm';
import { istDate } from '../../../shared/time.js';
import { NO_COMPLIANCE } from '../../../shared/fleet-compliance.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingChangeQuote } from '../../../shared/booking-change.js';
import { minimumDurationMessage } from '../../../shared/search.js';
import { alreadyHandedOverMessage } from '../../../shared/booking-messages.js';
import { auditLog, bookings, cars, outboxMessages, ratePackages } from '../../db/schema.js';
import { hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments } from '../../test/desk-fixtures.js';

let t: TestApp;
let cookie: string;
/** Two days ahead on a half-hour boundary: a period a customer could book. */
const base = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 48 * 3_600_000);
let carsOfBhilai: { car: typeof cars.$inferSelect; pkg: typeof ratePackages.$inferSelect }[];
let nextCar = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  cookie = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  const rows = await t.db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(eq(cars.branchId, await branchId(t.db, 'Bhilai')))
    .orderBy(asc(cars.id), asc(ratePackages.id));
  // One row per car, each with its first package, all of one package type for the swaps.
  const firstType = rows[0]!.pkg.type;
  carsOfBhilai = rows.filter(
    (r, i) => r.pkg.type === firstType && (i === 0 || rows[i - 1]!.car.id !== r.car.id),
  );
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const rowOf = async (id: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'booking'), eq(auditLog.recordId, String(id))));

const NO_PAPERS = NO_COMPLIANCE;

/** A confirmed 6-hour booking from `base` on a car no other test uses. */
async function booking() {
  const customer = await customerWithDocuments(t.db, 'verified');
  const { car, pkg } = carsOfBhilai[nextCar++]!;
  const row = await insertBooking(t.db, {
    userId: customer.id,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupAt: base,
    dropAt: hoursAfter(base, 6),
    status: 'confirmed',
  });
  return { row, car, pkg, customer };
}

describe('changing a booking at the counter', () => {
  it('quotes a time change without changing anything, then applies it, audits and mails', async () => {
    const { row, car, pkg, customer } = await booking();
    const change = {
      pickupAt: hoursAfter(base, 24).toISOString(),
      dropAt: hoursAfter(base, 34).toISOString(),
    };
    const quoteRes = await post(`/api/console/bookings/${row.id}/change-quote`, change);
    expect(quoteRes.statusCode, quoteRes.body).toBe(200);
    const quote = quoteRes.json<BookingChangeQuote>();
    const rent = 10 * pkg.ratePerHourPaise;
    const total = rent + car.securityDepositPaise + row.pickupDropPaise;
    expect(quote.after).toMatchObject({
      hours: 10,
      rentPaise: rent,
      totalPaise: total,
      kmIncluded: 10 * pkg.kmPerHour,
    });
    expect(quote.differencePaise).toBe(total - row.totalPaise);
    expect(await rowOf(row.id)).toEqual(row);
    expect(await auditOf(row.id)).toHaveLength(0);

    const applied = await post(`/api/console/bookings/${row.id}/change`, change);
    expect(applied.statusCode, applied.body).toBe(200);
    // Nothing was paid on this booking, so a cheaper change has nothing to refund.
    expect(applied.json<BookingChangeQuote>()).toEqual({
      ...quote,
      owedPaise: Math.max(0, quote.differencePaise),
      refundPaise: 0,
    });
    const after = await rowOf(row.id);
    expect(after).toMatchObject({
      carId: car.id,
      pickupAt: hoursAfter(base, 24),
      dropAt: hoursAfter(base, 34),
      rentPaise: rent,
      totalPaise: total,
    });
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({
      action: 'booking.reschedule',
      before: { pickupAt: base.toISOString(), totalPaise: row.totalPaise },
      after: {
        pickupAt: hoursAfter(base, 24).toISOString(),
        differencePaise: quote.differencePaise,
      },
    });
    await t.events.idle();
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.email));
    expect(mails.map((m) => m.subject)).toEqual([`Booking #${row.id} changed: ${car.title}`]);
    expect(mails[0]!.text).toContain('Your booking has been changed at our branch.');
  });

  it('refuses a time change under the 6-hour minimum with the spec message, changing nothing', async () => {
    const { row } = await booking();
    const res = await post(`/api/console/bookings/${row.id}/change`, {
      pickupAt: base.toISOString(),
      dropAt: hoursAfter(base, 5).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: minimumDurationMessage(5), field: 'dropAt' });
    expect(await rowOf(row.id)).toEqual(row);
    expect(await auditOf(row.id)).toHaveLength(0);
  });

  it('refuses a swap into a period the other car is booked, naming the booking', async () => {
    const { row } = await booking();
    const other = await booking();
    // The other car's customer has it from 2 hours into this booking.
    await t.db
      .update(bookings)
      .set({ pickupAt: hoursAfter(base, 2), dropAt: hoursAfter(base, 12) })
      .where(eq(bookings.id, other.row.id));
    const res = await post(`/api/console/bookings/${row.id}/change`, {
      pickupAt: base.toISOString(),
      dropAt: hoursAfter(base, 6).toISOString(),
      carId: other.car.id,
    });
    expect(res.statusCode).toBe(409);
    const message = res.json<{ message: string }>().message;
    expect(message.startsWith(`${other.car.title} (${other.car.carNumber}) is booked from `)).toBe(
      true,
    );
    expect(message).toContain(`(booking #${other.row.id}). Please choose another time or car.`);
    expect(await rowOf(row.id)).toEqual(row);
    expect(await auditOf(row.id)).toHaveLength(0);
  });

  it('refuses a swap into a maintenance block, naming it, and swaps to a free car', async () => {
    const { row } = await booking();
    const blocked = carsOfBhilai[nextCar++]!;
    const block = await post('/api/console/blocks', {
      carId: blocked.car.id,
      startsAt: hoursAfter(base, -1).toISOString(),
      endsAt: hoursAfter(base, 3).toISOString(),
      reason: 'Clutch repair',
    });
    expect(block.statusCode, block.body).toBe(201);
    const refused = await post(`/api/console/bookings/${row.id}/change`, {
      pickupAt: base.toISOString(),
      dropAt: hoursAfter(base, 6).toISOString(),
      carId: blocked.car.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /is blocked for maintenance from .* \(Clutch repair\)\./,
    );
    expect(await rowOf(row.id)).toEqual(row);

    const free = carsOfBhilai[nextCar++]!;
    const swapped = await post(`/api/console/bookings/${row.id}/change`, {
      pickupAt: base.toISOString(),
      dropAt: hoursAfter(base, 6).toISOString(),
      carId: free.car.id,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ carId: free.car.id, ratePackageId: free.pkg.id });
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['booking.swap-car']);
  });

  it('gives no quote for a swap the change would refuse: the car whose insurance lapsed (issue 32)', async () => {
    // Three days on, clear of the other tests' bookings: their cars are free then.
    const later = hoursAfter(base, 72);
    const customer = await customerWithDocuments(t.db, 'verified');
    const own = carsOfBhilai[1]!;
    const row = await insertBooking(t.db, {
      userId: customer.id,
      carId: own.car.id,
      ratePackageId: own.pkg.id,
      pickupAt: later,
      dropAt: hoursAfter(later, 6),
      status: 'confirmed',
    });
    const lapsedCar = carsOfBhilai[0]!;
    const lapsed = istDate(new Date(Date.now() - 86_400_000));
    const papers = await t.app.inject({
      method: 'PUT',
      url: `/api/console/cars/${lapsedCar.car.id}/compliance`,
      headers: { cookie },
      payload: { ...NO_PAPERS, insuranceExpiresOn: lapsed },
    });
    expect(papers.statusCode, papers.body).toBe(200);
    const swap = {
      pickupAt: later.toISOString(),
      dropAt: hoursAfter(later, 6).toISOString(),
      carId: lapsedCar.car.id,
    };
    const why = `This car's papers or service do not cover this rental: The insurance is valid until ${lapsed}.`;
    for (const url of [
      `/api/console/bookings/${row.id}/change-quote`,
      `/api/console/bookings/${row.id}/change`,
    ]) {
      const res = await post(url, swap);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(why);
      expect(res.json().figures, url).toEqual({
        kind: 'carRefused',
        car: `${lapsedCar.car.title} (${lapsedCar.car.carNumber})`,
        refusal: { kind: 'paper', item: 'insurance', on: lapsed },
      });
    }
    expect(await rowOf(row.id)).toEqual(row);
    // The papers renewed, the same swap is quoted.
    await t.app.inject({
      method: 'PUT',
      url: `/api/console/cars/${lapsedCar.car.id}/compliance`,
      headers: { cookie },
      payload: { ...NO_PAPERS },
    });
    expect((await post(`/api/console/bookings/${row.id}/change-quote`, swap)).statusCode).toBe(200);
  });

  it('refuses to change a booking whose car is handed over, naming it, changing nothing', async () => {
    // On the first test's car, ten days later: the branch has no car left to give it alone.
    const { car, pkg } = carsOfBhilai[0]!;
    const customer = await customerWithDocuments(t.db, 'verified');
    const later = hoursAfter(base, 240);
    const row = await insertBooking(t.db, {
      userId: customer.id,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: later,
      dropAt: hoursAfter(later, 6),
      status: 'confirmed',
    });
    const out = await post(`/api/console/bookings/${row.id}/pickup`, {
      odometerKm: 12_000,
      fuelEighths: 8,
      earlyReason: 'Customer came a day early',
      checklist: { spareTyre: true, jack: true, documents: true, accessories: '' },
    });
    expect(out.statusCode, out.body).toBe(200);
    const before = await rowOf(row.id);
    for (const url of [
      `/api/console/bookings/${row.id}/change-quote`,
      `/api/console/bookings/${row.id}/change`,
    ]) {
      const res = await post(url, {
        pickupAt: later.toISOString(),
        dropAt: hoursAfter(later, 8).toISOString(),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(alreadyHandedOverMessage(row.id));
    }
    expect(await rowOf(row.id)).toEqual(before);
  });

  it("refuses a car of another branch, and another branch's staff cannot see the booking", async () => {
    const { row } = await booking();
    const [raipurCar] = await t.db
      .select()
      .from(cars)
      .where(eq(cars.branchId, await branchId(t.db, 'Raipur')))
      .limit(1);
    const res = await post(`/api/console/bookings/${row.id}/change`, {
      pickupAt: base.toISOString(),
      dropAt: hoursAfter(base, 6).toISOString(),
      carId: raipurCar!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please choose a car of the booking's branch.");
    const raipur = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${row.id}/change`,
      payload: { pickupAt: base.toISOString(), dropAt: hoursAfter(base, 7).toISOString() },
      headers: { cookie: raipur },
    });
    expect(other.statusCode).toBe(404);
    expect(await rowOf(row.id)).toEqual(row);
  });
});
