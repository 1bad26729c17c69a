import { test, expect } from './console-guard';
import {
  bookFirstCarsFirstPackage,
  chooseLocalFirstOptionAndTerms,
  searchFromHeader,
} from './support/book-car';
import { logInAsDemo as logIn } from './support/demo-customer';

test('book a car, see it on the dashboard as Payment pending, cancel it with its refund', async ({
  page,
  tr,
  trPattern,
  msg,
  days,
}) => {
  await logIn(page);
  await searchFromHeader(page, 'Raipur', days(4), days(5));
  await bookFirstCarsFirstPackage(page);

  // Each missing part is named before anything is sent.
  await page.getByRole('button', { name: tr('checkout.bookNow') }).click();
  await expect(page.getByRole('alert')).toHaveText(msg('Oops! Please select Local or Outstation.'));
  await chooseLocalFirstOptionAndTerms(page);
  await expect(page.getByText(tr('checkout.price.title'))).toBeVisible();
  await expect(page.getByText(trPattern('checkout.price.base', { hours: 24 }))).toBeVisible();
  await page.getByRole('button', { name: tr('checkout.bookNow') }).click();

  await expect(page.getByText(msg('Your car has been booked successfully.'))).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  await expect(
    page.getByText(msg('Thank You for visiting here.', 'checkout.thanks.heading')),
  ).toBeVisible();
  const idText = await page
    .getByText(trPattern('checkout.thanks.bookingId', {}, { exact: true }))
    .innerText();
  const bookingId = idText.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: tr('checkout.thanks.upload') })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('checkout.thanks.pay') })).toBeVisible();

  await page.goto('/user/dashboard');
  const booking = tr('account.booking.id', { id: bookingId });
  const item = page.getByRole('listitem').filter({ hasText: booking });
  await expect(item).toContainText(tr('account.status.Payment pending'));
  await item.getByRole('button', { name: tr('account.booking.cancel') }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(trPattern('account.cancel.refund', {}, { exact: true })),
  ).toBeVisible();
  await dialog.getByRole('button', { name: tr('account.cancel.yes') }).click();
  await expect(page.getByText(msg('Your booking has been cancelled.')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  await expect(page.getByRole('link', { name: tr('checkout.thanks.detail') })).toBeVisible();

  await page.getByRole('link', { name: tr('checkout.thanks.detail') }).click();
  const cancelled = page.getByRole('listitem').filter({ hasText: booking });
  await expect(cancelled).toContainText(tr('account.status.Cancelled'));
  await cancelled.getByRole('button', { name: tr('account.booking.cancel') }).click();
  await expect(page.getByText(msg('Your booking is already Cancelled.'))).toBeVisible();
});
