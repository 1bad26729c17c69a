import type { Page } from '@playwright/test';
import { istMonth } from '../src/shared/console-reports';
import { formatIstDayTime } from '../src/shared/ist-format';
import { formatRupees } from '../src/shared/money';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { bookBhilaiCar } from './support/book-through-api';
import {
  ADMIN,
  BRANCH_MANAGER,
  COUNTER_STAFF,
  branchReportCellsOver,
  openConsoleSection,
  reloadBoardUntil,
  signInToConsole,
} from './support/console';
import { istDate, logInAsDemo } from './support/demo-customer';
import { ownServerWithClock } from './support/server-clock';
import { noisyPng, uploadSlowly } from './support/slow-upload';

// Its own server and database (the accounts journey's port: spec files run one at a time),
// whose clock the journey moves from the pickup morning to the late return.
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? 3107);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const CAR = 'Tata Punch Camo';
const POST = 'Sunrise over the Sarguja hills';

/** A 1×1 PNG: a real image the document and handover uploads accept. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Titles of the cars the customer search offers in Bhilai (branch 1) for a day from 10:00. */
async function searchTitles(page: Page, date: string) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const q = new URLSearchParams({
    branch: '1',
    pickupDate: date,
    pickupTime: '10:00',
    dropDate: next.toISOString().slice(0, 10),
    dropTime: '10:00',
  });
  await page.goto(`/cars?${q}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars available in Bhilai');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.getByRole('heading').allTextContents();
}

/** The customer signs on the staff tablet: a stroke drawn across the signature pad. */
async function signOnThePad(page: Page) {
  const pad = page.getByRole('img', { name: /^Customer’s signature/ });
  // The mouse works in the viewport: bring the pad into it first.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.35, 0.3],
    [0.5, 0.7],
    [0.65, 0.35],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  }
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Save the signature' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save the signature' }).click();
  await expect(page.getByText('The signature is saved.')).toBeVisible();
}

/** Today's board, reloaded until `column` lists the booking (the server clock has moved). */
const boardLists = (page: Page, column: RegExp, bookingId: number) =>
  reloadBoardUntil(
    page,
    page
      .getByRole('region', { name: column })
      .getByRole('link', { name: `SDC-${bookingId}`, exact: true }),
  );

test.describe('a branch manager’s day', () => {
  const own = ownServerWithClock(PORT);

  test('hand over and take back a car, add and block a car, publish a post, read the month', async ({
    page: customer,
    browser,
  }) => {
    test.setTimeout(420_000);
    const pickupDay = istDate(1);
    const dropDay = istDate(2);

    // Beforehand: the customer uploads their documents and books a car for 10:00 tomorrow.
    await logInAsDemo(customer);
    await customer.goto('/user/page/MyDocument');
    for (const doc of ['Driving licence', 'ID proof (front)']) {
      await customer.getByLabel(`Upload ${doc}`).setInputFiles(image('document.png'));
      await expect(customer.getByLabel(`Replace ${doc}`)).toBeAttached();
    }
    await expect(customer.getByText('Waiting for our check').first()).toBeVisible();
    const bookingId = await bookBhilaiCar(customer, 1);
    await customer.goto(`/make-payment?booking=${bookingId}`);
    await customer.getByRole('button', { name: 'Pay online' }).click();
    await customer.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(customer).toHaveURL(/\/user\/dashboard/);

    // 08:00 on the pickup day: the manager signs in and today's board shows the pickup.
    own.clock.setTo(new Date(`${pickupDay}T08:00:00+05:30`));
    const staff = await (await browser.newContext()).newPage();
    await signInToConsole(staff, BRANCH_MANAGER);
    await expect(staff.getByRole('heading', { level: 1, name: /Today at Bhilai/ })).toBeVisible();
    const pickup = await boardLists(staff, /^Pickups today \(1\)/, bookingId);
    expect(await seriousViolations(staff)).toEqual([]);
    await pickup.click();
    await expect(
      staff.getByRole('heading', { name: new RegExp(`Booking #${bookingId}`) }),
    ).toBeVisible();

    // Not verified yet: the handover is refused with a clear message.
    await staff.getByLabel('Odometer (km)').fill('15000');
    await staff.getByRole('button', { name: 'Hand over the car' }).click();
    await expect(staff.getByText(/licence and ID proof are not verified yet/)).toBeVisible();
    await staff.getByRole('link', { name: 'Demo Customer' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Demo Customer' })).toBeVisible();
    // The licence is verified with its number, expiry and the driver's date of birth.
    await staff.getByLabel('Licence number').fill('CG07 20150012345');
    await staff.getByLabel('Licence valid until').fill('2040-05-01');
    await staff.getByLabel('Date of birth').fill('1990-02-03');
    await staff.getByRole('button', { name: 'Verify Driving licence' }).click();
    await expect(staff.getByRole('heading', { name: 'Driving licence: verified' })).toBeVisible();
    await staff.getByRole('button', { name: 'Verify ID proof (front)' }).click();
    await expect(staff.getByRole('heading', { name: 'ID proof (front): verified' })).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);

    await staff.goto(`/staff/bookings/${bookingId}`);
    await staff.getByLabel('Photos of the car at pickup').setInputFiles(image('front.png'));
    await expect(staff.getByRole('img', { name: 'pickup photo 1' })).toBeVisible();
    // The handover sheet: the customer signs, the spare tyre and papers are ticked as seen, the
    // jack is missing, and a scratch on the front bumper is tapped on the car outline with the
    // photo that shows it.
    await signOnThePad(staff);
    await staff.getByLabel('Spare tyre').check();
    await staff.getByLabel(/^Car documents/).check();
    await staff.getByLabel('Jack and wheel spanner').uncheck();
    const outline = staff.getByRole('img', { name: /tap to mark damage \(0 marked\)/ });
    const box = (await outline.boundingBox())!;
    await outline.click({ position: { x: box.width * 0.5, y: box.height * 0.05 } });
    await expect(staff.getByText('Mark 1: Front bumper')).toBeVisible();
    await staff.getByLabel('Mark 1: what is damaged').fill('Scratch on the front bumper');
    await staff.getByLabel('Mark 1: photo').selectOption({ label: 'Photo 1' });
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.getByLabel('Odometer (km)').fill('15000');
    await staff.getByLabel('Fuel level').selectOption({ label: 'Full (8/8)' });
    await staff.getByRole('button', { name: 'Hand over the car' }).click();
    await expect(staff.getByRole('heading', { name: 'Return' })).toBeVisible();
    // The sheet as the customer was mailed it, for staff to print.
    const sheet = await staff.request.get(`/api/console/bookings/${bookingId}/handover-sheet`);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toBe('application/pdf');

    // A new car joins the fleet, with a photo (its progress shown on a slow link).
    await openConsoleSection(staff, 'Fleet and prices');
    await staff.getByRole('link', { name: 'Add a car' }).click();
    await expect(staff.getByRole('heading', { name: 'Add a car' })).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Add car' }).click();
    await expect(staff.getByText('Please enter the brand.')).toBeVisible();
    await staff.getByLabel('Registration number', { exact: true }).fill('CG 07 PQ 2468');
    await staff.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await staff.getByLabel('Brand', { exact: true }).fill('Tata');
    await staff.getByLabel('Model', { exact: true }).fill('Punch Camo');
    await staff.getByLabel('Title', { exact: true }).fill(CAR);
    await staff.getByLabel('Security deposit (₹)', { exact: true }).fill('3000');
    await staff.getByLabel('Outstation security deposit (₹)').fill('5000');
    await staff.getByLabel('Short description').fill('A tough little SUV for city and highway.');
    await staff.getByLabel('Rate per hour (₹)', { exact: true }).fill('150');
    await staff.getByLabel('Actual rate per hour (₹)').fill('180');
    await staff.getByLabel('Extra km rate (₹)').fill('12');
    await staff.getByLabel('Extend rate per hour (₹)').fill('160');
    await staff.getByRole('button', { name: 'Add car' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(CAR) })).toBeVisible();
    await expect(staff.getByRole('status').first()).toHaveText(
      'The car is added. Upload its photo next.',
    );
    expect(await seriousViolations(staff)).toEqual([]);
    await uploadSlowly(
      staff,
      'Car photo (JPEG, PNG or WebP)',
      { name: 'punch.png', buffer: await noisyPng(1000, 625) },
      staff.getByText('Uploaded and accepted.'),
    );
    await expect(staff.getByRole('img', { name: `Photo of ${CAR}` })).toHaveAttribute(
      'src',
      /-800\.jpg$/,
    );

    // Customers find it three weeks ahead until it is blocked for a service then.
    const serviceDay = istDate(21);
    expect(await searchTitles(customer, serviceDay)).toContain(CAR);
    await staff.getByLabel('Blocked from').fill(`${serviceDay}T00:00`);
    await staff.getByLabel('Blocked until').fill(`${istDate(23)}T00:00`);
    await staff.getByLabel('Reason', { exact: true }).fill('Brake service');
    await staff.getByRole('button', { name: 'Block the car' }).click();
    await expect(staff.getByText(/· Brake service$/)).toBeVisible();
    expect(await searchTitles(customer, serviceDay)).not.toContain(CAR);

    // Its insurance runs out in ten days: from then customers no longer find it.
    await staff.getByLabel('Insurance valid until').fill(istDate(10));
    await staff.getByRole('button', { name: 'Save papers and service' }).click();
    await expect(staff.getByText('Saved the papers and service.')).toBeVisible();
    expect(await searchTitles(customer, istDate(14))).not.toContain(CAR);
    expect(await searchTitles(customer, istDate(7))).toContain(CAR);

    // The calendar shows the block as a bar on the car's row, in the week and the month view.
    // 'From' alone also matches the fleet page's "Blocked from" while the calendar's chunk is
    // still loading: wait for the calendar itself, then fill its own field.
    await openConsoleSection(staff, 'Calendar');
    await expect(staff.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await staff.getByLabel('From', { exact: true }).fill(serviceDay);
    await expect(staff).toHaveURL(new RegExp(`from=${serviceDay}`));
    const bar = staff.getByRole('link', { name: /^Blocked: Brake service, / }).first();
    await expect(bar).toBeVisible();
    await staff.getByRole('button', { name: 'Month' }).click();
    await expect(staff.getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await seriousViolations(staff)).toEqual([]);

    // The admin writes and publishes a post, and deletes an old one.
    const admin = await (await browser.newContext()).newPage();
    await signInToConsole(admin, ADMIN);
    await openConsoleSection(admin, 'Content');
    await admin.getByRole('link', { name: 'Write a post' }).click();
    await expect(admin.getByRole('textbox', { name: 'Post text' })).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Save post' }).click();
    await expect(admin.getByText('Please enter the title.')).toBeVisible();
    await admin.getByLabel('Title', { exact: true }).fill(POST);
    await admin.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await uploadSlowly(
      admin,
      'Cover image (JPEG, PNG or WebP)',
      { name: 'mainpat.png', buffer: await noisyPng(1400, 900) },
      admin.getByRole('img', { name: 'Cover image of the post' }),
    );
    await admin.getByRole('textbox', { name: 'Post text' }).click();
    await admin.keyboard.type('Sarguja mornings are the coolest in Chhattisgarh. ');
    await admin.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.type('Start before dawn');
    await admin.getByRole('button', { name: 'Save post' }).click();
    await expect(admin.getByText('Status:')).toContainText('On Review');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await expect(admin.getByText('Status:')).toContainText('Live');

    await customer.goto('/blogs');
    // Opened as a reader's browser opens a shared link: rendered by the server.
    const postLink = customer.getByRole('link', { name: POST }).first();
    await customer.goto((await postLink.getAttribute('href'))!);
    await expect(customer.getByRole('heading', { level: 1, name: POST })).toBeVisible();
    await expect(customer.locator('strong', { hasText: 'Start before dawn' })).toBeVisible();
    await expect(customer.locator(`img[src^="/media/blog/console-"]`).first()).toBeVisible();

    const { blogs } = await (await admin.request.get('/api/blogs')).json();
    const old = blogs.at(-1) as { id: number; title: string; imageUrl: string };
    expect((await admin.request.get(old.imageUrl)).status()).toBe(200);
    await openConsoleSection(admin, 'Content');
    await admin.getByLabel('Search posts (title or category)').fill(old.title);
    await admin.getByRole('link', { name: old.title, exact: true }).click();
    await admin.getByRole('button', { name: 'Delete post' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Delete “${old.title}”?` });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    expect(await seriousViolations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete the post' }).click();
    await expect(admin.getByText(`Deleted “${old.title}”.`)).toBeVisible();
    expect((await admin.request.get(`/api/blogs/${old.id}`)).status()).toBe(404);
    expect((await admin.request.get(old.imageUrl)).status()).toBe(404);
    await admin.context().close();

    // 12:30 the next day, two and a half hours after the agreed 10:00: the car is back, late.
    own.clock.setTo(new Date(`${dropDay}T12:30:00+05:30`));
    await (await boardLists(staff, /^Overdue returns \(1\)/, bookingId)).click();
    // The return beside the car as it went out; only the new dent is marked.
    await expect(staff.getByRole('region', { name: 'The car at pickup' })).toContainText(
      '1. Front bumper: Scratch on the front bumper',
    );
    await staff.getByLabel('Place on the car').selectOption({ label: 'Rear bumper' });
    await staff.getByRole('button', { name: 'Add a damage mark' }).click();
    await staff.getByLabel('Mark N1: what is damaged').fill('Dent in the rear bumper');
    // The checklist starts from the pickup: the jack that was missing is not ticked as back,
    // and the spare tyre that has not come back is unticked.
    await expect(staff.getByLabel('Jack and wheel spanner')).not.toBeChecked();
    await staff.getByLabel('Spare tyre').uncheck();
    const detail = await (await staff.request.get(`/api/console/bookings/${bookingId}`)).json();
    const rates = detail.booking as {
      kmIncluded: number;
      extraKmRatePaise: number;
      extendRatePerHourPaise: number;
    };
    const driven = rates.kmIncluded + 25;
    await staff.getByLabel('Odometer (km)').fill(String(15000 + driven));
    await staff.getByLabel('Fuel level').selectOption({ label: '6/8' });
    await staff.getByRole('button', { name: 'Close the return' }).click();
    // The bill is shown before anything is closed; staff confirm it.
    const closing = staff.getByRole('alertdialog', { name: /^Close the return of booking/ });
    await expect(closing.getByRole('table', { name: 'Final bill' })).toBeVisible();
    await closing.getByRole('button', { name: 'Close the return and mail the bill' }).click();
    await expect(closing).toBeHidden();
    const billRow = (label: string) =>
      staff.getByRole('table', { name: 'Final bill' }).getByRole('row').filter({ hasText: label });
    await expect(
      billRow(`Extra km (${driven} driven, ${rates.kmIncluded} included): 25 km`),
    ).toContainText(formatRupees(25 * rates.extraKmRatePaise));
    await expect(billRow('Late return: 3 hour(s)')).toContainText(
      formatRupees(3 * rates.extendRatePerHourPaise),
    );
    await expect(billRow('Fuel: 2/8 below pickup')).toBeVisible();
    // Pickup and return side by side: what changed says so, the new damage stands out.
    const sideBySide = staff.getByRole('region', { name: 'Pickup and return side by side' });
    await expect(
      sideBySide.getByRole('heading', { name: 'New damage at return: 1' }),
    ).toBeVisible();
    await expect(sideBySide).toContainText('N1 Rear bumper: Dent in the rear bumper');
    await expect(sideBySide.getByRole('row', { name: /^Fuel/ })).toContainText('6/8 (changed)');
    await expect(
      sideBySide.getByRole('row', { name: /^Jack and wheel spanner/ }),
    ).not.toContainText('(changed)');
    await expect(sideBySide.getByRole('row', { name: /^Spare tyre/ })).toContainText(
      'No (changed)',
    );
    await expect(sideBySide.getByRole('row', { name: /^Damage marks/ })).toContainText(
      'New damage at return: 1 (car now carries 2)',
    );
    await expect(
      sideBySide
        .getByRole('row', { name: /^Customer’s signature/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Signed');
    expect(await seriousViolations(staff)).toEqual([]);

    // The customer sees the same final bill on their dashboard, and their documents verified.
    const closed = (await (await staff.request.get(`/api/console/bookings/${bookingId}`)).json())
      .bill as {
      latePaise: number;
      extraKmPaise: number;
      depositRefundPaise: number;
      depositPaise: number;
      chargesPaise: number;
    };
    await customer.goto('/user/dashboard');
    const item = customer.getByRole('listitem').filter({ hasText: `Booking ID ${bookingId}` });
    await item.getByText('Final bill', { exact: true }).click();
    for (const [label, paise] of [
      ['Extra km: 25', closed.extraKmPaise],
      ['Late return: 3 h', closed.latePaise],
      ['Deposit refund', closed.depositRefundPaise],
    ] as const) {
      await expect(
        item.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(formatRupees(paise));
    }
    expect(closed.latePaise).toBe(3 * rates.extendRatePerHourPaise);
    await customer.goto('/user/page/MyDocument');
    await expect(customer.getByText('Verified').first()).toBeVisible();

    // The month's report (from the journal) counts the booking and what it charged: the rent
    // paid and the return's extras, GST included; the deposit and its refund are neither.
    const paid = (detail.payments as { kind: string; status: string; amountPaise: number }[])
      .filter((p) => p.kind === 'rent' && p.status === 'success')
      .reduce((sum, p) => sum + p.amountPaise, 0);
    // Paid today, returned tomorrow: near a month's end, the two fall in two months.
    const cells = await branchReportCellsOver(staff, 'Bhilai', [
      istMonth(new Date()),
      dropDay.slice(0, 7),
    ]);
    expect(cells.slice(0, 4)).toEqual([
      1,
      0,
      (paid - closed.depositPaise + closed.chargesPaise) / 100,
      0,
    ]);
    expect(await seriousViolations(staff)).toEqual([]);

    // The audit log lists the day's changes, filtered by record.
    await openConsoleSection(staff, 'Audit log');
    await staff.getByLabel('Record type').selectOption('booking');
    await staff.getByLabel('Record id').fill(String(bookingId));
    for (const action of ['booking.pickup', 'booking.return']) {
      await expect(staff.getByText(`${action} · booking #${bookingId}`)).toBeVisible();
    }
    await staff.getByLabel('Record id').fill('');
    await staff.getByLabel('Record type').selectOption('customer');
    await expect(staff.getByText(/^document\.verify · customer #\d+$/)).toHaveCount(2);
    await staff.getByLabel('Record type').selectOption('block');
    await expect(staff.getByText(/^block\.create · block #\d+$/)).toBeVisible();
    await staff.getByLabel('Record type').selectOption('car');
    await expect(staff.getByText(/^car\.photo · car #\d+$/)).toBeVisible();
    await expect(staff.getByText(/^car\.create · car #\d+$/)).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);

    // A walk-in at the counter: the account opened, a car four days ahead, paid in cash.
    await staff.goto('/staff/bookings/new');
    const walkInEmail = `walk-in-${Date.now()}@example.com`;
    await staff.getByLabel('Customer’s e-mail or mobile').fill(walkInEmail);
    await staff.getByRole('button', { name: 'Find the customer' }).click();
    await staff.getByLabel('Name', { exact: true }).fill('Ravi Sahu');
    await staff.getByLabel('Mobile', { exact: true }).fill(`+9198${String(Date.now()).slice(-8)}`);
    await staff.getByRole('button', { name: 'Open the account' }).click();
    await staff.getByLabel('Car', { exact: true }).selectOption({ index: 1 });
    await expect(staff.getByLabel('Rate package').locator('option').first()).toBeAttached();
    const walkInDay = istDate(4);
    await staff.getByLabel('Pickup', { exact: true }).fill(`${walkInDay}T10:00`);
    await staff.getByLabel('Drop', { exact: true }).fill(`${walkInDay}T18:00`);
    await staff.getByRole('button', { name: 'Review the booking' }).click();
    const counter = staff.getByRole('alertdialog', { name: /^Book .+ for Ravi Sahu\?$/ });
    await expect(counter).toContainText('Cash at the counter');
    expect(await seriousViolations(staff)).toEqual([]);
    await counter.getByRole('button', { name: /^Book and record ₹/ }).click();
    await expect(staff).toHaveURL(/\/staff\/bookings\/\d+\?counter=1$/);
    await expect(staff.getByText('confirmed · booked')).toBeVisible();

    // A time change: the drop two hours later, priced and confirmed before it applies.
    await staff.getByLabel('New drop').fill(`${walkInDay}T20:00`);
    await staff.getByRole('button', { name: 'Check the change' }).click();
    const change = staff.getByRole('alertdialog', { name: /^Change booking #\d+\?$/ });
    await expect(change).toContainText('more: collect it from the customer.');
    await change.getByRole('button', { name: 'Apply the change' }).click();
    await expect(staff.getByRole('status')).toContainText('is changed.');
    const walkInBooking = staff.url().replace(/\?.*$/, '');
    const walkInId = Number(walkInBooking.split('/').at(-1));

    // The walk-in asks for the next day instead: the manager drags the bar a day to the right
    // on the calendar, grabbed in its middle; it keeps its 10:00 start and its length.
    await staff.goto(`/staff/calendar?from=${walkInDay}`);
    const walkInBar = staff.getByRole('link', { name: new RegExp(`^SDC-${walkInId} · Ravi Sahu`) });
    await expect(walkInBar).toBeVisible();
    const row = staff.getByRole('list', { name: /^Bookings and blocks of / }).filter({
      has: walkInBar,
    });
    const rowBox = (await row.boundingBox())!;
    const barBox = (await walkInBar.boundingBox())!;
    await walkInBar.dragTo(row, {
      sourcePosition: { x: barBox.width / 2, y: barBox.height / 2 },
      targetPosition: {
        x: barBox.x - rowBox.x + barBox.width / 2 + rowBox.width / 7,
        y: rowBox.height / 2,
      },
    });
    const moved = staff.getByRole('alertdialog', { name: `Move SDC-${walkInId} · Ravi Sahu?` });
    const nextDay = new Date(`${istDate(5)}T10:00:00+05:30`);
    await expect(moved.getByRole('row', { name: /^Pickup/ })).toContainText(
      formatIstDayTime(nextDay),
    );
    await moved.getByRole('button', { name: 'Apply the change' }).click();
    await expect(staff.getByRole('status')).toContainText(`Booking #${walkInId} is changed.`);
    const afterDrag = await (await staff.request.get(`/api/console/bookings/${walkInId}`)).json();
    expect(new Date(afterDrag.booking.pickupAt).getTime()).toBe(nextDay.getTime());
    expect(new Date(afterDrag.booking.dropAt).getTime()).toBe(
      new Date(`${istDate(5)}T20:00:00+05:30`).getTime(),
    );

    // The walk-in's licence runs out before the drop: the handover is refused.
    await staff.goto(walkInBooking);
    await staff.getByRole('link', { name: 'Ravi Sahu', exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Ravi Sahu' })).toBeVisible();
    for (const doc of ['Driving licence', 'ID proof (front)']) {
      await staff.getByLabel(`${doc}: upload at the counter`).setInputFiles(image('doc.png'));
      await expect(staff.getByRole('button', { name: `Verify ${doc}` })).toBeVisible();
    }
    const licenceEnds = istDate(3);
    await staff.getByLabel('Licence number').fill('CG07 20190054321');
    await staff.getByLabel('Licence valid until').fill(licenceEnds);
    await staff.getByLabel('Date of birth').fill('1992-08-10');
    await staff.getByRole('button', { name: 'Verify Driving licence' }).click();
    await expect(staff.getByRole('heading', { name: 'Driving licence: verified' })).toBeVisible();
    await staff.getByRole('button', { name: 'Verify ID proof (front)' }).click();
    await expect(staff.getByRole('heading', { name: 'ID proof (front): verified' })).toBeVisible();
    await staff.goto(walkInBooking);
    await staff.getByLabel('Odometer (km)').fill('8000');
    await staff.getByRole('button', { name: 'Hand over the car' }).click();
    await expect(
      staff.getByText(
        `The driving licence expires on ${licenceEnds}, before the drop. The car cannot be handed over.`,
      ),
    ).toBeVisible();
    await expect(staff.getByRole('heading', { name: 'Pickup' })).toBeVisible();
    await staff.context().close();

    // Counter staff run the desk, not the team: no Team in their menu, and the page refused.
    const desk = await (await browser.newContext()).newPage();
    await signInToConsole(desk, COUNTER_STAFF);
    await expect(desk.getByRole('heading', { level: 1, name: /Today at Bhilai/ })).toBeVisible();
    const menu = desk.getByRole('navigation', { name: 'Console' });
    await expect(menu.getByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await desk.goto('/staff/team');
    const refused = desk.getByRole('alert');
    await expect(refused).toContainText('This page is not open to your role');
    await expect(refused).toContainText('Only a branch manager or an admin can do this.');
    await desk.context().close();
  });
});
