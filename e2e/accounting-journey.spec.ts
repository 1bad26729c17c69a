import fs from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import type { Language } from '../src/shared/language';
import { istMonth } from '../src/shared/console-reports';
import { GST_DOCUMENT_TITLES } from '../src/shared/gst-documents';
import { formatRupees } from '../src/shared/money';
import { test, expect } from './console-guard';
import { bookFirstCarsFirstPackage, chooseLocalFirstOptionAndTerms } from './support/book-car';
import {
  ADMIN,
  BRANCH_MANAGER,
  openConsoleSection,
  reloadBoardUntil,
  showReportMonth,
  signInToConsole,
  type ConsoleAccount,
} from './support/console';
import { istDate } from './support/demo-customer';
import {
  documentPdf,
  gstOf,
  journalChange,
  ledgerAround,
  nextMonth,
  paiseOf,
  type LedgerFigures,
} from './support/gst-documents';
import { signUpWithOtp } from './support/otp-signup';
import { textsOf, type PageLanguage } from './support/page-language';
import { ownServerWithClock } from './support/server-clock';
import { verifyPapersAndHandOver } from './support/desk-handover';

/**
 * Issue 24's "done when": one customer's money from checkout to the accountant's report, on a
 * server and database of its own (nothing another spec books changes its figures), whose clock
 * the journey moves to the pickup morning and to the late return. The customer's pages and the
 * console follow the project's language.
 */
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? 3107);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** A 1×1 PNG: a real image the document upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const COURSE = 'defensive-driving-city-traffic';
const PICKUP_ODOMETER = 15_000;

type Tr = (key: string, values?: Record<string, string | number>) => string;

/** A console page in a browser of its own, signed in as `who`, in the project's language. */
async function consolePage(
  browser: Browser,
  who: ConsoleAccount,
  language: Language,
  base: string,
) {
  const context = await browser.newContext();
  if (language !== 'en') await context.addCookies([{ name: 'lang', value: language, url: base }]);
  const page = await context.newPage();
  await signInToConsole(page, who);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  return page;
}

/** Searches Bhilai from the header strip for a day from 10:00 `days` ahead, books the first car. */
async function bookBhilaiFromSearch(page: Page, tr: Tr, days: number) {
  await page.goto('/');
  const strip = page.getByRole('search', { name: tr('layout.findCar') });
  await strip.getByLabel(tr('search.branch')).selectOption({ label: tr('common.cities.Bhilai') });
  await strip.getByLabel(tr('search.pickupDate')).fill(istDate(days));
  await strip.getByLabel(tr('search.pickupTime')).selectOption('10:00');
  await strip.getByLabel(tr('search.dropDate')).fill(istDate(days + 1));
  await strip.getByLabel(tr('search.dropTime')).selectOption('10:00');
  await strip.getByRole('button', { name: tr('search.search') }).click();
  await expect(page).toHaveURL(/\/cars\?branch=/);
  await bookFirstCarsFirstPackage(page);
  await chooseLocalFirstOptionAndTerms(page);
}

