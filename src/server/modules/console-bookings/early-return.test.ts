import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListResponse } from '../../../shared/cars.js';
import { defaultSearch, type SearchInput } from '../../../shared/search.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { payments } from '../../db/schema.js';
import { branchId, insertBooking, pgErrorCode } from '../../test/factories.js';
import { customerWithDocuments } from '../../test/desk-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookableCar } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

let t: TestApp;
let cookie: string;
const today = istDate(new Date());

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  cookie = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

/** The cars a customer's search of `branch` from day+`from` to day+`to` (10:00) lists. */
async function listed(branch: number, from: number, to: number) {
  const search: SearchInput = {
    ...defaultSearch(new Date(), String(branch)),
    pickupDate: addDays(today, from),
    pickupTime: '10:00',
    dropDate: addDays(today, to),
    dropTime: '10:00',
  };
  const res = await t.app.inject(
    `/api/cars?${new URLSearchParams(search as unknown as Record<string, string>)}`,
  );
  return (res.json() as CarListResponse).cars.map((c) => c.id);
}

describe('an early return (issue 32)', () => {
  it('frees the car from the return: search lists it and the database takes a booking then', async () => {
    const bhilai = await branchId(t.db, 'Bhilai');
    const { car, pkg } = await bookableCar(t.db, 0);
    expect(car.branchId).toBe(bhilai);
    const customer = await customerWithDocuments(t.db, 'verified');
    // Booked for three days from the day after tomorrow, paid.
    const booking = await insertBooking(t.db, {
      userId: customer.id,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: istInstant(addDays(today, 2), '10:00'),
      dropAt: istInstant(addDays(today, 5), '10:00'),
      status: 'confirmed',
    });
    await t.db.insert(payments).values({
      bookingId: booking.id,
      kind: 'rent',
      method: 'Test gateway',
      amountPaise: booking.totalPaise,
      status: 'success',
    });
    expect(await listed(bhilai, 3, 4)).not.toContain(car.id);

    // Handed over early (the customer's plans moved) and back today, days before the drop.
    const pickup = await post(`/api/console/bookings/${booking.id}/pickup`, {
      odometerKm: 10_000,
      fuelEighths: 8,
      earlyReason: 'Flight moved two days earlier',
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const back = await post(`/api/console/bookings/${booking.id}/return`, {
      odometerKm: 10_080,
      fuelEighths: 8,
      earlyReason: 'Trip called off',
    });
    expect(back.statusCode, back.body).toBe(200);

    // At once: the search offers the car in what was the booked period.
    expect(await listed(bhilai, 3, 4)).toContain(car.id);
    // And the overlap constraint takes a booking there (it refused one before the return).
    const next = await insertBooking(t.db, {
      userId: customer.id,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: istInstant(addDays(today, 3), '10:00'),
      dropAt: istInstant(addDays(today, 4), '10:00'),
      status: 'confirmed',
    }).catch((error: unknown) => pgErrorCode(error));
    expect(typeof next === 'object' && next.id).toBeTruthy();
  });

  it('a booking still out keeps the car: the constraint refuses an overlap', async () => {
    const { car, pkg } = await bookableCar(t.db, 1);
    const customer = await customerWithDocuments(t.db, 'verified');
    const values = {
      userId: customer.id,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: istInstant(addDays(today, 2), '10:00'),
      dropAt: istInstant(addDays(today, 5), '10:00'),
      status: 'confirmed' as const,
    };
    await insertBooking(t.db, values);
    const clash = await insertBooking(t.db, {
      ...values,
      pickupAt: istInstant(addDays(today, 3), '10:00'),
    }).catch((error: unknown) => pgErrorCode(error));
    expect(clash).toBe('23P01');
  });
});
