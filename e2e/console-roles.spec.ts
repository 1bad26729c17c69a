import type { Page } from '@playwright/test';
import type { StaffRole } from '../src/shared/console';
import { CONSOLE_PAGES } from '../src/shared/console-pages';
import { test, expect } from './console-guard';
import { ADMIN, BRANCH_MANAGER, COUNTER_STAFF, type ConsoleAccount } from './support/console';
import { expectNoLoadError } from './support/console-reads';
import { watchPageReads } from './support/page-reads';
import { istDate } from './support/demo-customer';
import { useSessionOf } from './support/signed-in';

/**
 * Issue 30: the console is true to each role. Signed in once per role, every page the role's
 * menu shows loads its data: no read under /api answered 4xx or 5xx, no error shown. Then the
 * desk's forms: the counter booking offers the branch's cars and the booking page's change
 * form offers them too (counter staff were refused the fleet's list and saw no car).
 */
const ROLES: { label: string; role: StaffRole; who: ConsoleAccount }[] = [
  { label: 'counter staff', role: 'staff', who: COUNTER_STAFF },
  { label: 'branch manager', role: 'manager', who: BRANCH_MANAGER },
  { label: 'admin', role: 'admin', who: ADMIN },
];

/** The pages a role opens, as the server test holds the routes to (shared/console-pages.ts). */
const pagesOf = (role: StaffRole) =>
  Object.entries(CONSOLE_PAGES)
    .filter(([, page]) => (page.roles as readonly StaffRole[]).includes(role))
    .map(([path]) => path);

/** The first record a list page links to (a booking, a customer, a car), opened. */
async function openFirst(page: Page, list: string, linkPath: RegExp) {
  await page.getByRole('navigation', { name: 'Console' }).locator(`a[href="${list}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === list);
  const links = page.getByRole('main').locator('a[href^="/staff/"]');
  const first = async () =>
    (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).find((h) =>
      linkPath.test(h),
    );
  await expect.poll(first, { message: `a record linked from ${list}` }).toBeDefined();
  const href = (await first())!;
  await page.getByRole('main').locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  return href;
}

/** The counter booking for `contact` (found, or a walk-in's account opened) up to its form. */
async function counterFormFor(page: Page, contact: string) {
  await page.getByLabel('Customer’s e-mail or mobile').fill(contact);
  await page.getByRole('button', { name: 'Find the customer' }).click();
  const book = page.getByRole('button', { name: /^Book for / });
  await expect(book.or(page.getByRole('button', { name: 'Open the account' }))).toBeVisible();
  if (await book.isVisible()) return book.click();
  await page.getByLabel('Name', { exact: true }).fill('Kavita Sahu');
  await page.getByLabel('Mobile', { exact: true }).fill(`+9197${String(Date.now()).slice(-8)}`);
  await page.getByRole('button', { name: 'Open the account' }).click();
}

/**
 * Counter staff book the walk-in (a new account) on the branch's last car, 120 days ahead (no
 * other journey books then) and unpaid (the hold lapses), from the booking form up to the
 * booking's page.
 */
async function bookWalkIn(page: Page) {
  const car = page.getByLabel('Car', { exact: true });
  await expect.poll(() => car.locator('option').count()).toBeGreaterThan(1);
  await car.selectOption({ index: (await car.locator('option').count()) - 1 });
  await expect(page.getByLabel('Rate package').locator('option').first()).toBeAttached();
  const day = istDate(120);
  await page.getByLabel('Pickup', { exact: true }).fill(`${day}T10:00`);
  await page.getByLabel('Drop', { exact: true }).fill(`${day}T16:00`);
  await page.getByLabel('Payment taken now').selectOption('');
  await page.getByRole('button', { name: 'Review the booking' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Book .+ for Kavita Sahu\?$/ });
  await confirm.getByRole('button', { name: 'Book and hold the car' }).click();
  await expect(page).toHaveURL(/\/staff\/bookings\/\d+\?counter=1$/);
}

for (const { label, role, who } of ROLES) {
  test(`${label}: every page of the console menu loads, and the desk's forms offer the cars`, async ({
    page,
  }) => {
    const reads = watchPageReads(page);
    const check = async (where: string) => {
      await reads.settled();
      expect(reads.failures, `reads of ${where}`).toEqual([]);
      await expectNoLoadError(page, where);
    };
    await useSessionOf(page.context(), who.account);
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/console/me');
    await page.goto('/staff');
    // The menu is the role's once the console knows who is signed in.
    expect((await me).status()).toBe(200);
    await check('/staff');
    const menu = page.getByRole('navigation', { name: 'Console' });
    const shown = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // The menu shows the pages declared for the role, and only those.
    expect(shown.length).toBeGreaterThanOrEqual(role === 'staff' ? 6 : 10);
    expect(shown.filter((path) => !pagesOf(role).includes(path))).toEqual([]);
    for (const path of shown) {
      await menu.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(path);
    }

    // The counter booking offers the branch's cars to every role.
    await page.goto('/staff/bookings/new');
    await check('/staff/bookings/new');
    await counterFormFor(
      page,
      role === 'staff' ? `walk-in-roles-${Date.now()}@example.com` : 'demo@selfdrive.test',
    );
    await check('the counter booking form');
    if (role === 'staff') {
      await bookWalkIn(page);
      await check('the walk-in’s booking');
      // The change form on the booking offers the branch's cars too.
      const change = page.getByRole('region', { name: 'Change times or car' });
      await expect
        .poll(() => change.getByLabel('Car').locator('option').count())
        .toBeGreaterThan(1);
    } else {
      const cars = page.getByLabel('Car', { exact: true }).locator('option');
      await expect.poll(() => cars.count()).toBeGreaterThan(1);
      await check(await openFirst(page, '/staff/bookings', /^\/staff\/bookings\/\d+$/));
    }
    // A customer's page (and a car's, for those who run the fleet).
    await check(await openFirst(page, '/staff/customers', /^\/staff\/customers\/\d+$/));
    if (pagesOf(role).includes('/staff/fleet')) {
      await check(await openFirst(page, '/staff/fleet', /^\/staff\/fleet\/\d+$/));
    }
  });
}
