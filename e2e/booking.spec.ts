import { test, expect } from './console-guard';
import { istDate, logInAsDemo as logIn } from './support/demo-customer';

test('book a car, see it on the dashboard as Payment pending, cancel it with its refund', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/');
  const strip = page.getByRole('search', { name: 'Find a car' });
  await strip.getByLabel('Branch').selectOption({ label: 'Raipur' });
  await strip.getByLabel('Pickup date').fill(istDate(4));
  await strip.getByLabel('Drop date').fill(istDate(5));
  await strip.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/cars\?branch=/);

  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('link', { name: 'View Detail' }).click();
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Book Now' })
    .click();
  await expect(page).toHaveURL(/\/user\/bookmyride$/);

  // Each missing part is named before anything is sent.
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! Please select Local or Outstation.');
  await page.getByLabel(/^Local/).check();
  await page
    .getByRole('group', { name: 'Pickup and drop option' })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel(/I accept the/).check();
  await expect(page.getByText('Price breakdown')).toBeVisible();
  await expect(page.getByText(/24 hours x/)).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page.getByText(/Your car has been booked successfully/)).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  await expect(page.getByText('Thank You for visiting here.')).toBeVisible();
  const idText = await page.getByText(/^Your Booking ID is \d+$/).innerText();
  const bookingId = idText.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: 'Upload Documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make Payment' })).toBeVisible();

  await page.goto('/user/dashboard');
  const item = page.getByRole('listitem').filter({ hasText: `Booking ID ${bookingId}` });
  await expect(item).toContainText('Payment pending');
  await item.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/^Refund: ₹/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking has been cancelled.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  await expect(page.getByRole('link', { name: 'Check Detail' })).toBeVisible();

  await page.getByRole('link', { name: 'Check Detail' }).click();
  const cancelled = page.getByRole('listitem').filter({ hasText: `Booking ID ${bookingId}` });
  await expect(cancelled).toContainText('Cancelled');
  await cancelled.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Your booking is already Cancelled.')).toBeVisible();
});
