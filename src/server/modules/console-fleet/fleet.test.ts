import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import type { AuditPage } from '../../../shared/console.js';
import type { ConsoleCar } from '../../../shared/console-fleet.js';
import { cars } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hoursAfter, insertBooking } from '../../test/factories.js';
import * as bookingHelpers from '../bookings/bookings-test-helpers.js';
import { branchId, firstCarOf, staffCookie } from '../console-access/console-test-helpers.js';

let t: TestApp;
let staff: string;
let newCar: Record<string, unknown>;

const pkg = {
  type: 'Standard',
  ratePerHourPaise: 14_500,
  actualRatePerHourPaise: 17_500,
  kmPerHour: 10,
  extraKmRatePaise: 1_100,
  extendRatePerHourPaise: 15_500,
};

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  staff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  const template = await firstCarOf(t.db, 'Bhilai');
  newCar = {
    branchId: await branchId(t.db, 'Bhilai'),
    categoryId: template.categoryId,
    subcategoryId: template.subcategoryId,
    brandName: 'Tata',
    modelName: 'Punch',
    title: 'Tata Punch',
    fuelType: 'Petrol',
    transmission: 'manual',
    seats: 5,
    carNumber: 'CG 07 ZZ 4321',
    shortDescription: 'A small SUV for city trips.',
    securityDepositPaise: 300_000,
    outstationSecurityDepositPaise: 500_000,
    accessoryIds: [],
    amenityIds: [],
  };
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) });

describe('fleet and prices in the console', () => {
  it('adds a car with its first package, offered at once, with its change in the audit log', async () => {
    const res = await send('POST', '/api/console/cars', { ...newCar, firstPackage: pkg });
    expect(res.statusCode, res.body).toBe(201);
    const car = res.json<ConsoleCar>();
    expect(car).toMatchObject({ carNumber: 'CG 07 ZZ 4321', isActive: true, branchName: 'Bhilai' });
    expect(car.ratePackages).toMatchObject([pkg]);
    const audit = await send('GET', `/api/console/audit?recordType=car&recordId=${car.id}`);
    expect(audit.json<AuditPage>().entries[0]).toMatchObject({
      action: 'car.create',
      before: null,
    });
    const detail = await t.app.inject({ url: `/api/cars/${car.id}` });
    expect(detail.statusCode).toBe(200);
  });

  it('answers bad input with 400 and a clear message, and adds nothing', async () => {
    const before = await t.db.select({ id: cars.id }).from(cars);
    const cases: [object, string][] = [
      [{ ...newCar, seats: 0, firstPackage: pkg }, 'A car has at least 1 seat.'],
      [
        { ...newCar, carNumber: 'hello', firstPackage: pkg },
        'Please enter a registration number like CG 07 AB 1234.',
      ],
      [
        {
          ...newCar,
          carNumber: 'CG 07 ZZ 1',
          firstPackage: { ...pkg, actualRatePerHourPaise: 100 },
        },
        'The actual rate cannot be below the rate per hour.',
      ],
      [
        { ...newCar, carNumber: 'CG 07 ZZ 2', categoryId: 99_999, firstPackage: pkg },
        'There is no such category.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/console/cars', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const dup = await send('POST', '/api/console/cars', { ...newCar, firstPackage: pkg });
    expect(dup.statusCode).toBe(409);
    expect(await t.db.select({ id: cars.id }).from(cars)).toHaveLength(before.length);
  });

  it('refuses to add a car to another branch', async () => {
    const res = await send('POST', '/api/console/cars', {
      ...newCar,
      carNumber: 'CG 04 AA 1111',
      branchId: await branchId(t.db, 'Raipur'),
      firstPackage: pkg,
    });
    expect(res.statusCode).toBe(403);
  });

  it('retires a car with bookings instead of deleting it; its history stays', async () => {
    const car = await firstCarOf(t.db, 'Bhilai');
    const { id: userId } = await bookingHelpers.customerSession(t.app, t.db);
    const [p] = (await send('GET', `/api/console/cars/${car.id}`)).json<ConsoleCar>().ratePackages;
    const start = hoursAfter(new Date(), -72);
    await insertBooking(t.db, {
      userId,
      carId: car.id,
      ratePackageId: p!.id,
      pickupAt: start,
      dropAt: hoursAfter(start, 10),
      status: 'completed',
    });
    const del = await send('DELETE', `/api/console/cars/${car.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/has bookings, so it cannot be deleted/);
    const retire = await send('POST', `/api/console/cars/${car.id}/active`, { isActive: false });
    expect(retire.json<ConsoleCar>().isActive).toBe(false);
    const [row] = await t.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row?.isActive).toBe(false);
  });

  it('deletes a car that was never booked', async () => {
    const res = await send('POST', '/api/console/cars', {
      ...newCar,
      carNumber: 'CG 07 ZZ 9',
      firstPackage: pkg,
    });
    const id = res.json<ConsoleCar>().id;
    expect((await send('DELETE', `/api/console/cars/${id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/console/cars/${id}`)).statusCode).toBe(404);
  });

  it('changing a price never changes a booking already made', async () => {
    const target = await bookingHelpers.bookableCar(t.db, 1);
    const customer = await bookingHelpers.customerSession(t.app, t.db);
    const made = await bookingHelpers.postBooking(
      t.app,
      customer.cookie,
      bookingHelpers.bookingBody(target),
    );
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = made.json<{ id: number }>().id;
    const read = async () =>
      (
        await t.app.inject({
          url: `/api/bookings/${bookingId}`,
          headers: { cookie: customer.cookie },
        })
      ).json<Booking>();
    const before = await read();

    const adminCookie = (await staffCookie(t.app, t.db, null)).cookie;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/console/cars/${target.car.id}/packages/${target.pkg.id}`,
      headers: { cookie: adminCookie },
      payload: {
        type: target.pkg.type,
        ratePerHourPaise: target.pkg.ratePerHourPaise * 3,
        actualRatePerHourPaise: target.pkg.ratePerHourPaise * 4,
        kmPerHour: target.pkg.kmPerHour + 5,
        extraKmRatePaise: target.pkg.extraKmRatePaise * 2,
        extendRatePerHourPaise: target.pkg.extendRatePerHourPaise * 3,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed.json<ConsoleCar>().ratePackages.find((p) => p.id === target.pkg.id)?.ratePerHourPaise,
    ).toBe(target.pkg.ratePerHourPaise * 3);

    const after = await read();
    for (const k of [
      'rentPaise',
      'depositPaise',
      'totalPaise',
      'kmIncluded',
      'extraKmRatePaise',
    ] as const) {
      expect(after[k], k).toBe(before[k]);
    }
    // A package bookings were priced with is never deleted.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/cars/${target.car.id}/packages/${target.pkg.id}`,
      headers: { cookie: adminCookie },
    });
    expect([400, 409]).toContain(del.statusCode);
  });
});
