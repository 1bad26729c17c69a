import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { istDate, logInAsDemo } from './support/demo-customer';

/** A 1×1 PNG: a real image the upload checks accept. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The demo customer books the last Bhilai car 40 days ahead and pays with the test gateway. */
async function paidBhilaiBooking(page: Page): Promise<number> {
  // cityid 0 is Bhilai, the demo staff member's branch (BRANCH_CITIES).
  const { cars } = await (await page.request.get('/api/cars?cityid=0')).json();
  const car = cars.filter((c: { branchName: string }) => c.branchName === 'Bhilai').at(-1);
  const bhilai = { id: car.branchId as number };
  const detail = await (await page.request.get(`/api/cars/${car.id}`)).json();
  const options = await (
    await page.request.get(`/api/branches/${bhilai.id}/pickup-drop-options`)
  ).json();
  const res = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      carId: car.id,
      ratePackageId: detail.packages[0].id,
      pickupDate: istDate(40),
      pickupTime: '10:00',
      dropDate: istDate(41),
      dropTime: '10:00',
      tripType: 'local',
      pickupDropOptionId: options.options[0].id,
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = await res.json();
  await page.goto(`/make-payment?booking=${id}`);
  await page.getByRole('button', { name: 'Pay online' }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard/);
  return id;
}

test('staff verify documents, hand over a booking with odometer readings and close the return with extra-km charges', async ({
  page,
  browser,
}) => {
  test.slow(); // two customer journeys, two staff pages and two axe runs
  await logInAsDemo(page);
  await page.goto('/user/page/MyDocument');
  await page.getByLabel(/(Upload|Replace) Driving licence/).setInputFiles(image('licence.png'));
  await expect(page.getByText('Waiting for our check').first()).toBeVisible();
  await page.getByLabel(/(Upload|Replace) ID proof \(front\)/).setInputFiles(image('id.png'));
  const bookingId = await paidBhilaiBooking(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`/staff/bookings/${bookingId}`);
  await staff.getByLabel('Staff e-mail').fill('staff@selfdrive.test');
  await staff.getByLabel('Password', { exact: true }).fill('Staff@1234');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    staff.getByRole('heading', { name: new RegExp(`Booking #${bookingId}`) }),
  ).toBeVisible();

  // Not verified yet: the pickup is refused with a clear message.
  await staff.getByLabel('Odometer (km)').fill('15000');
  await staff.getByRole('button', { name: 'Hand over the car' }).click();
  await expect(staff.getByText(/licence and ID proof are not verified yet/)).toBeVisible();

  await staff.getByRole('link', { name: 'Demo Customer' }).click();
  await staff.getByRole('button', { name: 'Verify Driving licence' }).click();
  await expect(staff.getByRole('heading', { name: 'Driving licence: verified' })).toBeVisible();
  await staff.getByRole('button', { name: 'Verify ID proof (front)' }).click();
  await expect(staff.getByRole('heading', { name: 'ID proof (front): verified' })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);

  await staff.goto(`/staff/bookings/${bookingId}`);
  await staff.getByLabel('Photos of the car at pickup').setInputFiles(image('front.png'));
  await expect(staff.getByRole('img', { name: 'pickup photo 1' })).toBeVisible();
  await staff.getByLabel('Odometer (km)').fill('15000');
  await staff.getByLabel('Fuel level').selectOption({ label: 'Full (8/8)' });
  await staff.getByRole('button', { name: 'Hand over the car' }).click();
  await expect(staff.getByRole('heading', { name: 'Return' })).toBeVisible();

  const detail = await (await staff.request.get(`/api/console/bookings/${bookingId}`)).json();
  const driven = detail.booking.kmIncluded + 25;
  await staff.getByLabel('Odometer (km)').fill(String(15000 + driven));
  await staff.getByLabel('Fuel level').selectOption({ label: '6/8' });
  await staff.getByRole('button', { name: 'Close the return' }).click();
  const bill = staff.getByRole('table', { name: 'Final bill' });
  await expect(bill).toContainText(`${driven} driven`);
  await expect(bill).toContainText(': 25 km');
  await expect(bill).toContainText('Fuel: 2/8 below pickup');
  await expect(bill).toContainText('Late return: 0 hour(s)');
  expect(await seriousViolations(staff)).toEqual([]);
  await staffContext.close();

  await page.goto('/user/page/MyDocument');
  await expect(page.getByText('Verified').first()).toBeVisible();
});
