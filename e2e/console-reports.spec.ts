import fs from 'node:fs/promises';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { bookBhilaiCar } from './support/book-through-api';
import { branchReportCells } from './support/console';
import { logInAsDemo, signInAsDemoStaff } from './support/demo-customer';

test('a branch manager confirms a UTR, cancels for the customer, pays the refund and reads the month’s report', async ({
  page,
  browser,
}) => {
  test.slow(); // a customer, four console pages and three axe runs
  await logInAsDemo(page);
  const bookingId = await bookBhilaiCar(page, 50);
  const utr = String(Date.now()).slice(-12);
  const sent = await page.request.post(`/api/bookings/${bookingId}/manual-payment`, {
    data: { utr },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsDemoStaff(staff);
  const payment = staff.getByRole('listitem').filter({ hasText: `SDC-${bookingId} · UTR ${utr}` });
  await payment.getByRole('button', { name: 'Confirm' }).click();
  // The amount and the UTR are shown first; the transfer is confirmed from the dialog.
  const confirming = staff.getByRole('alertdialog');
  await expect(confirming).toContainText(utr);
  await confirming.getByRole('button', { name: /^Confirm ₹[\d,]+ received$/ }).click();
  await expect(staff.getByRole('status')).toContainText(`Booking #${bookingId} is confirmed.`);

  // Cancel on the customer's behalf: their refund rules, a reason.
  await staff.goto(`/staff/bookings/${bookingId}`);
  await expect(staff.getByRole('heading', { name: 'Cancel for the customer' })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByLabel('Reason for cancelling').fill('Customer phoned: plans changed');
  await staff.getByRole('button', { name: 'Cancel booking' }).click();
  // The refund the server computed is shown before anything is cancelled.
  await staff
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Cancel and refund ₹[\d,]+$/ })
    .click();
  await expect(staff.getByRole('status')).toContainText(
    new RegExp(`Booking #${bookingId} is cancelled. The customer gets ₹[\\d,]+ back.`),
  );

  // The refund of a UTR payment waits for staff: pay it out and record the reference.
  await staff.goto('/staff/payments');
  const refund = staff.getByRole('listitem').filter({ hasText: `SDC-${bookingId} · Refund` });
  await refund.getByLabel('Bank reference (UTR)').fill('SBINR5202611');
  await refund.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(staff.getByRole('status')).toContainText(
    `The refund for booking #${bookingId} is marked paid`,
  );

  // The month's report: charts, the figures table, and a CSV with the same numbers.
  const cells = await branchReportCells(staff, 'Bhilai');
  await expect(staff.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(staff.getByTestId('revenue-chart').locator('.recharts-wrapper')).toBeVisible();
  await expect(staff.getByTestId('utilisation-chart').locator('.recharts-wrapper')).toBeVisible();
  // Bookings and cancellations include this booking.
  expect(Number(cells[0])).toBeGreaterThanOrEqual(1);
  expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(staff)).toEqual([]);

  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download figures (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-bhilai-\d{4}-\d{2}-branches\.csv$/);
  const [header, line] = (await fs.readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(header).toBe(
    'branch,month,bookings,cancellations,received_inr,refunds_inr,revenue_inr,gst_inr',
  );
  const csv = line!.split(',');
  const rupees = (text: string) => Number(text.replace(/[₹,]/g, '')).toFixed(2);
  expect(csv[0]).toBe('Bhilai');
  expect([csv[2], csv[3]]).toEqual([cells[0], cells[1]]);
  expect(csv.slice(4)).toEqual(cells.slice(2).map(rupees));
  await staffContext.close();
});
