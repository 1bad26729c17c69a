import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import {
  acceptTerms,
  bookFirstCarsFirstPackage,
  chooseLocalFirstOptionAndTerms,
  searchFromHeader,
} from './support/book-car';
import { istDate, logInAsDemo as logIn } from './support/demo-customer';
import { textsOf } from './support/page-language';

/** From the thank-you page: Make Payment, then the test gateway's success, back on the dashboard. */
async function payFromThankYou(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  const { tr, trPattern, msg } = await textsOf(page);
  const idLine = trPattern('checkout.thanks.bookingId', {}, { exact: true });
  const id = (await page.getByText(idLine).innerText()).replace(/\D/g, '');
  await page.getByRole('link', { name: tr('checkout.thanks.pay') }).click();
  await page.getByRole('button', { name: tr('payment.payOnline') }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  await page.getByRole('button', { name: tr('payment.test.succeed') }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\?order_id=test_[\w-]+&status=1$/);
  await expect(page.getByText(msg('Thanks for Booking', 'account.notices.thanks'))).toBeVisible();
  return id;
}

// The customer's booking journey in Hindi (issue 30): the words of every page it crosses are
// Hindi's, the spec's English wordings are checked against the catalogue (`msg`), and every
// customer page's Hindi is swept in hindi-pages.spec.ts. Search in English is search.spec.ts;
// booking and payment pages' English is proved by their web tests (decision 0036).
test.use({ language: 'hi' });

test('search, book, pay, extend and pay, cancel, and see the refund in My Transaction', async ({
  page,
  tr,
  trPattern,
  msg,
  days,
}) => {
  // Eleven pages and two payments: about 20 s alone, more on a busy machine.
  test.setTimeout(90_000);
  await logIn(page);

  // Search from the header and book the first free car for 24 hours.
  await searchFromHeader(page, 'Durg', days(40), days(41));
  await bookFirstCarsFirstPackage(page);
  await chooseLocalFirstOptionAndTerms(page);
  await page.getByRole('button', { name: tr('checkout.bookNow') }).click();
  const bookingId = await payFromThankYou(page);

  const booking = tr('account.booking.id', { id: bookingId });
  const item = page.getByRole('listitem').filter({ hasText: booking });
  await expect(item).toContainText(tr('account.status.Active'));

  // Extend by a day: the same car, hours x rate, no deposit.
  await item.getByRole('button', { name: tr('account.booking.extend') }).click();
  const dialog = page.getByRole('dialog', { name: tr('account.extend.title', { id: bookingId }) });
  const newDate = dialog.getByLabel(tr('account.extend.newDate'));
  const check = dialog.getByRole('button', { name: tr('account.extend.check') });
  await dialog.getByLabel(tr('account.extend.newTime')).selectOption('12:00');
  await newDate.fill(istDate(days(41)));
  await check.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    msg(
      'The minimum extension is 5 hours. Unfortunately, your requested extension is for only 2 hours. Please choose a later drop time.',
    ),
  );
  await newDate.fill(istDate(days(42)));
  await check.click();
  await expect(dialog.getByText(trPattern('account.extend.freeFor', { hours: 26 }))).toBeVisible();
  await dialog
    .getByRole('button', { name: trPattern('account.extend.chooseNamed', {}, { exact: true }) })
    .first()
    .click();

  await expect(page).toHaveURL(/\/user\/bookmyride$/);
  await expect(page.getByText(tr('checkout.extending', { id: bookingId }))).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${tr('checkout.trip.local')}`))).toBeDisabled();
  await expect(page.getByText(trPattern('checkout.price.base', { hours: 26 }))).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: tr('checkout.extendNow') }).click();
  await expect(page.getByText(msg('Your booking has been extended.'))).toBeVisible();
  await payFromThankYou(page);

  const extended = page.getByRole('listitem').filter({ hasText: booking });
  await expect(extended).toContainText(
    trPattern('account.booking.extendedTo', {
      date: istDate(days(42)),
      time: '12:00',
      status: tr('account.status.Active'),
    }),
  );

  // Cancel: the refund covers the booking and its paid extension.
  await extended.getByRole('button', { name: tr('account.booking.cancel') }).click();
  const cancel = page.getByRole('alertdialog');
  const refundLine = trPattern('account.cancel.refund', {}, { exact: true });
  const refund = refundLine.exec(await cancel.getByText(refundLine).innerText())![1]!;
  await cancel.getByRole('button', { name: tr('account.cancel.yes') }).click();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);

  await page.goto('/user/page/MyTransaction');
  const rows = page.getByRole('row');
  const refundRow = rows.filter({ hasText: tr('account.transactions.kinds.refund') }).first();
  await expect(refundRow).toContainText(refund);
  await expect(
    rows.filter({ hasText: tr('account.transactions.kinds.extension') }).first(),
  ).toContainText(tr('account.transactions.statuses.success'));
});
