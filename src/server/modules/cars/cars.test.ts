import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRANCH_CITIES } from '../../../shared/branches.js';
import type { CarCard, CarListResponse, CatalogueResponse } from '../../../shared/cars.js';
import { trendingWindow } from '../../../shared/time.js';
import { cars } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCustomer, hoursAfter, insertBooking } from '../../test/factories.js';
import { ratePackages } from '../../db/schema.js';

describe('car list and catalogue', () => {
  let t: TestApp;
  let catalogue: CatalogueResponse;
  const list = async (query = '') =>
    (await t.app.inject(`/api/cars${query}`)).json() as CarListResponse;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    catalogue = (await t.app.inject('/api/catalogue')).json();
  });
  afterAll(() => t.close());

  it('lists the five branches in footer order with their city ids', () => {
    expect(catalogue.branches.map((b) => [b.cityId, b.name])).toEqual(
      BRANCH_CITIES.map((name, i) => [i, name]),
    );
  });

  it('lists every active car, cheapest first, with the card fields', async () => {
    const { cars: all, total } = await list();
    expect(total).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(35);
    const rates = all.map((c) => c.fromRatePerHourPaise);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const card = all[0]!;
    expect(card.imageUrl).toMatch(/^\/media\/cars\/car-\d+\.svg$/);
    expect(['automatic', 'manual']).toContain(card.transmission);
    expect(card.extraKmRatePaise).toBeGreaterThan(0);
  });

  it('uses the cheapest package of each car for its price and extra-km rate', async () => {
    const { cars: all } = await list();
    const car = all[0]!;
    const packages = await t.db.select().from(ratePackages).where(eq(ratePackages.carId, car.id));
    const cheapest = packages.reduce((a, b) => (b.ratePerHourPaise < a.ratePerHourPaise ? b : a));
    expect(car.fromRatePerHourPaise).toBe(cheapest.ratePerHourPaise);
    expect(car.extraKmRatePaise).toBe(cheapest.extraKmRatePaise);
  });

  it.each(BRANCH_CITIES.map((name, i) => [i, name] as const))(
    'cityid=%i lists only cars of %s',
    async (cityId, name) => {
      const { cars: inCity } = await list(`?cityid=${cityId}`);
      expect(inCity.length).toBeGreaterThan(0);
      expect(new Set(inCity.map((c) => c.branchName))).toEqual(new Set([name]));
    },
  );

  it('filters by category and by sub-category', async () => {
    const category = catalogue.categories.find((c) => c.subcategories.length > 0)!;
    const byCategory = await list(`?category=${category.id}`);
    expect(byCategory.cars.length).toBeGreaterThan(0);
    expect(byCategory.cars.every((c) => c.categoryId === category.id)).toBe(true);

    const sub = category.subcategories[0]!;
    const bySub = await list(`?category=${category.id}&subcategory=${sub.id}`);
    expect(bySub.cars.length).toBeGreaterThan(0);
    expect(bySub.cars.every((c: CarCard) => c.subcategoryName === sub.name)).toBe(true);
    expect(bySub.total).toBeLessThanOrEqual(byCategory.total);
  });

  it('hides inactive cars', async () => {
    const { cars: before } = await list();
    await t.db.update(cars).set({ isActive: false }).where(eq(cars.id, before[0]!.id));
    try {
      const { cars: after } = await list();
      expect(after.map((c) => c.id)).not.toContain(before[0]!.id);
    } finally {
      await t.db.update(cars).set({ isActive: true }).where(eq(cars.id, before[0]!.id));
    }
  });

  it.each([
    ['?cityid=9', 'cityid', 'cityid must be from 0 to 4.'],
    ['?cityid=-1', 'cityid', 'cityid must be from 0 to 4.'],
    ['?cityid=abc', 'cityid', 'cityid must be a number from 0 to 4.'],
    ['?cityid=1.5', 'cityid', 'cityid must be a whole number from 0 to 4.'],
    ['?category=x', 'category', 'category must be a category id.'],
    ['?subcategory=0', 'subcategory', 'subcategory must be a sub-category id.'],
  ])('answers %s with 400, the field and a readable message', async (query, field, message) => {
    const res = await t.app.inject(`/api/cars${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field, message });
  });
});

describe('Trending Cars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('lists cars free from tomorrow 23:59 to the day after 09:59 IST', async () => {
    const res = await t.app.inject('/api/cars/trending');
    const body = res.json();
    const window = trendingWindow(new Date());
    expect(body.from).toBe(window.from.toISOString());
    expect(body.to).toBe(window.to.toISOString());
    expect(body.cars.length).toBeGreaterThan(0);
  });

  it('leaves out a car booked across the window and keeps one booked back-to-back', async () => {
    const { from, to } = trendingWindow(new Date());
    const before = (await t.app.inject('/api/cars/trending')).json().cars as CarCard[];
    const [busy, adjacent] = before;
    const user = await createCustomer(t.db);
    const pkgOf = async (carId: number) =>
      (await t.db.select().from(ratePackages).where(eq(ratePackages.carId, carId)))[0]!.id;

    await insertBooking(t.db, {
      userId: user.id,
      carId: busy!.id,
      ratePackageId: await pkgOf(busy!.id),
      pickupAt: hoursAfter(from, 2),
      dropAt: hoursAfter(from, 8),
    });
    await insertBooking(t.db, {
      userId: user.id,
      carId: adjacent!.id,
      ratePackageId: await pkgOf(adjacent!.id),
      pickupAt: to,
      dropAt: hoursAfter(to, 12),
    });

    const after = ((await t.app.inject('/api/cars/trending')).json().cars as CarCard[]).map(
      (c) => c.id,
    );
    expect(after).not.toContain(busy!.id);
    expect(after).toContain(adjacent!.id);
    expect(after.length).toBe(before.length - 1);
  });
});
