import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { CarDetailResponse } from '../../../shared/car-detail.js';
import type { CarCard, CarListResponse, CatalogueResponse } from '../../../shared/cars.js';
import {
  BRANCH_REQUIRED_MESSAGE,
  DROP_NOT_AFTER_PICKUP_MESSAGE,
  PICKUP_DATE_MESSAGE,
  defaultSearch,
  minimumDurationMessage,
  type SearchInput,
} from '../../../shared/search.js';
import { addDays, istInstant } from '../../../shared/time.js';
import { carBlocks, ratePackages } from '../../db/schema.js';
import { createCustomer, hoursAfter, insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const query = (s: Partial<SearchInput>) =>
  new URLSearchParams(s as Record<string, string>).toString();

describe('availability search', () => {
  let t: TestApp;
  let catalogue: CatalogueResponse;
  let search: SearchInput;
  let from: Date;
  let to: Date;
  const list = async (s: Partial<SearchInput>, extra = '') => {
    const res = await t.app.inject(`/api/cars?${query(s)}${extra}`);
    expect(res.statusCode).toBe(200);
    return res.json() as CarListResponse;
  };
  const cheapestPackage = async (carId: number) =>
    (
      await t.db
        .select()
        .from(ratePackages)
        .where(eq(ratePackages.carId, carId))
        .orderBy(asc(ratePackages.ratePerHourPaise), asc(ratePackages.id))
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    catalogue = (await t.app.inject('/api/catalogue')).json();
    const raipur = catalogue.branches.find((b) => b.name === 'Raipur')!;
    // Two days from now, 10:00 to 10:00 the next day (24 hours).
    const start = defaultSearch(new Date(), String(raipur.id));
    search = {
      ...start,
      pickupDate: addDays(start.pickupDate, 1),
      dropDate: addDays(start.dropDate, 1),
    };
    from = istInstant(search.pickupDate, search.pickupTime);
    to = istInstant(search.dropDate, search.dropTime);
  });
  afterAll(() => t.close());

  it('lists only cars of the branch, cheapest first, priced for the period', async () => {
    const body = await list(search);
    expect(body.search).toEqual({
      branchId: Number(search.branch),
      pickupAt: from.toISOString(),
      dropAt: to.toISOString(),
      hours: 24,
    });
    expect(body.cars.length).toBeGreaterThan(1);
    expect(new Set(body.cars.map((c) => c.branchName))).toEqual(new Set(['Raipur']));
    const prices = body.cars.map((c) => c.period!.basePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    for (const car of body.cars.slice(0, 3)) {
      const pkg = await cheapestPackage(car.id);
      expect(car.period).toEqual({
        hours: 24,
        basePaise: 24 * pkg.ratePerHourPaise,
        kmIncluded: 24 * pkg.kmPerHour,
      });
    }
  });

  it('leaves out a car with an overlapping booking or block, keeps back-to-back ones', async () => {
    const before = (await list(search)).cars.map((c: CarCard) => c.id);
    const [booked, bookedBefore, bookedAfter, blocked, blockedAfter, cancelled] = before;
    const user = await createCustomer(t.db);
    const book = async (carId: number, pickupAt: Date, dropAt: Date, status?: 'cancelled') =>
      insertBooking(t.db, {
        userId: user.id,
        carId,
        ratePackageId: (await cheapestPackage(carId)).id,
        pickupAt,
        dropAt,
        status,
      });

    await book(booked!, hoursAfter(from, 23), hoursAfter(to, 5)); // overlaps the last hour
    await book(bookedBefore!, hoursAfter(from, -12), from); // ends as the search starts
    await book(bookedAfter!, to, hoursAfter(to, 12)); // starts as the search ends
    await book(cancelled!, from, to, 'cancelled'); // does not hold the car
    await t.db.insert(carBlocks).values([
      {
        carId: blocked!,
        startsAt: hoursAfter(from, 2),
        endsAt: hoursAfter(from, 3),
        reason: 'Service',
      },
      { carId: blockedAfter!, startsAt: to, endsAt: hoursAfter(to, 48), reason: 'Tyres' },
    ]);

    const after = (await list(search)).cars.map((c) => c.id);
    expect(after).not.toContain(booked);
    expect(after).not.toContain(blocked);
    expect(after).toContain(bookedBefore);
    expect(after).toContain(bookedAfter);
    expect(after).toContain(blockedAfter);
    expect(after).toContain(cancelled);
    expect(after).toHaveLength(before.length - 2);

    // The plain catalogue still lists every car.
    const all = (await t.app.inject('/api/cars?cityid=2')).json() as CarListResponse;
    expect(all.cars.map((c) => c.id)).toEqual(expect.arrayContaining([booked, blocked]));
    expect(all.cars[0]!.period).toBeUndefined();
  });

  it('keeps the category filter working with a search', async () => {
    const category = catalogue.categories[0]!;
    const body = await list(search, `&category=${category.id}`);
    expect(body.cars.length).toBeGreaterThan(0);
    expect(body.cars.every((c) => c.categoryId === category.id)).toBe(true);
  });

  it.each([
    ['no branch', { branch: '' }, 'branch', BRANCH_REQUIRED_MESSAGE],
    [
      '181 days ahead',
      { pickupDate: '2099-01-01', dropDate: '2099-01-02' },
      'pickupDate',
      PICKUP_DATE_MESSAGE,
    ],
    ['drop before pickup', { dropDate: '', dropTime: '' }, 'dropDate', undefined],
    ['5.5 hours', { dropTime: '15:30', sameDay: true }, 'dropTime', minimumDurationMessage(5.5)],
    [
      'drop equal to pickup',
      { dropTime: '10:00', sameDay: true },
      'dropTime',
      DROP_NOT_AFTER_PICKUP_MESSAGE,
    ],
  ] as const)('answers 400 for %s with the form’s message', async (_, patch, field, message) => {
    const { sameDay, ...rest } = patch as Partial<SearchInput> & { sameDay?: boolean };
    const s = { ...search, ...(sameDay ? { dropDate: search.pickupDate } : {}), ...rest };
    const res = await t.app.inject(`/api/cars?${query(s)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field, ...(message ? { message } : {}) });
  });

  it('exactly 6 hours is a valid search', async () => {
    const body = await list({ ...search, dropDate: search.pickupDate, dropTime: '16:00' });
    expect(body.search?.hours).toBe(6);
    expect(body.cars[0]!.period?.hours).toBe(6);
  });
});

describe('car detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('shows the car with its packages, accessories and amenities', async () => {
    const [card] = ((await t.app.inject('/api/cars')).json() as CarListResponse).cars;
    const res = await t.app.inject(`/api/cars/${card!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CarDetailResponse;
    expect(body.car).toMatchObject({
      id: card!.id,
      brandName: card!.brandName,
      seats: card!.seats,
    });
    expect(body.car.shortDescription.length).toBeGreaterThan(0);
    expect(body.packages.length).toBeGreaterThan(0);
    expect(body.packages[0]!.ratePerHourPaise).toBe(card!.fromRatePerHourPaise);
    expect(body.accessories.length).toBeGreaterThan(0);
    expect(body.amenities.length).toBeGreaterThan(0);
    expect(body.search).toBeUndefined();
  });

  it('prices every package for a search and says when the car is not free', async () => {
    const [card] = ((await t.app.inject('/api/cars')).json() as CarListResponse).cars;
    const s = { ...defaultSearch(new Date(), String(card!.branchId)), dropTime: '16:00' };
    const url = `/api/cars/${card!.id}?${query(s)}`;
    const free = (await t.app.inject(url)).json() as CarDetailResponse;
    expect(free.search).toMatchObject({ hours: 30, available: true });
    for (const p of free.packages) {
      expect(p.period).toEqual({
        hours: 30,
        basePaise: 30 * p.ratePerHourPaise,
        kmIncluded: 30 * p.kmPerHour,
      });
    }

    const user = await createCustomer(t.db);
    const pickupAt = istInstant(s.pickupDate, '20:00');
    await insertBooking(t.db, {
      userId: user.id,
      carId: card!.id,
      ratePackageId: free.packages[0]!.id,
      pickupAt,
      dropAt: hoursAfter(pickupAt, 6),
    });
    const busy = (await t.app.inject(url)).json() as CarDetailResponse;
    expect(busy.search?.available).toBe(false);
  });

  it('finds a car by brand and model, and answers 404 and 400 for bad ids', async () => {
    const [card] = ((await t.app.inject('/api/cars')).json() as CarListResponse).cars;
    const slug = (text: string) => encodeURIComponent(text.replace(/\s+/g, '-'));
    const res = await t.app.inject(
      `/api/cars/by-model/${slug(card!.brandName)}/${slug(card!.modelName.toLowerCase())}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as CarDetailResponse).car.modelName).toBe(card!.modelName);

    expect((await t.app.inject('/api/cars/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/cars/by-model/Nope/Nothing')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/cars/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});

describe('car list pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('lists 48 cards a page, cheapest first across pages, with the total', async () => {
    // Ten more cars (copies of the first ten, with their cheapest package) make two pages.
    await t.db.execute(sql`
      WITH src AS (SELECT * FROM cars ORDER BY id LIMIT 10),
      added AS (
        INSERT INTO cars (branch_id, category_id, subcategory_id, brand_name, model_name, title,
          image_url, fuel_type, transmission, seats, car_number, short_description,
          security_deposit_paise, outstation_security_deposit_paise)
        SELECT branch_id, category_id, subcategory_id, brand_name, model_name || ' II', title,
          image_url, fuel_type, transmission, seats, car_number || '-II', short_description,
          security_deposit_paise, outstation_security_deposit_paise FROM src
        RETURNING id)
      INSERT INTO rate_packages (car_id, type, rate_per_hour_paise, actual_rate_per_hour_paise,
        km_per_hour, extra_km_rate_paise, extend_rate_per_hour_paise)
      SELECT id, 'Standard', 5000 + id, 6000, 10, 1000, 6000 FROM added`);

    const first = (await t.app.inject('/api/cars')).json() as CarListResponse;
    const second = (await t.app.inject('/api/cars?page=2')).json() as CarListResponse;
    expect(first.cars).toHaveLength(48);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: first.total });
    expect(first.cars.length + second.cars.length).toBe(first.total);
    const rates = [...first.cars, ...second.cars].map((c) => c.fromRatePerHourPaise);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const ids = new Set([...first.cars, ...second.cars].map((c) => c.id));
    expect(ids.size).toBe(first.total);
  });

  it('answers 400 for a page below 1', async () => {
    const res = await t.app.inject('/api/cars?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'page',
      message: 'page must be a whole number from 1.',
    });
  });
});
