import type { Locator, Page } from '@playwright/test';
import { formatIstDate } from '../src/shared/ist-format';
import { formatRupees, formatRupeesExact } from '../src/shared/money';
import { test, expect } from './console-guard';
import { chooseLocalFirstOptionAndTerms } from './support/book-car';
import {
  BRANCH_MANAGER,
  openConsoleSection,
  reloadBoardUntil,
  signInToConsole,
} from './support/console';
import { istDate } from './support/demo-customer';
import { documentPdf, gstOf, paiseOf } from './support/gst-documents';
import { signUpWithOtp } from './support/otp-signup';
import { ownServerWithClock } from './support/server-clock';
import { verifyPapersAndHandOver } from './support/desk-handover';

/**
 * Issue 35's "done when": a manager creates a Diwali season and a coupon; a customer's search
 * and car page show the season's price; checkout with the coupon shows both, and the receipt
 * voucher's figures match; after the trip is returned the customer rates the car, and the car
 * page shows it. On a server and database of its own, so the season and the coupon change no
 * price another spec sees; its clock moves to the pickup morning and to the return.
 */
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? 3107);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const CAR = 'Hyundai i20';
/** The car's cheapest package: the one its card is priced by. */
const PACKAGE = 'Km Saver';
const SEASON = { name: 'Diwali 2026', nameHi: 'दिवाली 2026', percent: 50 };
const COUPON = { code: 'DIWALI10', percent: 10 };
const PICKUP_ODOMETER = 21_000;

/** A 1×1 PNG: a real image the document upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The value (the next `dd`) of a row of a definition list, by its label. */
const valueOf = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The car's card on the search results. */
const cardOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: CAR, exact: true }) });

