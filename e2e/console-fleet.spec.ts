import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';

const BRANCH_MANAGER = { email: 'staff@selfdrive.test', password: 'Staff@1234' };
const TITLE = 'Tata Punch Camo';

/** IST calendar date `days` from today (YYYY-MM-DD). */
const istDay = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('Staff e-mail').fill(BRANCH_MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(BRANCH_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Today at Bhilai/ })).toBeVisible();
}

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

test('a branch manager adds a car with a photo, blocks it, and it leaves the customer search', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Fleet and prices' })
    .click();
  await page.getByRole('link', { name: 'Add a car' }).click();
  await expect(page.getByRole('heading', { name: 'Add a car' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Bad input first: the form explains and nothing is added.
  await page.getByRole('button', { name: 'Add car' }).click();
  await expect(page.getByText('Please enter the brand.')).toBeVisible();

  await page.getByLabel('Registration number', { exact: true }).fill('CG 07 PQ 2468');
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Brand', { exact: true }).fill('Tata');
  await page.getByLabel('Model', { exact: true }).fill('Punch Camo');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Security deposit (₹)', { exact: true }).fill('3000');
  await page.getByLabel('Outstation security deposit (₹)').fill('5000');
  await page.getByLabel('Short description').fill('A tough little SUV for city and highway.');
  await page.getByLabel('Rate per hour (₹)', { exact: true }).fill('150');
  await page.getByLabel('Actual rate per hour (₹)').fill('180');
  await page.getByLabel('Extra km rate (₹)').fill('12');
  await page.getByLabel('Extend rate per hour (₹)').fill('160');
  await page.getByRole('button', { name: 'Add car' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(
    'The car is added. Upload its photo next.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The photo uploads over a slowed link, so its progress bar is there to see.
  const photo = await sharp(randomBytes(1000 * 625 * 3), {
    raw: { width: 1000, height: 625, channels: 3 },
  })
    .png()
    .toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page
    .getByLabel('Car photo (JPEG, PNG or WebP)')
    .setInputFiles({ name: 'punch.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('progressbar', { name: 'Photo upload progress' })).toBeVisible();
  await expect(page.getByText('The photo is saved.')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('img', { name: `Photo of ${TITLE}` })).toHaveAttribute(
    'src',
    /-800\.jpg$/,
  );

  // A customer finds it for a day three weeks ahead.
  const day = istDay(21);
  const customer = await browser.newPage();
  expect(await searchTitles(customer, day)).toContain(TITLE);

  await page.getByLabel('Blocked from').fill(`${day}T00:00`);
  await page.getByLabel('Blocked until').fill(`${istDay(23)}T00:00`);
  await page.getByLabel('Reason', { exact: true }).fill('Brake service');
  await page.getByRole('button', { name: 'Block the car' }).click();
  await expect(page.getByText(/· Brake service$/)).toBeVisible();

  expect(await searchTitles(customer, day)).not.toContain(TITLE);
  await customer.close();

  // The calendar shows the block as a bar on the car's row.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await page.getByLabel('From').fill(day);
  await expect(page.getByRole('link', { name: /^Blocked: Brake service, / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  // Every change is in the audit log, filtered to the record.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await page.getByLabel('Record type').selectOption('block');
  await expect(page.getByText(/^block\.create · block #\d+$/)).toBeVisible();
  await page.getByLabel('Record type').selectOption('car');
  await expect(page.getByText(/^car\.photo · car #\d+$/)).toBeVisible();
  await expect(page.getByText(/^car\.create · car #\d+$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('@phone the console menu opens from a named button on a phone', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await page.getByRole('button', { name: 'Open console menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Console menu' });
  await drawer.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(drawer).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
