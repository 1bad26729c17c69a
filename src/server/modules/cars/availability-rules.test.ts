import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CarListResponse } from '../../../shared/cars.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { branches, carCompliance } from '../../db/schema.js';
import { createCustomer, hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookableCar } from '../bookings/bookings-test-helpers.js';
import { carListFromDatabase } from './car-list.service.js';
import { parseSearch } from './search.service.js';

/** A search of `branchId` from `pickupAt` for `hours` hours, as the API's query. */
function searchFor(branchId: number, pickupAt: Date, hours: number) {
  const ist = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString();
  const dropAt = hoursAfter(pickupAt, hours);
  return {
    branch: String(branchId),
    pickupDate: ist(pickupAt).slice(0, 10),
    pickupTime: ist(pickupAt).slice(11, 16),
    dropDate: ist(dropAt).slice(0, 10),
    dropTime: ist(dropAt).slice(11, 16),
  };
}

// The branch's turnaround and the car's papers (decision 0029) keep a car out of search in
// memory exactly as in the database search and the booking triggers.
describe('availability from memory follows the branch rules', () => {
  let t: TestApp;
  let car: Awaited<ReturnType<typeof bookableCar>>;
  const start = istInstant(addDays(istDate(new Date()), 8), '10:00');

  /** Whether the search lists the car, from memory (the API) and from the database alike. */
  const listedIn = async (query: Record<string, string>) => {
    const period = parseSearch(query);
    const fromMemory: number[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await t.app.inject(
        `/api/cars?${new URLSearchParams({ ...query, page: String(page) })}`,
      );
      expect(res.statusCode).toBe(200);
      const memoryPage = (res.json() as CarListResponse).cars.map((c) => c.id);
      const dbReply = await carListFromDatabase(t.db, { page }, period);
      const dbPage = (JSON.parse(dbReply.value) as CarListResponse).cars.map((c) => c.id);
      expect(memoryPage).toEqual(dbPage);
      if (memoryPage.length === 0) break;
      fromMemory.push(...memoryPage);
    }
    expect(fromMemory.length).toBeGreaterThan(0);
    return fromMemory.includes(car.car.id);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    car = await bookableCar(t.db, 2);
    const userId = (await createCustomer(t.db)).id;
    await insertBooking(t.db, {
      userId,
      carId: car.car.id,
      ratePackageId: car.pkg.id,
      pickupAt: start,
      dropAt: hoursAfter(start, 24),
    });
  });
  afterAll(() => t.close());

  it("keeps the branch's turnaround free after a booking", async () => {
    const rightAfter = searchFor(car.car.branchId, hoursAfter(start, 25), 8);
    expect(await listedIn(rightAfter)).toBe(true);
    await t.db
      .update(branches)
      .set({ turnaroundMinutes: 120 })
      .where(eq(branches.id, car.car.branchId));
    expect(await listedIn(rightAfter)).toBe(false);
    expect(await listedIn(searchFor(car.car.branchId, hoursAfter(start, 26), 8))).toBe(true);
    await t.db
      .update(branches)
      .set({ turnaroundMinutes: 0 })
      .where(eq(branches.id, car.car.branchId));
    expect(await listedIn(rightAfter)).toBe(true);
  });

  it('keeps a car out of any rental ending after its papers lapse', async () => {
    const later = searchFor(car.car.branchId, hoursAfter(start, 72), 24);
    expect(await listedIn(later)).toBe(true);
    await t.db
      .insert(carCompliance)
      .values({ carId: car.car.id, usableUntil: hoursAfter(start, 80) })
      .onConflictDoUpdate({
        target: carCompliance.carId,
        set: { usableUntil: hoursAfter(start, 80) },
      });
    expect(await listedIn(later)).toBe(false);
    expect(await listedIn(searchFor(car.car.branchId, hoursAfter(start, 72), 8))).toBe(true);
    await t.db.delete(carCompliance).where(eq(carCompliance.carId, car.car.id));
    expect(await listedIn(later)).toBe(true);
  });
});
