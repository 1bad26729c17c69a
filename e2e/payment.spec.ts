import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { istDate, logInAsDemo as logIn, signInAsDemoStaff } from './support/demo-customer';

/** A booking of the demo customer made through the API, as checkout makes it. */
async function bookThroughApi(
  page: Page,
  carIndex = 5,
): Promise<{ id: number; totalPaise: number }> {
  const listRes = await page.request.get('/api/cars');
  expect(listRes.status(), await listRes.text()).toBe(200);
  const list = await listRes.json();
  const car = list.cars[carIndex] as { id: number; branchId: number };
  const detail = await (await page.request.get(`/api/cars/${car.id}`)).json();
  const options = await (
    await page.request.get(`/api/branches/${detail.car.branchId}/pickup-drop-options`)
  ).json();
  const res = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      carId: car.id,
      ratePackageId: detail.packages[0].id,
      pickupDate: istDate(20),
      pickupTime: '10:00',
      dropDate: istDate(21),
      dropTime: '10:00',
      tripType: 'local',
      pickupDropOptionId: options.options[0].id,
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/** The logged-in customer sends a UTR for the booking on /make-payment. */
async function submitUtr(page: Page, bookingId: number, utr: string) {
  await page.goto(`/make-payment?booking=${bookingId}`);
  await page.getByLabel('UTR / transaction reference').fill(utr);
  await page.getByRole('button', { name: 'Submit payment reference' }).click();
  await expect(page.getByText(`We received your payment reference ${utr}`)).toBeVisible();
}

test('pay a booking with the test gateway from /make-payment and land on the dashboard', async ({
  page,
}) => {
  await logIn(page);
  const booking = await bookThroughApi(page);

  await page.goto(`/make-payment?booking=${booking.id}`);
  await expect(page.getByRole('img', { name: 'UPI QR code for this payment' })).toBeVisible();
  await expect(page.getByText('UTIB0001234')).toBeVisible();
  await page.getByRole('button', { name: 'Pay online' }).click();

  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  await expect(page.getByRole('heading', { name: `Pay for booking #${booking.id}` })).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Pay successfully' }).click();

  await expect(page).toHaveURL(`/user/dashboard?order_id=${orderId}&status=1`);
  const after = await (await page.request.get(`/api/bookings/${booking.id}`)).json();
  expect(after.status).toBe('confirmed');
});

test('a failed test-gateway payment says so on the dashboard and leaves the booking payable', async ({
  page,
}) => {
  await logIn(page);
  const booking = await bookThroughApi(page, 7);

  await page.goto(`/make-payment?booking=${booking.id}`);
  await page.getByRole('button', { name: 'Pay online' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  const orderId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page).toHaveURL(`/user/dashboard?order_id=${orderId}&status=2`);
  await expect(
    page.getByText('Thanks for your interest, But the Payment was not Successfull.'),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Booking ID ${booking.id}` });
  await expect(item).toContainText('Payment pending');
  await expect(item.getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
    'href',
    `/make-payment?booking=${booking.id}`,
  );
});

test('a visitor on /make-payment is asked to log in', async ({ page }) => {
  await page.goto('/make-payment?booking=1');
  await expect(page.getByText('Please Login to Make Payment.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('staff confirm a UTR the customer submitted on /make-payment', async ({ page, browser }) => {
  await logIn(page);
  const booking = await bookThroughApi(page, 6);
  const utr = String(Date.now()).slice(-12).padStart(12, '4');
  await submitUtr(page, booking.id, utr);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsDemoStaff(staff);
  const card = staff.getByRole('listitem').filter({ hasText: `SDC-${booking.id}` });
  await expect(card).toContainText(utr);
  await expect(card).toContainText('demo@selfdrive.test');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByRole('status')).toHaveText(`Booking #${booking.id} is confirmed.`);
  await staffContext.close();

  const after = await (await page.request.get(`/api/bookings/${booking.id}`)).json();
  expect(after.status).toBe('confirmed');
});

test('a customer cancels a UTR-paid booking and staff mark the refund paid', async ({
  page,
  browser,
}) => {
  await logIn(page);
  const booking = await bookThroughApi(page, 9);
  const utr = String(Date.now() + 7)
    .slice(-12)
    .padStart(12, '5');
  await submitUtr(page, booking.id, utr);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsDemoStaff(staff);
  await staff
    .getByRole('listitem')
    .filter({ hasText: `SDC-${booking.id}` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(staff.getByRole('status')).toHaveText(`Booking #${booking.id} is confirmed.`);

  // The customer cancels on the dashboard; the refund waits for a bank transfer.
  await page.goto('/user/dashboard');
  const item = page.getByRole('listitem').filter({ hasText: `Booking ID ${booking.id}` });
  await item.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  const refund = (await dialog.getByText(/^Refund: ₹/).innerText()).replace('Refund: ', '');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  await page.goto('/user/page/MyTransaction');
  const refundRow = page.getByRole('row').filter({ hasText: 'Refund to you' }).first();
  await expect(refundRow).toContainText(refund);
  await expect(refundRow).toContainText('pending');

  await staff.reload();
  const refunds = staff.getByRole('region', { name: 'Refunds to pay' });
  const card = refunds.getByRole('listitem').filter({ hasText: `SDC-${booking.id}` });
  await expect(card).toContainText(`Refund ${refund}`);
  await expect(card).toContainText('demo@selfdrive.test');
  const bankUtr = `SBINR${utr}`;
  await card.getByLabel('Bank reference (UTR)').fill(bankUtr);
  await card.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    `The refund for booking #${booking.id} is marked paid and the customer was told.`,
  );
  await expect(card).toHaveCount(0);
  await staffContext.close();

  await page.reload();
  const paidRow = page.getByRole('row').filter({ hasText: 'Refund to you' }).first();
  await expect(paidRow).toContainText(bankUtr);
  await expect(paidRow).toContainText('success');
});