test.describe('seasons, coupons and reviews', () => {
  const own = ownServerWithClock(PORT);

  test('a Diwali season and a coupon price the booking; the returned trip is rated on the car page', async ({
    page: customer,
    browser,
    tr,
    trPattern,
    msg,
  }) => {
    // Two people, a signup, a payment, two handovers and a review: several minutes when busy.
    test.setTimeout(300_000);
    const pickupDate = istDate(2);
    const dropDate = istDate(3);

    // The Bhilai manager adds the season (+50 % on every day) over the trip's dates...
    const manager = await (await browser.newContext()).newPage();
    await signInToConsole(manager, BRANCH_MANAGER);
    await openConsoleSection(manager, 'Rate seasons');
    await expect(manager.getByRole('heading', { level: 1, name: 'Rate seasons' })).toBeVisible();
    await manager.getByRole('button', { name: 'New rate season' }).click();
    const seasonForm = manager.getByRole('form', { name: 'New rate season' });
    await seasonForm.getByLabel('Name', { exact: true }).fill(SEASON.name);
    await seasonForm.getByLabel('Name in Hindi').fill(SEASON.nameHi);
    await seasonForm.getByLabel('From (IST)').fill(istDate(1));
    await seasonForm.getByLabel('To (IST, inclusive)').fill(istDate(6));
    await seasonForm.getByLabel('Weekday value (%)').fill(String(SEASON.percent));
    await seasonForm.getByLabel('Weekend value (%)').fill(String(SEASON.percent));
    await seasonForm.getByRole('button', { name: 'Save season' }).click();
    const seasonSaved = `Rate season “${SEASON.name}” saved.`;
    await expect(manager.getByRole('status').filter({ hasText: seasonSaved })).toHaveText(
      seasonSaved,
    );
    const seasonItem = manager.getByRole('listitem').filter({ hasText: SEASON.name });
    await expect(seasonItem).toContainText(
      `Whole branch · Weekdays: +${SEASON.percent}% · Weekends: +${SEASON.percent}%`,
    );

    // ...and a coupon code for Bhilai: 10 % off the rent, for the next ten days.
    await openConsoleSection(manager, 'Coupon codes');
    await manager.getByRole('button', { name: 'New coupon code' }).click();
    const couponForm = manager.getByRole('form', { name: 'New coupon code' });
    await couponForm.getByLabel('Code', { exact: true }).fill(COUPON.code);
    await couponForm.getByLabel('Percentage off').fill(String(COUPON.percent));
    await couponForm.getByLabel('Description (English)').fill('Diwali: 10% off the rent');
    await couponForm.getByLabel('Last day (IST)').fill(istDate(10));
    await couponForm.getByRole('group', { name: 'Branches' }).getByLabel('Bhilai').check();
    await couponForm.getByRole('button', { name: 'Save coupon' }).click();
    const couponSaved = `Coupon ${COUPON.code} saved.`;
    await expect(manager.getByRole('status').filter({ hasText: couponSaved })).toHaveText(
      couponSaved,
    );
    await expect(manager.getByRole('listitem').filter({ hasText: COUPON.code })).toContainText(
      `${COUPON.percent}% off the rent`,
    );

    // A new customer signs up and uploads their licence and ID proof for the pickup.
    const n = String(Date.now()).slice(-8);
    const name = 'Meera Dewangan';
    await signUpWithOtp(customer, { mobile: `97${n}`, name, email: `meera.${n}@example.test` });
    await customer.goto('/user/page/MyDocument');
    for (const kind of ['licence_img', 'id_proof_img']) {
      const label = tr(`account.documents.kinds.${kind}`);
      await customer
        .getByLabel(tr('account.documents.upload', { label }))
        .setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: PNG });
      await expect(customer.getByLabel(tr('account.documents.replace', { label }))).toBeAttached();
    }

    // The customer searches Bhilai for a day in the season, 10:00 to 10:00.
    await customer.goto('/');
    const strip = customer.getByRole('search', { name: tr('layout.findCar') });
    await strip.getByLabel(tr('search.branch')).selectOption({ label: tr('common.cities.Bhilai') });
    await strip.getByLabel(tr('search.pickupDate')).fill(pickupDate);
    await strip.getByLabel(tr('search.pickupTime')).selectOption('10:00');
    await strip.getByLabel(tr('search.dropDate')).fill(dropDate);
    await strip.getByLabel(tr('search.dropTime')).selectOption('10:00');
    await strip.getByRole('button', { name: tr('search.search') }).click();
    await expect(customer).toHaveURL(/\/cars\?branch=/);
    // The card, once priced for the searched day.
    await expect(
      cardOf(customer).getByText(trPattern('cars.card.forHours', { hours: 24 })),
    ).toBeVisible();
    const cardPrice = await cardOf(customer).innerText();

    // The car page: the package's own rate per hour, and its fare for the day by the season.
    await cardOf(customer)
      .getByRole('link', { name: tr('cars.card.viewDetail') })
      .click();
    await expect(customer.getByRole('heading', { level: 1, name: new RegExp(CAR) })).toBeVisible();
    const carPage = customer.url();
    const pkg = customer
      .getByRole('main')
      .getByRole('article')
      .filter({ has: customer.getByRole('heading', { name: PACKAGE, exact: true }) });
    // Its first amount is the package's own rate per hour, which no season changes.
    const baseRatePaise = paiseOf(
      await pkg
        .getByText(/^₹[\d,]+(\.\d\d)?$/)
        .first()
        .innerText(),
    );
    // The season's rule (shared/seasons.ts): rate x (100 + %) / 100 per hour, to the paisa.
    const seasonalRatePaise = Math.round((baseRatePaise * (100 + SEASON.percent)) / 100);
    const rentPaise = 24 * seasonalRatePaise;
    const rentLine = tr('common.rentLines.line', {
      hours: 24,
      rate: formatRupees(seasonalRatePaise),
      name: SEASON.name,
    });
    await expect(valueOf(pkg, tr('carDetail.package.baseFare'))).toContainText(
      formatRupees(rentPaise),
    );
    await expect(pkg.getByTestId('rent-lines')).toHaveText(rentLine);
    // The card in the search results showed the same seasonal price for the day.
    expect(cardPrice).toContain(formatRupees(rentPaise));
    await expect(customer.getByText(tr('carDetail.reviews.none'))).toBeVisible();

    // Checkout: the season's line, then the coupon, whose discount comes off the rent.
    await pkg.getByRole('button', { name: tr('carDetail.package.bookNow') }).click();
    await expect(customer).toHaveURL(/\/user\/bookmyride$/);
    await expect(
      customer.getByRole('heading', { name: tr('checkout.title'), exact: true }),
    ).toBeVisible();
    await chooseLocalFirstOptionAndTerms(customer);
    const breakdown = customer.getByRole('region', { name: tr('checkout.price.title') });
    const baseLabel = tr('checkout.price.seasonalBase', { hours: 24 });
    await expect(valueOf(breakdown, baseLabel)).toHaveText(formatRupees(rentPaise));
    await expect(breakdown.getByTestId('rent-lines')).toHaveText(rentLine);
    const couponBox = customer.getByRole('region', { name: tr('checkout.coupon.heading') });
    await couponBox.getByLabel(tr('checkout.coupon.label')).fill(COUPON.code.toLowerCase());
    await couponBox.getByRole('button', { name: tr('checkout.coupon.apply') }).click();
    const discountPaise = Math.round((rentPaise * COUPON.percent) / 100);
    await expect(couponBox.getByRole('status')).toHaveText(
      tr('checkout.coupon.applied', { code: COUPON.code, amount: formatRupees(discountPaise) }),
    );
    const discountLabel = tr('checkout.price.discount', { code: COUPON.code });
    await expect(valueOf(breakdown, discountLabel)).toHaveText(formatRupees(-discountPaise));
    await expect(valueOf(breakdown, baseLabel)).toHaveText(formatRupees(rentPaise));
    await expect(breakdown.getByTestId('rent-lines')).toHaveText(rentLine);
    // Self pickup at the branch is free: the GST is on the rent after the discount.
    await expect(valueOf(breakdown, tr('checkout.price.pickupDrop'))).toHaveText(formatRupees(0));
    const depositPaise = paiseOf(
      await valueOf(breakdown, tr('checkout.price.deposit')).innerText(),
    );
    const chargedPaise = rentPaise - discountPaise;
    await expect(breakdown.getByTestId('total')).toHaveText(
      formatRupees(chargedPaise + depositPaise),
    );
    const gstLine = trPattern('checkout.price.gstIntra', { rate: 9, sac: /99\d{4}/ });
    await expect(breakdown.getByTestId('gst-line')).toHaveText(gstLine);
    const [, quotedTax, quotedCgst, quotedSgst] = gstLine.exec(
      await breakdown.getByTestId('gst-line').innerText(),
    )!;
    // Prices include GST at 18 %: each half is 9/118 of the price, rounded half up.
    const halfGstPaise = Math.floor((chargedPaise * 900) / 11_800 + 0.5);
    expect([quotedCgst, quotedSgst, quotedTax].map((r) => paiseOf(r!))).toEqual([
      halfGstPaise,
      halfGstPaise,
      2 * halfGstPaise,
    ]);

    // Book and pay through the test gateway. The booking's answer is awaited on its own, so a
    // refusal says why and a slow one on a busy machine is not taken for a page that did nothing.
    const created = customer.waitForResponse(
      (r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await customer.getByRole('button', { name: tr('checkout.bookNow') }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    await expect(customer).toHaveURL(/\/thankyou\?status=success$/);
    const idLine = trPattern('checkout.thanks.bookingId', {}, { exact: true });
    const bookingId = Number((await customer.getByText(idLine).innerText()).replace(/\D/g, ''));
    await customer.getByRole('link', { name: tr('checkout.thanks.pay') }).click();
    await customer.getByRole('button', { name: tr('payment.payOnline') }).click();
    await expect(customer).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
    await expect(customer.getByTestId('amount')).toHaveText(
      formatRupees(chargedPaise + depositPaise),
    );
    await customer.getByRole('button', { name: tr('payment.test.succeed') }).click();
    await expect(customer).toHaveURL(/\/user\/dashboard\?order_id=test_[\w-]+&status=1$/);
    await expect(
      customer.getByText(msg('Thanks for Booking', 'account.notices.thanks')),
    ).toBeVisible();

    // The receipt voucher for the advance: the rent after the discount, naming the code and the
    // discount, with the GST the checkout showed.
    const item = customer
      .getByRole('listitem')
      .filter({ hasText: tr('account.booking.id', { id: bookingId }) });
    const voucherLink = item.getByRole('link', {
      name: new RegExp(`^${tr('common.taxDocuments.types.receipt_voucher')} [A-Z]+/\\d{4}/\\d{5}`),
    });
    await expect(voucherLink).toHaveCount(1);
    const download = customer.waitForEvent('download');
    await voucherLink.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const voucher = await documentPdf(customer.request, (await voucherLink.getAttribute('href'))!);
    expect(voucher).toMatchObject({
      title: 'Receipt voucher',
      totalPaise: chargedPaise,
      taxablePaise: chargedPaise - 2 * halfGstPaise,
      cgstPaise: halfGstPaise,
      sgstPaise: halfGstPaise,
      igstPaise: 0,
    });
    expect(gstOf(voucher)).toBe(paiseOf(quotedTax!));
    // The rent line's description and value, however pdftotext breaks the line.
    const flat = voucher.text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `Advance for self-drive car rental after coupon discount: ${COUPON.code} -${formatRupees(discountPaise)}, booking SDC-${bookingId}`,
    );
    expect(flat).toContain(formatRupeesExact(chargedPaise - 2 * halfGstPaise));
    expect(flat).toContain(name);

    // 08:30 on the pickup day: the manager verifies the customer's documents and hands the car
    // over, through the console's board and booking page.
    const booking = (await (
      await manager.request.get(`/api/console/bookings/${bookingId}`)
    ).json()) as { booking: { pickupAt: string; dropAt: string; rentPaise: number } };
    expect(booking.booking.rentPaise).toBe(chargedPaise);
    own.clock.setTo(new Date(Date.parse(booking.booking.pickupAt) - 90 * 60_000));
    const handOver = await reloadBoardUntil(
      manager,
      manager
        .getByRole('region', { name: /^Pickups today/ })
        .getByRole('link', { name: `Hand over SDC-${bookingId}` }),
    );
    await handOver.click();
    await expect(
      manager.getByRole('heading', { name: new RegExp(`^Booking #${bookingId}:`) }),
    ).toBeVisible();
    await verifyPapersAndHandOver(
      manager,
      name,
      { number: 'CG07 20190054321', validUntil: '2041-03-01', dateOfBirth: '1993-10-21' },
      PICKUP_ODOMETER,
    );

    // Half an hour before the booked drop the car comes back, full and within its kilometres:
    // the bill has no charges, and closing it completes the trip.
    own.clock.setTo(new Date(Date.parse(booking.booking.dropAt) - 30 * 60_000));
    const takeBack = await reloadBoardUntil(
      manager,
      manager
        .getByRole('region', { name: /^Returns due today/ })
        .getByRole('link', { name: `Take back SDC-${bookingId}` }),
    );
    await takeBack.click();
    await expect(manager.getByRole('heading', { name: 'Return', exact: true })).toBeVisible();
    await manager.getByLabel('Odometer (km)').fill(String(PICKUP_ODOMETER + 120));
    await manager.getByLabel('Fuel level').selectOption({ label: 'Full (8/8)' });
    await manager.getByRole('button', { name: 'Close the return' }).click();
    const closing = manager.getByRole('alertdialog', {
      name: `Close the return of booking #${bookingId} with this bill?`,
    });
    await expect(closing.getByRole('table', { name: 'Final bill' })).toBeVisible();
    await closing.getByRole('button', { name: 'Close the return and mail the bill' }).click();
    await expect(closing).toBeHidden();

    // The customer rates the trip from My Reviews.
    await customer.goto('/user/dashboard');
    await customer
      .getByRole('link', { name: tr('account.menu.reviews') })
      .first()
      .click();
    await expect(customer).toHaveURL(/\/user\/page\/MyReviews$/);
    // The car as the trip names it: its model and variant ("Hyundai i20 Asta").
    const carTitle = new RegExp(`${CAR}\\b.*`);
    await customer
      .getByRole('button', { name: trPattern('account.reviews.rateLabel', { car: carTitle }) })
      .click();
    const review = customer.getByRole('form', {
      name: trPattern('account.reviews.formTitle', { car: carTitle }),
    });
    await review
      .getByRole('group', { name: tr('account.reviews.carGroup') })
      .getByLabel(tr('account.reviews.stars', { n: 5 }))
      .check();
    await review
      .getByRole('group', { name: tr('account.reviews.branchGroup') })
      .getByLabel(tr('account.reviews.stars', { n: 4 }))
      .check();
    const comment = 'Spotless car, and the Diwali rate was clear before I paid.';
    await review.getByLabel(tr('account.reviews.comment')).fill(comment);
    await review.getByRole('button', { name: tr('account.reviews.submit') }).click();
    await expect(customer.getByText(tr('account.reviews.thanks'))).toBeVisible();
    await expect(customer.getByText(tr('account.reviews.noneAwaiting'))).toBeVisible();

    // The car page shows the review to anyone: the renter's first name, the trip's month, the
    // stars and the comment, and the car's average over its one review. A visitor of its own:
    // the customer's tab still holds the search from before the trip, which by this browser's
    // clock (not moved with the server's) is still ahead, and the server refuses it as past.
    const month = formatIstDate(new Date(`${pickupDate}T12:00:00+05:30`), 'en')
      .split(' ')
      .slice(1)
      .join(' ');
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(carPage);
    const reviews = visitor.getByRole('region', { name: tr('carDetail.reviews.heading') });
    await expect(
      reviews.getByText(tr('carDetail.reviews.average', { average: '5.0' })),
    ).toBeVisible();
    await expect(
      reviews.getByText(tr('carDetail.reviews.countOne'), { exact: true }),
    ).toBeVisible();
    const written = reviews.getByRole('listitem').filter({ hasText: comment });
    await expect(written).toContainText(name.split(' ')[0]!);
    await expect(written).toContainText(tr('carDetail.reviews.trip', { month }));
    await expect(written).toContainText(tr('carDetail.reviews.stars', { rating: 5 }));
    await expect(written).toContainText(tr('carDetail.reviews.stars', { rating: 4 }));
  });
});