/** From the thank-you page: Make Payment, Pay online, the test gateway's success. */
async function payOnline(page: Page) {
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  const { tr, trPattern, msg } = await textsOf(page);
  const idLine = trPattern('checkout.thanks.bookingId', {}, { exact: true });
  const bookingId = Number((await page.getByText(idLine).innerText()).replace(/\D/g, ''));
  await page.getByRole('link', { name: tr('checkout.thanks.pay') }).click();
  await page.getByRole('button', { name: tr('payment.payOnline') }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  const paidPaise = paiseOf(await page.getByTestId('amount').innerText());
  await page.getByRole('button', { name: tr('payment.test.succeed') }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\?order_id=test_[\w-]+&status=1$/);
  await expect(page.getByText(msg('Thanks for Booking', 'account.notices.thanks'))).toBeVisible();
  return { bookingId, paidPaise };
}

const DOCUMENT_TYPES = ['receipt_voucher', 'tax_invoice', 'credit_note', 'refund_voucher'] as const;
type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * The GST documents listed under one booking or order (dashboard, My Courses), exactly
 * `types`: each one's number by type, after downloading the first as the customer would.
 */
async function documentLinks(item: Locator, tr: Tr, types: DocumentType[]) {
  const typeNames = DOCUMENT_TYPES.map((type) => tr(`common.taxDocuments.types.${type}`));
  const anyDocument = new RegExp(`^(${typeNames.join('|')}) [A-Z]+/\\d{4}/\\d{5}`);
  const links = item.getByRole('link', { name: anyDocument });
  await expect(item.getByText(tr('common.taxDocuments.label'), { exact: true })).toBeVisible();
  await expect(links).toHaveCount(types.length);
  const numbers: Partial<Record<DocumentType, string>> = {};
  for (const type of types) {
    const name = tr(`common.taxDocuments.types.${type}`);
    const text = await item.getByRole('link', { name: new RegExp(`^${name} `) }).innerText();
    numbers[type] = /([A-Z]+\/\d{4}\/\d{5})/.exec(text)![1]!;
  }
  const download = item.page().waitForEvent('download');
  await links.first().click();
  const file = await download;
  expect((await fs.readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  return numbers;
}

/** A document as My Transaction lists it (type in the page's language), downloaded there. */
async function myDocument(page: Page, tr: Tr, type: DocumentType, number: string) {
  const row = page.getByRole('row').filter({ hasText: number });
  const title = tr(`common.taxDocuments.types.${type}`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(title);
  const link = row.getByRole('link', {
    name: tr('account.taxDocuments.downloadLabel', { title, number }),
  });
  await expect(link).toHaveText(tr('account.taxDocuments.download'));
  const figures = await documentPdf(page.request, (await link.getAttribute('href'))!);
  expect([figures.title, figures.number]).toEqual([GST_DOCUMENT_TITLES[type], number]);
  await expect(row.getByRole('cell').nth(2)).toHaveText(formatRupees(figures.totalPaise));
  return figures;
}

/** The value cell of a figure in a table captioned `caption` (the accounts section, the ledger). */
function figure(scope: Page | Locator, caption: string, label: string) {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** The reports page's accounts section shows what the journal says (in the page's language). */
async function expectAccountsSection(page: Page, tr: PageLanguage['tr'], l: LedgerFigures) {
  const w = (key: string) => tr(`console.reports.accounts.${key}`);
  const section = page.getByRole('region', { name: w('title') });
  const rupees = (paise: number) => formatRupees(paise);
  for (const [label, paise] of [
    [w('revenue.rent'), l.rent],
    [w('revenue.extension'), l.extension],
    [w('revenue.extraCharges'), l.extraCharges],
    [w('revenue.courses'), l.courses],
    [w('revenue.total'), l.rent + l.extension + l.extraCharges + l.courses],
  ] as const) {
    await expect(figure(section, w('revenue.title'), label)).toHaveText(rupees(paise));
  }
  for (const [label, paise] of [
    [w('balances.deposits'), l.depositsHeld],
    [w('balances.receivables'), l.receivables],
    [w('balances.refunds'), l.refundsPayable],
  ] as const) {
    await expect(figure(section, w('balances.title'), label)).toHaveText(rupees(paise));
  }
  await expect(figure(section, w('gst.title'), w('gst.total'))).toHaveText([
    '',
    rupees(l.cgst),
    rupees(l.sgst),
    rupees(l.igst),
  ]);
}

/** The ledger page (English, like the console) shows the same. */
async function expectLedgerPage(page: Page, l: LedgerFigures) {
  const revenue = 'Revenue by source (taxable value, without deposits or GST)';
  for (const [label, paise] of [
    ['Rent', l.rent],
    ['Extensions', l.extension],
    ['Extra charges at return (km, late, fuel, damage, deposits kept)', l.extraCharges],
    ['Courses', l.courses],
    ['Total revenue', l.rent + l.extension + l.extraCharges + l.courses],
  ] as const) {
    await expect(figure(page, revenue, label)).toHaveText(formatRupees(paise));
  }
  for (const [label, paise] of [
    ['CGST', l.cgst],
    ['SGST', l.sgst],
    ['IGST', l.igst],
    ['Total GST', l.cgst + l.sgst + l.igst],
  ] as const) {
    await expect(figure(page, 'GST output', label)).toHaveText(formatRupees(paise));
  }
  for (const [label, paise] of [
    ['Security deposits held', l.depositsHeld],
    ['Receivables (balances customers owe)', l.receivables],
    ['Refunds payable (not yet paid out)', l.refundsPayable],
  ] as const) {
    await expect(figure(page, 'At the end of the month', label)).toHaveText(formatRupees(paise));
  }
}

/** Today's board, loaded again until `column` offers `action` (the clock has moved); clicks it. */
async function boardOffers(page: Page, column: RegExp, action: string) {
  const region = page.getByRole('region', { name: column });
  await (await reloadBoardUntil(page, region.getByRole('link', { name: action }))).click();
}

test.describe('every rupee of a rental, a cancellation and a course, to the accountant’s report', () => {
  const own = ownServerWithClock(PORT);

  test('book and pay, pick up, return late with extras, collect, cancel, refund a course, and read the month', async ({
    page: customer,
    browser,
    language,
    tr,
    trPattern,
  }) => {
    test.setTimeout(480_000);
    const month = istMonth(new Date());

    // Before anything: the journal as the ledger page reads it, for the admin (everything,
    // courses included) and the Bhilai manager (their branch's bookings).
    const admin = await consolePage(browser, ADMIN, language, own.server.base);
    const manager = await consolePage(browser, BRANCH_MANAGER, language, own.server.base);
    const adminBefore = await ledgerAround(admin.request, month);
    const managerBefore = await ledgerAround(manager.request, month);

    // A new customer signs up and uploads their licence and ID proof.
    const n = String(Date.now()).slice(-8);
    const email = `kavita.${n}@example.test`;
    await signUpWithOtp(customer, { mobile: `98${n}`, name: 'Kavita Sahu', email });
    await customer.goto('/user/page/MyDocument');
    for (const kind of ['licence_img', 'id_proof_img']) {
      const label = tr(`account.documents.kinds.${kind}`);
      await customer
        .getByLabel(tr('account.documents.upload', { label }))
        .setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: PNG });
      await expect(customer.getByLabel(tr('account.documents.replace', { label }))).toBeAttached();
    }

    // Booking A: a Bhilai car tomorrow from 10:00 for a day. Checkout says what GST the price
    // includes; it is paid online, and a receipt voucher is issued for the advance.
    await bookBhilaiFromSearch(customer, tr, 1);
    const gstLine = trPattern('checkout.price.gstIntra', { rate: 9, sac: /99\d{4}/ });
    const [, quotedTax, quotedCgst, quotedSgst] = gstLine.exec(
      await customer.getByTestId('gst-line').innerText(),
    )!;
    await customer.getByRole('button', { name: tr('checkout.bookNow') }).click();
    const a = await payOnline(customer);
    const itemA = customer
      .getByRole('listitem')
      .filter({ hasText: tr('account.booking.id', { id: a.bookingId }) });
    const docsA = await documentLinks(itemA, tr, ['receipt_voucher']);

    const detailA = await (
      await manager.request.get(`/api/console/bookings/${a.bookingId}`)
    ).json();
    const bookingA = detailA.booking as {
      depositPaise: number;
      kmIncluded: number;
      extraKmRatePaise: number;
      extendRatePerHourPaise: number;
      pickupAt: string;
      finalDropAt: string;
    };
    const rvA = await documentPdf(
      customer.request,
      (await itemA
        .getByRole('link', { name: new RegExp(docsA.receipt_voucher!) })
        .getAttribute('href'))!,
    );
    expect(rvA).toMatchObject({
      title: 'Receipt voucher',
      number: docsA.receipt_voucher,
      totalPaise: a.paidPaise - bookingA.depositPaise,
      cgstPaise: paiseOf(quotedCgst!),
      sgstPaise: paiseOf(quotedSgst!),
      igstPaise: 0,
    });
    expect(gstOf(rvA)).toBe(paiseOf(quotedTax!));
    expect(rvA.text).toContain('Kavita Sahu');

    // 08:30 on the pickup day: the board offers the handover; the manager verifies the
    // customer's documents first, then hands the car over full.
    const hours = (h: number) => h * 3_600_000;
    own.clock.setTo(new Date(Date.parse(bookingA.pickupAt) - hours(1.5)));
    await boardOffers(manager, /^Pickups today/, `Hand over SDC-${a.bookingId}`);
    await expect(
      manager.getByRole('heading', { name: new RegExp(`^Booking #${a.bookingId}:`) }),
    ).toBeVisible();
    await verifyPapersAndHandOver(
      manager,
      'Kavita Sahu',
      { number: 'CG07 20180012345', validUntil: '2040-05-01', dateOfBirth: '1994-06-12' },
      PICKUP_ODOMETER,
    );

    // 12:30 the next day, two and a half hours late, driven well past the allowance (more than
    // the deposit covers) and a quarter tank short. The bill shows before anything closes.
    own.clock.setTo(new Date(Date.parse(bookingA.finalDropAt) + hours(2.5)));
    await boardOffers(manager, /^Overdue returns/, `Take back SDC-${a.bookingId}`);
    const extraKm = Math.ceil(bookingA.depositPaise / bookingA.extraKmRatePaise) + 40;
    const driven = bookingA.kmIncluded + extraKm;
    await manager.getByLabel('Odometer (km)').fill(String(PICKUP_ODOMETER + driven));
    await manager.getByLabel('Fuel level').selectOption({ label: '6/8' });
    await manager.getByRole('button', { name: 'Close the return' }).click();
    const closing = manager.getByRole('alertdialog', {
      name: `Close the return of booking #${a.bookingId} with this bill?`,
    });
    const quoted = closing.getByRole('table', { name: 'Final bill' });
    const billRow = (table: Locator, label: string) =>
      table.getByRole('row').filter({ hasText: label }).getByRole('cell');
    const extraKmPaise = extraKm * bookingA.extraKmRatePaise;
    const latePaise = 3 * bookingA.extendRatePerHourPaise;
    await expect(
      billRow(
        quoted,
        `Extra km (${driven} driven, ${bookingA.kmIncluded} included): ${extraKm} km`,
      ),
    ).toHaveText(formatRupees(extraKmPaise));
    await expect(billRow(quoted, 'Late return: 3 hour(s)')).toHaveText(formatRupees(latePaise));
    const fuelPaise = paiseOf(await billRow(quoted, 'Fuel: 2/8 below pickup').innerText());
    expect(fuelPaise).toBeGreaterThan(0);
    await expect(billRow(quoted, 'Deposit refund')).toHaveText(formatRupees(0));
    const chargesPaise = paiseOf(await billRow(quoted, 'Total charges').innerText());
    expect(chargesPaise).toBe(extraKmPaise + latePaise + fuelPaise);
    const balancePaise = paiseOf(await billRow(quoted, 'Balance to collect').innerText());
    expect(balancePaise).toBe(chargesPaise - bookingA.depositPaise);
    await closing.getByRole('button', { name: 'Close the return and mail the bill' }).click();
    await expect(closing).toBeHidden();
    await expect(
      billRow(manager.getByRole('table', { name: 'Final bill' }), 'Balance to collect'),
    ).toHaveText(formatRupees(balancePaise));
    // The trip's tax invoice shows on the booking page at once, for staff to open.
    const invoiceLink = manager
      .getByRole('region', { name: 'GST documents' })
      .getByRole('link', { name: /^Tax invoice INV\// });
    await expect(invoiceLink).toBeVisible();

    // The customer sees the bill's balance to pay and the tax invoice on the dashboard.
    await customer.goto('/user/dashboard');
    await itemA.getByText(tr('account.booking.finalBill'), { exact: true }).click();
    await expect(
      itemA
        .getByText(tr('account.bill.balance'), { exact: true })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatRupees(balancePaise));
    await expect(itemA.getByRole('link', { name: tr('account.bill.payBalance') })).toHaveAttribute(
      'href',
      `/user/pay-balance?booking=${a.bookingId}`,
    );
    const invoiceA = (await documentLinks(itemA, tr, ['receipt_voucher', 'tax_invoice']))
      .tax_invoice!;
    await expect(invoiceLink).toHaveAccessibleName(`Tax invoice ${invoiceA} (PDF)`);
    const invA = await documentPdf(manager.request, (await invoiceLink.getAttribute('href'))!);
    expect(invA).toMatchObject({
      title: 'Tax invoice',
      number: invoiceA,
      totalPaise: rvA.totalPaise + chargesPaise,
      advancePaise: rvA.totalPaise,
    });
    // The deposit went against the charges: the invoice's balance is the bill's (decision 0041).
    expect(invA).toMatchObject({ depositAppliedPaise: bookingA.depositPaise, balancePaise });
    for (const line of ['Extra kilometres', 'Late return', 'Fuel below the pickup level']) {
      expect(invA.text).toContain(line);
    }

    // The month's report: the balance is owed, by this booking, and the branch's figures are
    // the journal's.
    const managerAfterReturn = await ledgerAround(manager.request, month);
    expect(journalChange(managerBefore, managerAfterReturn)).toEqual({
      rent: rvA.taxablePaise,
      extension: 0,
      extraCharges: invA.taxablePaise - rvA.taxablePaise,
      courses: 0,
      cgst: invA.cgstPaise,
      sgst: invA.sgstPaise,
      igst: 0,
      depositsHeld: 0,
      receivables: balancePaise,
      refundsPayable: 0,
    });
    // The journey's clock runs days ahead, so near a month's end the return falls in the
    // next IST month: the report is read for the month whose end holds the balance.
    const owedMonth =
      managerAfterReturn.month.receivables - managerBefore.month.receivables === balancePaise
        ? month
        : nextMonth(month);
    const managerLedger = owedMonth === month ? managerAfterReturn.month : managerAfterReturn.next;
    await openConsoleSection(manager, 'Reports');
    await showReportMonth(manager, owedMonth);
    const bhilai = manager.getByRole('row', { name: /^Bhilai/ }).getByRole('cell');
    await expect(bhilai.nth(4)).toHaveText(
      formatRupees(managerLedger.rent + managerLedger.extension + managerLedger.extraCharges),
    );
    await expect(bhilai.nth(5)).toHaveText(
      formatRupees(managerLedger.cgst + managerLedger.sgst + managerLedger.igst),
    );
    await expectAccountsSection(manager, tr, managerLedger);
    const owed = manager
      .getByRole('table', { name: tr('console.reports.accounts.open.receivablesTitle') })
      .getByRole('row')
      .filter({ has: manager.getByRole('rowheader', { name: `SDC-${a.bookingId}`, exact: true }) });
    await expect(owed.getByRole('cell').first()).toHaveText('Kavita Sahu');
    await expect(owed.getByRole('cell').last()).toHaveText(formatRupees(balancePaise));

    // The customer pays the balance at the counter by UPI: the amount, method and reference
    // are confirmed first.
    await manager.goto(`/staff/bookings/${a.bookingId}`);
    const collect = manager.getByRole('region', { name: 'Collect the balance' });
    await expect(
      collect.getByText(`Owed by the customer: ${formatRupees(balancePaise)}`),
    ).toBeVisible();
    await collect.getByLabel('How it was paid').selectOption({ label: 'UPI at the counter' });
    const utr = `4${n}123`;
    await collect.getByLabel('UPI reference (UTR)').fill(utr);
    await collect.getByRole('button', { name: 'Record the payment' }).click();
    const recording = manager.getByRole('alertdialog', {
      name: `Record ${formatRupees(balancePaise)} collected for booking #${a.bookingId}?`,
    });
    await expect(recording).toContainText('UPI at the counter');
    await expect(recording).toContainText(utr);
    await expect(recording).toContainText(`Left to collect${formatRupees(0)}`);
    await recording.getByRole('button', { name: `Record ${formatRupees(balancePaise)}` }).click();
    await expect(collect.getByRole('status')).toHaveText(
      `${formatRupees(balancePaise)} recorded. Still owed: ${formatRupees(0)}.`,
    );
    await expect(collect.getByText('Nothing is owed on this booking.')).toBeVisible();
    // The customer's final bill now says the balance is paid, and offers no payment.
    await customer.goto('/user/dashboard');
    await itemA.getByText(tr('account.booking.finalBill'), { exact: true }).click();
    await expect(
      itemA
        .getByText(tr('account.bill.balancePaid'), { exact: true })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatRupees(balancePaise));
    await expect(itemA.getByRole('link', { name: tr('account.bill.payBalance') })).toHaveCount(0);

    // Booking B, a week later, paid online, then cancelled by the customer: the refund is shown
    // first; a refund voucher returns the advance, a tax invoice keeps the cancellation charge.
    await bookBhilaiFromSearch(customer, tr, 8);
    await customer.getByRole('button', { name: tr('checkout.bookNow') }).click();
    const b = await payOnline(customer);
    const itemB = customer
      .getByRole('listitem')
      .filter({ hasText: tr('account.booking.id', { id: b.bookingId }) });
    await itemB.getByRole('button', { name: tr('account.booking.cancel') }).click();
    const cancelling = customer.getByRole('alertdialog');
    const deductionLine = trPattern('account.cancel.deduction', { percent: 10 });
    const deductionPaise = paiseOf(
      deductionLine.exec(await cancelling.getByText(deductionLine).innerText())![1]!,
    );
    const refundLine = trPattern('account.cancel.refund', {}, { exact: true });
    const refundPaise = paiseOf(
      refundLine.exec(await cancelling.getByText(refundLine).innerText())![1]!,
    );
    expect(refundPaise).toBe(b.paidPaise - deductionPaise);
    await cancelling.getByRole('button', { name: tr('account.cancel.yes') }).click();
    await expect(customer).toHaveURL(/\/thankyou\?status=success$/);
    await customer.goto('/user/dashboard');
    const docsB = await documentLinks(itemB, tr, [
      'receipt_voucher',
      'refund_voucher',
      'tax_invoice',
    ]);

    // A course bought online and refunded under the guarantee: a tax invoice, then a credit
    // note against it, both under the order on My Courses.
    await customer.goto(`/course/${COURSE}`);
    await customer.getByRole('button', { name: tr('learning.enrol.addToCart') }).click();
    const coursePrice = await customer.getByTestId('cart-total').innerText();
    await customer.getByRole('button', { name: tr('learning.cart.proceed') }).click();
    await expect(customer).toHaveURL(/\/checkout\/pay\/test\//);
    await expect(customer.getByTestId('amount')).toHaveText(coursePrice);
    await customer.getByRole('button', { name: tr('learning.gateway.pay') }).click();
    await expect(customer).toHaveURL(/\/user\/page\/mycourses\?status=1$/);
    const order = customer.getByRole('listitem').filter({
      hasText: trPattern('learning.orders.line', {
        total: coursePrice,
        status: tr('learning.orders.statuses.paid'),
      }),
    });
    const { tax_invoice: courseInvoice } = await documentLinks(order, tr, ['tax_invoice']);
    // The refund asks first, with the amount going back to the payment it was made with.
    await order.getByRole('button', { name: tr('learning.orders.refund') }).click();
    const asking = customer.getByRole('alertdialog');
    await expect(
      asking.getByText(tr('learning.orders.refundDialog.amount', { amount: coursePrice })),
    ).toBeVisible();
    await asking
      .getByRole('button', {
        name: tr('learning.orders.refundDialog.confirm', { amount: coursePrice }),
      })
      .click();
    await expect(asking).toBeHidden();
    const refunded = customer.getByRole('listitem').filter({
      hasText: trPattern('learning.orders.line', {
        total: coursePrice,
        status: tr('learning.orders.statuses.refunded'),
      }),
    });
    const { credit_note: courseCredit } = await documentLinks(refunded, tr, [
      'tax_invoice',
      'credit_note',
    ]);

    // My Transaction: the balance paid at the counter, the course's payment and refund, and
    // every GST document, each downloadable with its number and amounts.
    await customer.goto('/user/page/MyTransaction');
    await customer.getByLabel(tr('account.transactions.searchLabel')).fill('balance');
    await customer
      .getByRole('main')
      .getByRole('button', { name: tr('account.transactions.search') })
      .click();
    await expect(customer).toHaveURL(/search=balance/);
    await expect(
      customer.getByRole('row').filter({ hasText: tr('account.transactions.kinds.balance') }),
    ).toContainText(formatRupees(balancePaise));
    const coursePayments = customer.locator('section').filter({
      has: customer.getByRole('heading', { name: tr('account.transactions.courses.title') }),
    });
    for (const kind of ['payment', 'refund']) {
      await expect(
        coursePayments.getByRole('row').filter({
          has: customer.getByRole('cell', {
            name: tr(`account.transactions.courses.${kind}`),
            exact: true,
          }),
        }),
      ).toContainText(coursePrice);
    }
    const rvA2 = await myDocument(customer, tr, 'receipt_voucher', docsA.receipt_voucher!);
    const invA2 = await myDocument(customer, tr, 'tax_invoice', invoiceA);
    expect([rvA2.totalPaise, invA2.totalPaise]).toEqual([rvA.totalPaise, invA.totalPaise]);
    const rvB = await myDocument(customer, tr, 'receipt_voucher', docsB.receipt_voucher!);
    const rfB = await myDocument(customer, tr, 'refund_voucher', docsB.refund_voucher!);
    const cancelInvoiceB = await myDocument(customer, tr, 'tax_invoice', docsB.tax_invoice!);
    const invC = await myDocument(customer, tr, 'tax_invoice', courseInvoice!);
    const cnC = await myDocument(customer, tr, 'credit_note', courseCredit!);
    const depositB = b.paidPaise - rvB.totalPaise;
    expect(rfB).toMatchObject({ against: rvB.number, totalPaise: refundPaise - depositB });
    expect(cancelInvoiceB).toMatchObject({
      totalPaise: deductionPaise,
      advancePaise: deductionPaise,
    });
    expect(cancelInvoiceB.text).toContain('Cancellation charge');
    expect(invC.totalPaise).toBe(paiseOf(coursePrice));
    expect(cnC).toMatchObject({
      against: invC.number,
      totalPaise: invC.totalPaise,
      taxablePaise: invC.taxablePaise,
      cgstPaise: invC.cgstPaise,
      sgstPaise: invC.sgstPaise,
    });

    // Staff open booking B's documents from its page too.
    await manager.goto(`/staff/bookings/${b.bookingId}`);
    const staffDocsB = manager.getByRole('region', { name: 'GST documents' }).getByRole('link');
    // Newest first.
    await expect(staffDocsB).toHaveText([
      `Tax invoice ${cancelInvoiceB.number}`,
      `Refund voucher ${rfB.number}`,
      `Receipt voucher ${rvB.number}`,
    ]);
    for (const link of await staffDocsB.all()) {
      const staffCopy = await documentPdf(manager.request, (await link.getAttribute('href'))!);
      expect(staffCopy.number).toBe((await link.innerText()).split(' ').pop());
    }
    const staffDownload = manager.waitForEvent('download');
    await staffDocsB.first().click();
    expect(await (await staffDownload).failure()).toBeNull();

    // The accountant's view (the admin: every branch and the courses): what the journal gained
    // is what the documents say, and the reports and ledger pages show the journal's figures.
    const adminAfter = await ledgerAround(admin.request, month);
    expect(journalChange(adminBefore, adminAfter)).toEqual({
      rent: rvA.taxablePaise + rvB.taxablePaise - rfB.taxablePaise,
      extension: 0,
      extraCharges: invA.taxablePaise - rvA.taxablePaise,
      courses: invC.taxablePaise - cnC.taxablePaise,
      cgst: invA.cgstPaise + rvB.cgstPaise - rfB.cgstPaise + invC.cgstPaise - cnC.cgstPaise,
      sgst: invA.sgstPaise + rvB.sgstPaise - rfB.sgstPaise + invC.sgstPaise - cnC.sgstPaise,
      igst: 0,
      depositsHeld: 0,
      receivables: 0,
      refundsPayable: 0,
    });
    await openConsoleSection(admin, 'Reports');
    await showReportMonth(admin, owedMonth);
    const adminLedger = owedMonth === month ? adminAfter.month : adminAfter.next;
    await expectAccountsSection(admin, tr, adminLedger);
    await expect(
      admin
        .getByRole('table', { name: tr('console.reports.accounts.open.receivablesTitle') })
        .getByRole('rowheader', {
          name: `SDC-${a.bookingId}`,
          exact: true,
        }),
    ).toHaveCount(0);
    await openConsoleSection(admin, 'Ledger');
    await expect(admin.getByRole('heading', { name: 'Ledger', level: 1 })).toBeVisible();
    // The same month as the report (the journey's clock may have crossed into the next).
    const ledgerMonth = admin.getByLabel('Month', { exact: true });
    if ((await ledgerMonth.inputValue()) !== owedMonth) {
      await ledgerMonth.fill(owedMonth);
      await expect(admin).toHaveURL(new RegExp(`month=${owedMonth}`));
    }
    await expectLedgerPage(admin, adminLedger);

    // The course order and its refund on the admin's payments page.
    await openConsoleSection(admin, 'Payments');
    const courseRow = admin
      .getByRole('region', { name: tr('console.money.courseOrders.title') })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(courseRow.getByRole('cell').nth(2)).toHaveText(coursePrice);
    await expect(courseRow.getByRole('cell').nth(4)).not.toHaveText('—');
    // Its tax invoice and credit note, opened from the row (the admin's console links).
    const orderId = Number((await courseRow.getByRole('rowheader').innerText()).slice(1));
    await courseRow
      .getByText(tr('console.money.courseOrders.documentsOf', { id: orderId }), { exact: true })
      .click();
    const consoleLinks = (
      [
        ['credit_note', courseCredit!],
        ['tax_invoice', courseInvoice!],
      ] as const
    ).map(([type, number]) =>
      courseRow.getByRole('link', {
        name: tr('common.taxDocuments.link', {
          type: tr(`common.taxDocuments.types.${type}`),
          number,
        }),
      }),
    );
    for (const link of consoleLinks) await expect(link).toBeVisible();
    const creditDownload = admin.waitForEvent('download');
    await consoleLinks[0]!.click();
    const creditFile = await creditDownload;
    expect(creditFile.suggestedFilename()).toBe(`${courseCredit!.replaceAll('/', '-')}.pdf`);
    expect((await fs.readFile((await creditFile.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await admin.context().close();
    await manager.context().close();
  });
});
