import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { bookBhilaiCar, bookListedCar } from './support/book-through-api';
import { logInAsDemo as logIn, signInAsDemoStaff } from './support/demo-customer';
import { textsOf } from './support/page-language';

/** The logged-in customer sends a UTR for the booking on /make-payment. */
async function submitUtr(page: Page, bookingId: number, utr: string) {
  await page.goto(`/make-payment?booking=${bookingId}`);
  const { tr } = await textsOf(page);
  await page.getByLabel(tr('payment.utr.label')).fill(utr);
  await page.getByRole('button', { name: tr('payment.utr.submit') }).click();
  await expect(page.getByText(tr('payment.received', { utr }))).toBeVisible();
}

test('pay a booking with the test gateway from /make-payment and land on the dashboard', async ({
  page,
  tr,
  days,
}) => {
  await logIn(page);
  const booking = await bookListedCar(page, 5, days(20));

  await page.goto(`/make-payment?booking=${booking.id}`);
  await expect(page.getByRole('img', { name: tr('payment.qrAlt') })).toBeVisible();
  await expect(page.getByText('UTIB0001234')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: tr('payment.payOnline') }).click();

  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  await expect(
    page.getByRole('heading', { name: tr('payment.test.heading', { id: booking.id }) }),
  ).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: tr('payment.test.succeed') }).click();

  await expect(page).toHaveURL(`/user/dashboard?order_id=${orderId}&status=1`);
  const after = await (await page.request.get(`/api/bookings/${booking.id}`)).json();
  expect(after.status).toBe('confirmed');
});

test('a failed test-gateway payment says so on the dashboard and leaves the booking payable', async ({
  page,
  tr,
  msg,
  days,
}) => {
  await logIn(page);
  const booking = await bookListedCar(page, 7, days(20));

  await page.goto(`/make-payment?booking=${booking.id}`);
  await page.getByRole('button', { name: tr('payment.payOnline') }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  const orderId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: tr('payment.test.fail') }).click();

  await expect(page).toHaveURL(`/user/dashboard?order_id=${orderId}&status=2`);
  const failed = msg(
    'Thanks for your interest, But the Payment was not Successful.',
    'account.notices.paymentFailed',
  );
  await expect(page.getByText(failed)).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ hasText: tr('account.booking.id', { id: booking.id }) });
  await expect(item).toContainText(tr('account.status.Payment pending'));
  await expect(item.getByRole('link', { name: tr('account.booking.makePayment') })).toHaveAttribute(
    'href',
    `/make-payment?booking=${booking.id}`,
  );
});

test('a visitor on /make-payment is asked to log in', async ({ page, tr, msg }) => {
  await page.goto('/make-payment?booking=1');
  await expect(page.getByText(msg('Please Login to Make Payment.'))).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: tr('payment.login') }),
  ).toBeVisible();
});

// The staff pages are English only: their side of these journeys reads the same on both runs.
test('staff confirm a UTR the customer submitted on /make-payment', async ({
  page,
  browser,
  days,
}) => {
  await logIn(page);
  // A Bhilai car: the demo staff member sees their branch's payments only.
  const booking = { id: await bookBhilaiCar(page, days(60)) };
  const utr = String(Date.now()).slice(-12).padStart(12, '4');
  await submitUtr(page, booking.id, utr);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsDemoStaff(staff);
  const card = staff.getByRole('listitem').filter({ hasText: `SDC-${booking.id}` });
  await expect(card).toContainText(utr);
  await expect(card).toContainText('demo@selfdrive.test');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByRole('alertdialog')).toContainText(utr);
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Confirm ₹[\d,]+ received$/ })
    .click();
  await expect(staff.getByRole('status')).toHaveText(`Booking #${booking.id} is confirmed.`);
  await staffContext.close();

  const after = await (await page.request.get(`/api/bookings/${booking.id}`)).json();
  expect(after.status).toBe('confirmed');
});

test('a customer cancels a UTR-paid booking and staff mark the refund paid', async ({
  page,
  browser,
  tr,
  trPattern,
  days,
}) => {
  await logIn(page);
  const booking = { id: await bookBhilaiCar(page, days(70)) };
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
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Confirm ₹[\d,]+ received$/ })
    .click();
  await expect(staff.getByRole('status')).toHaveText(`Booking #${booking.id} is confirmed.`);

  // The customer cancels on the dashboard; the refund waits for a bank transfer.
  await page.goto('/user/dashboard');
  const item = page
    .getByRole('listitem')
    .filter({ hasText: tr('account.booking.id', { id: booking.id }) });
  await item.getByRole('button', { name: tr('account.booking.cancel') }).click();
  const dialog = page.getByRole('alertdialog');
  const refundLine = trPattern('account.cancel.refund', {}, { exact: true });
  const refund = refundLine.exec(await dialog.getByText(refundLine).innerText())![1]!;
  await dialog.getByRole('button', { name: tr('account.cancel.yes') }).click();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  await page.goto('/user/page/MyTransaction');
  const refundRows = page
    .getByRole('row')
    .filter({ hasText: tr('account.transactions.kinds.refund') });
  await expect(refundRows.first()).toContainText(refund);
  await expect(refundRows.first()).toContainText(tr('account.transactions.statuses.pending'));

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
  await expect(refundRows.first()).toContainText(bankUtr);
  await expect(refundRows.first()).toContainText(tr('account.transactions.statuses.success'));
});
