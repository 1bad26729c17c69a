import type { Page } from '@playwright/test';
import { expect } from '../console-guard';
import { istDate } from './demo-customer';

/**
 * The signed-in customer books a car for one day from `pickupDays` ahead at 10:00 through the
 * API, as checkout does (first package, first pickup option, local), unpaid.
 */
export async function bookThroughApi(
  page: Page,
  car: { id: number; branchId: number },
  pickupDays: number,
): Promise<{ id: number; totalPaise: number }> {
  const detail = await (await page.request.get(`/api/cars/${car.id}`)).json();
  const options = await (
    await page.request.get(`/api/branches/${car.branchId}/pickup-drop-options`)
  ).json();
  const res = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      carId: car.id,
      ratePackageId: detail.packages[0].id,
      pickupDate: istDate(pickupDays),
      pickupTime: '10:00',
      dropDate: istDate(pickupDays + 1),
      dropTime: '10:00',
      tripType: 'local',
      pickupDropOptionId: options.options[0].id,
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The last Bhilai car (the demo staff member's branch), booked as above; returns its id. */
export async function bookBhilaiCar(page: Page, pickupDays: number): Promise<number> {
  // cityid 0 is Bhilai (BRANCH_CITIES).
  const { cars } = await (await page.request.get('/api/cars?cityid=0')).json();
  const car = cars.filter((c: { branchName: string }) => c.branchName === 'Bhilai').at(-1);
  return (await bookThroughApi(page, car, pickupDays)).id;
}

/** Car `carIndex` of the public car list, booked `pickupDays` ahead as above. */
export async function bookListedCar(page: Page, carIndex = 5, pickupDays = 20) {
  const listRes = await page.request.get('/api/cars');
  expect(listRes.status(), await listRes.text()).toBe(200);
  const list = await listRes.json();
  return bookThroughApi(page, list.cars[carIndex] as { id: number; branchId: number }, pickupDays);
}
