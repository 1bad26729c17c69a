import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, ne } from 'drizzle-orm';
import type { CarListResponse } from '../../../shared/cars.js';
import { CAR_PAGE_SIZE } from '../../../shared/cars.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { branches, bookings, carBlocks, cars, ratePackages, rateSeasons } from '../../db/schema.js';
import { createCustomer, hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { AvailabilityIndex } from './availability-index.js';
import { carListFromDatabase } from './car-list.service.js';
import { parseSearch } from './search.service.js';

/** A rate rule row: standing and branch-wide unless told, +30% on weekdays, +50% at weekends. */
const season = (
  row: Partial<typeof rateSeasons.$inferInsert> & { branchId: number; name: string },
): typeof rateSeasons.$inferInsert => ({
  nameHi: row.name,
  kind: 'percent',
  weekdayValue: 30,
  weekendValue: 50,
  ...row,
});

/** A search's query: branch, pickup `days` ahead at `time`, for `hours` hours. */
function searchQuery(branchId: number, days: number, time: string, hours: number) {
  const pickupDate = addDays(istDate(new Date()), days);
  const pickupAt = istInstant(pickupDate, time);
  const dropAt = hoursAfter(pickupAt, hours);
  const ist = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString();
  return {
    branch: String(branchId),
    pickupDate,
    pickupTime: time,
    dropDate: ist(dropAt).slice(0, 10),
    dropTime: ist(dropAt).slice(11, 16),
  };
}

describe('availability from memory', () => {
  let t: TestApp;
  let userId: number;
  let target: Awaited<ReturnType<typeof bookableCar>>;
  /** Target's branch, 24 hours from 10:00 six days ahead. */
  let search: ReturnType<typeof searchQuery>;
  let from: Date;
  let to: Date;

  const listed = async (s: object = search) => {
    const res = await t.app.inject(`/api/cars?${new URLSearchParams(s as Record<string, string>)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as CarListResponse;
  };
  const listedIds = async () => (await listed()).cars.map((c) => c.id);

  beforeAll(async () => {
    // No timed read of the change log during the test: a write's own process must see it
    // through the read its write makes the next search do.
    t = await createTestApp({ seed: true, availability: { pollMs: 3_600_000 } });
    userId = (await createCustomer(t.db)).id;
    target = await bookableCar(t.db, 4);
    search = searchQuery(target.car.branchId, 6, '10:00', 24);
    from = istInstant(search.pickupDate, search.pickupTime);
    to = hoursAfter(from, 24);
  });
  afterAll(() => t.close());

  /** Every branch's searches over five days and every plain list, from memory and database. */
  async function expectEverySearchAsTheDatabase(index: AvailabilityIndex) {
    const branchIds = (await t.db.select({ id: branches.id }).from(branches)).map((b) => b.id);
    let compared = 0;
    for (const branchId of [...branchIds, 99_999]) {
      for (const days of [1, 2, 3, 4, 5]) {
        for (const [time, hours] of [
          ['04:30', 6],
          ['10:00', 24],
          ['17:30', 53.5],
        ] as const) {
          const q = searchQuery(branchId, days, time, hours);
          const period = parseSearch(q)!;
          const fromDb = await carListFromDatabase(t.db, { page: 1 }, period);
          const fromMemory = index.listReply(
            {
              branchId,
              freeDuring: { from: period.pickupAt, to: period.dropAt },
              page: 1,
              pageSize: CAR_PAGE_SIZE,
            },
            period,
          );
          expect(fromMemory).toBe(fromDb.value);
          compared++;
        }
      }
    }
    for (const cityid of [undefined, 0, 2, 4]) {
      for (const category of [undefined, 1, 2]) {
        for (const page of [1, 2]) {
          const fromDb = await carListFromDatabase(t.db, { cityid, category, page }, undefined);
          const fromMemory = index.listReply(
            { cityIndex: cityid, categoryId: category, page, pageSize: CAR_PAGE_SIZE },
            undefined,
          );
          expect(fromMemory).toBe(fromDb.value);
        }
      }
    }
    expect(compared).toBe((branchIds.length + 1) * 15);
  }

  it('answers every list and search byte for byte as the database does', async () => {
    const cars4 = await Promise.all([1, 2, 3, 5].map((i) => bookableCar(t.db, i)));
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const book = (i: number, start: Date, hours: number, extra: object = {}) =>
      insertBooking(t.db, {
        userId,
        carId: cars4[i]!.car.id,
        ratePackageId: cars4[i]!.pkg.id,
        pickupAt: start,
        dropAt: hoursAfter(start, hours),
        ...extra,
      });
    await book(0, soon, 30);
    await book(1, hoursAfter(soon, 10), 50, { status: 'cancelled' });
    const held = await book(2, hoursAfter(soon, 5), 20);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: hoursAfter(new Date(), 1) })
      .where(eq(bookings.id, held.id));
    const lapsedHold = await book(3, hoursAfter(soon, 40), 20);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: hoursAfter(new Date(), -1) })
      .where(eq(bookings.id, lapsedHold.id));
    await t.db.insert(carBlocks).values({
      carId: cars4[1]!.car.id,
      startsAt: hoursAfter(soon, 70),
      endsAt: hoursAfter(soon, 75),
      reason: 'Service',
    });

    const index = new AvailabilityIndex(t.db);
    await index.load();
    expect(index.live).toBe(true);
    await expectEverySearchAsTheDatabase(index);
    // Some searches found the booked and blocked cars busy, so the comparison saw them.
    const busyDay = parseSearch(searchQuery(cars4[0]!.car.branchId, 3, '10:00', 24))!;
    const free = index.cards({ freeDuring: { from: busyDay.pickupAt, to: busyDay.dropAt } });
    expect(free.map((c) => c.id)).not.toContain(cars4[0]!.car.id);
  });

  it('prices every card under seasons as the database does, a car with its own rule apart', async () => {
    // Cards of one branch, category and package share one worked-out price in memory; a rule
    // naming one car must still price that car alone.
    // A twin of the target: same branch, category and packages, so it shares the target's price.
    const { id: _id, carNumber, ...copy } = target.car;
    const [twinCar] = await t.db
      .insert(cars)
      .values({ ...copy, carNumber: `${carNumber}-TWIN` })
      .returning();
    const packages = await t.db
      .select()
      .from(ratePackages)
      .where(eq(ratePackages.carId, target.car.id));
    await t.db
      .insert(ratePackages)
      .values(packages.map(({ id: _pkg, ...pkg }) => ({ ...pkg, carId: twinCar!.id })));
    const sibling = { id: target.car.id, branchId: target.car.branchId };
    const twin = { id: twinCar!.id };
    const today = istDate(new Date());
    const rows = (await t.db.select({ id: branches.id }).from(branches)).flatMap(({ id }) => [
      season({
        branchId: id,
        name: 'Branch week',
        startsOn: addDays(today, 2),
        endsOn: addDays(today, 4),
      }),
      season({ branchId: id, name: 'Standing weekend', weekdayValue: 0, weekendValue: 25 }),
    ]);
    rows.push(
      season({
        branchId: target.car.branchId,
        categoryId: target.car.categoryId,
        name: 'Category days',
        startsOn: addDays(today, 3),
        endsOn: addDays(today, 5),
        weekdayValue: 60,
        weekendValue: 80,
      }),
      season({
        branchId: sibling.branchId,
        carId: sibling.id,
        name: 'One car',
        startsOn: addDays(today, 1),
        endsOn: addDays(today, 5),
        kind: 'rate',
        weekdayValue: 12_300,
        weekendValue: 12_300,
      }),
    );
    const added = await t.db.insert(rateSeasons).values(rows).returning({ id: rateSeasons.id });
    try {
      const index = new AvailabilityIndex(t.db);
      await index.load();
      await expectEverySearchAsTheDatabase(index);
      const trip = parseSearch(searchQuery(sibling.branchId, 2, '10:00', 24))!;
      const { cars: priced } = JSON.parse(
        index.listReply({ branchId: sibling.branchId, page: 1, pageSize: 500 }, trip),
      ) as CarListResponse;
      const rentOf = (id: number) => priced.find((c) => c.id === id)?.period?.basePaise;
      // 24 hours at the one car's own rate; its twin is priced by the branch's rules.
      expect(rentOf(sibling.id)).toBe(24 * 12_300);
      expect(rentOf(twin.id)).toBeGreaterThan(0);
      expect(rentOf(twin.id)).not.toBe(24 * 12_300);
    } finally {
      await t.db.delete(rateSeasons).where(
        inArray(
          rateSeasons.id,
          added.map((a) => a.id),
        ),
      );
    }
  });

  it('frees a hold at its expiry without any write', async () => {
    const { car, pkg } = await bookableCar(t.db, 6);
    const expiry = Date.now() + 600_000;
    const start = new Date(Date.now() + 20 * 86_400_000);
    const held = await insertBooking(t.db, {
      userId,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: start,
      dropAt: hoursAfter(start, 24),
    });
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(expiry) })
      .where(eq(bookings.id, held.id));
    const index = new AvailabilityIndex(t.db);
    await index.load();
    const during = { freeDuring: { from: hoursAfter(start, 2), to: hoursAfter(start, 8) } };
    expect(index.cards(during, expiry - 1).map((c) => c.id)).not.toContain(car.id);
    expect(index.cards(during, expiry).map((c) => c.id)).toContain(car.id);
  });

  // Each write below is followed at once by a search of the same app: no waiting, and no
  // timed read of the change log in between (pollMs above).
  it('sees a booking, its cancellation and a hold lapsing at once', async () => {
    expect(await listedIds()).toContain(target.car.id);
    const booking = await insertBooking(t.db, {
      userId,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: hoursAfter(from, 23),
      dropAt: hoursAfter(to, 3),
    });
    expect(await listedIds()).not.toContain(target.car.id);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect(await listedIds()).toContain(target.car.id);

    const hold = await insertBooking(t.db, {
      userId,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: from,
      dropAt: to,
    });
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: hoursAfter(new Date(), 1) })
      .where(eq(bookings.id, hold.id));
    expect(await listedIds()).not.toContain(target.car.id);
    await t.db.update(bookings).set({ status: 'lapsed' }).where(eq(bookings.id, hold.id));
    expect(await listedIds()).toContain(target.car.id);
  });

  it('sees a booking moved to another car or to another time at once, reading only the booking', async () => {
    const other = await bookableCar(t.db, 8);
    const otherSearch = { ...search, branch: String(other.car.branchId) };
    const listedThere = async () => (await listed(otherSearch)).cars.map((c) => c.id);
    const booking = await insertBooking(t.db, {
      userId,
      carId: target.car.id,
      ratePackageId: target.pkg.id,
      pickupAt: hoursAfter(from, 2),
      dropAt: hoursAfter(from, 8),
    });
    expect(await listedIds()).not.toContain(target.car.id);
    // Moved to another car: the first is free again, the second busy.
    await t.db
      .update(bookings)
      .set({ carId: other.car.id, ratePackageId: other.pkg.id })
      .where(eq(bookings.id, booking.id));
    expect(await listedIds()).toContain(target.car.id);
    expect(await listedThere()).not.toContain(other.car.id);
    // Moved to a later week: both free during the search, busy during the new period.
    const later = hoursAfter(from, 24 * 7);
    await t.db
      .update(bookings)
      .set({ pickupAt: later, dropAt: hoursAfter(later, 6) })
      .where(eq(bookings.id, booking.id));
    expect(await listedThere()).toContain(other.car.id);
    const laterSearch = searchQuery(other.car.branchId, 13, '10:00', 24);
    const laterIds = (await listed(laterSearch)).cars.map((c) => c.id);
    expect(laterIds).not.toContain(other.car.id);
    // And the memory's answer is still the database's, byte for byte.
    const period = parseSearch(laterSearch)!;
    const fromDb = await carListFromDatabase(t.db, { page: 1 }, period);
    const res = await t.app.inject(`/api/cars?${new URLSearchParams(laterSearch)}`);
    expect(res.body).toBe(fromDb.value);
    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
    expect((await listed(laterSearch)).cars.map((c) => c.id)).toContain(other.car.id);
  });

  it('sees a block and its removal at once', async () => {
    const [block] = await t.db
      .insert(carBlocks)
      .values({
        carId: target.car.id,
        startsAt: from,
        endsAt: hoursAfter(from, 1),
        reason: 'Tyres',
      })
      .returning();
    expect(await listedIds()).not.toContain(target.car.id);
    await t.db.delete(carBlocks).where(eq(carBlocks.id, block!.id));
    expect(await listedIds()).toContain(target.car.id);
  });

  it('sees a car edited, retired and brought back, and a new price, at once', async () => {
    await t.db.update(cars).set({ title: 'Freshly renamed' }).where(eq(cars.id, target.car.id));
    const card = (await listed()).cars.find((c) => c.id === target.car.id)!;
    expect(card.title).toBe('Freshly renamed');

    // Moved to another branch: the other branch's search has it at once, this one not.
    const [elsewhere] = await t.db
      .select({ id: branches.id })
      .from(branches)
      .where(ne(branches.id, target.car.branchId));
    await t.db.update(cars).set({ branchId: elsewhere!.id }).where(eq(cars.id, target.car.id));
    const there = await listed({ ...search, branch: String(elsewhere!.id) });
    expect(there.cars.map((c) => c.id)).toContain(target.car.id);
    expect(await listedIds()).not.toContain(target.car.id);
    await t.db
      .update(cars)
      .set({ branchId: target.car.branchId })
      .where(eq(cars.id, target.car.id));
    expect(await listedIds()).toContain(target.car.id);

    await t.db.update(cars).set({ isActive: false }).where(eq(cars.id, target.car.id));
    expect(await listedIds()).not.toContain(target.car.id);
    await t.db.update(cars).set({ isActive: true }).where(eq(cars.id, target.car.id));
    expect(await listedIds()).toContain(target.car.id);

    await t.db
      .update(ratePackages)
      .set({ ratePerHourPaise: 1 })
      .where(eq(ratePackages.id, target.pkg.id));
    const cheapest = (await listed()).cars[0]!;
    expect(cheapest).toMatchObject({ id: target.car.id, fromRatePerHourPaise: 1 });
    expect(cheapest.period).toEqual({
      hours: 24,
      basePaise: 24,
      kmIncluded: 24 * target.pkg.kmPerHour,
    });
  });

  it('sees a branch renamed on every card of the branch at once', async () => {
    await t.db
      .update(branches)
      .set({ name: 'Renamed branch' })
      .where(eq(branches.id, target.car.branchId));
    const names = new Set((await listed()).cars.map((c) => c.branchName));
    expect(names).toEqual(new Set(['Renamed branch']));
  });

  it('leaves out a car booked through the API at once, and the loser of a race gets 409', async () => {
    const other = await bookableCar(t.db, 7);
    const body = bookingBody(other, { daysAhead: 12 });
    const s = {
      branch: String(other.car.branchId),
      pickupDate: body.pickupDate,
      pickupTime: body.pickupTime,
      dropDate: body.dropDate,
      dropTime: body.dropTime,
    };
    expect((await listed(s)).cars.map((c) => c.id)).toContain(other.car.id);
    const first = await customerSession(t.app, t.db);
    const second = await customerSession(t.app, t.db);
    expect((await postBooking(t.app, first.cookie, body)).statusCode).toBe(201);
    expect((await listed(s)).cars.map((c) => c.id)).not.toContain(other.car.id);
    // A car shown a moment before it was booked: the database still refuses the second.
    const late = await postBooking(t.app, second.cookie, body);
    expect(late.statusCode).toBe(409);
  });
});
