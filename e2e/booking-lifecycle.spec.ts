import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import {
  bookFirstCarsFirstPackage,
  chooseLocalFirstOptionAndTerms,
  searchFromHeader,
} from './support/book-car';
import { istDate, logInAsDemo as logIn } from './support/demo-customer';

/** From the thank-you page: Make Payment, then the test gateway's success, back on the dashboard. */
async function payFromThankYou(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  const id = (await page.getByText(/^Your Booking ID is \d+$/).innerText()).replace(/\D/g, '');
  await page.getByRole('link', { name: 'Make Payment' }).click();
  await page.getByRole('button', { name: 'Pay online' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\?order_id=test_[\w-]+&status=1$/);
  await expect(page.getByText('Thanks for Booking')).toBeVisible();
  return id;
}

test('search, book, pay, extend and pay, cancel, and see the refund in My Transaction', async ({
  page,
}) => {
  // Eleven pages and two payments: about 20 s alone, more on a busy machine.
  test.setTimeout(90_000);
  await logIn(page);

  // Search from the header and book the first free car for 24 hours.
  await searchFromHeader(page, 'Durg', 40, 41);
  await bookFirstCarsFirstPackage(page);
  await chooseLocalFirstOptionAndTerms(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  const bookingId = await payFromThankYou(page);

  const item = page.getByRole('listitem').filter({ hasText: `Booking ID ${bookingId}` });
  await expect(item).toContainText('Active');

  // Extend by a day: the same car, hours x rate, no deposit.
  await item.getByRole('button', { name: 'Extend Booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Extend booking ${bookingId}` });
  await dialog.getByLabel('New drop time').selectOption('12:00');
  await dialog.getByLabel('New drop date').fill(istDate(41));
  await dialog.getByRole('button', { name: 'Check availability' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The minimum extension is 5 hours');
  await dialog.getByLabel('New drop date').fill(istDate(42));
  await dialog.getByRole('button', { name: 'Check availability' }).click();
  await expect(dialog.getByText(/free for 26 more hours/)).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();

  await expect(page).toHaveURL(/\/user\/bookmyride$/);
  await expect(page.getByText(`Extending booking ${bookingId}`)).toBeVisible();
  await expect(page.getByLabel(/^Local/)).toBeDisabled();
  await expect(page.getByText(/26 hours x/)).toBeVisible();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Extend now' }).click();
  await expect(page.getByText(/Your booking has been extended/)).toBeVisible();
  await payFromThankYou(page);

  const extended = page.getByRole('listitem').filter({ hasText: `Booking ID ${bookingId}` });
  await expect(extended).toContainText(`Extended to ${istDate(42)} 12:00`);
  await expect(extended).toContainText('Active)');

  // Cancel: the refund covers the booking and its paid extension.
  await extended.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('alertdialog');
  const refundText = await cancel.getByText(/^Refund: ₹/).innerText();
  await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);

  await page.goto('/user/page/MyTransaction');
  const refundRow = page.getByRole('row').filter({ hasText: 'Refund to you' }).first();
  await expect(refundRow).toContainText(refundText.replace('Refund: ', ''));
  await expect(page.getByRole('row').filter({ hasText: 'Extension' }).first()).toContainText(
    'success',
  );
});
