import { test, expect } from './console-guard';
import {
  bookFirstCarsFirstPackage,
  chooseLocalFirstOptionAndTerms,
  searchFromHeader,
} from './support/book-car';
import { logInAsDemo as logIn } from './support/demo-customer';

test('book a car, see it on the dashboard as Payment pending, cancel it with its refund', async ({
  page,
}) => {
  await logIn(page);
  await searchFromHeader(page, 'Raipur', 4, 5);
  await bookFirstCarsFirstPackage(page);

  // Each missing part is named before anything is sent.
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! Please select Local or Outstation.');
  await chooseLocalFirstOptionAndTerms(page);
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
