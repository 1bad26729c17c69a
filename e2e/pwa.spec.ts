import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { test, expect } from './console-guard';
import {
  bookFirstCarsFirstPackage,
  chooseLocalFirstOptionAndTerms,
  searchFromHeader,
} from './support/book-car';
import { logInAsDemoOwnSession } from './support/demo-customer';

const OFFLINE_BANNER =
  'You are offline. Pages you opened before still work; changes need a connection.';

/** Waits until the service worker is installed and answers this page's requests. */
async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('Chromium finds the site installable: manifest, icons and service worker', async ({
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from a private window, which every test context is:
  // a profile on disk, as a phone's browser has, with the same binary and flags.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'selfdrive-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: testInfo.project.use.launchOptions?.executablePath,
    args: testInfo.project.use.launchOptions?.args ?? [],
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      short_name: 'SelfDrive CG',
      display: 'standalone',
      start_url: '/',
    });
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: a booking is refused, not queued; the shell, the car list and my bookings still open', async ({
  page,
  context,
}) => {
  test.slow(); // a booking, then seven pages online and offline
  // It signs out at the end: a session of its own.
  await logInAsDemoOwnSession(page);
  await serviceWorkerInControl(page);

  // Offline at the last step of a booking: refused with a clear message, nothing sent.
  await searchFromHeader(page, 'Bilaspur', 60, 61);
  await bookFirstCarsFirstPackage(page);
  await chooseLocalFirstOptionAndTerms(page);
  const bookings: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/bookings')
      bookings.push(r.url());
  });
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(
    page.getByText(/You are offline\. This needs an internet connection: nothing was sent\./),
  ).toBeVisible();
  expect(bookings).toEqual([]);

  // Back online, the same button books once.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/thankyou\?status=success$/);
  const id = (await page.getByText(/^Your Booking ID is \d+$/).innerText()).replace(/\D/g, '');
  expect(bookings).toHaveLength(1);

  // Visited online once: the list of cars and my bookings.
  await page.goto('/cars');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/user/dashboard');
  await expect(page.getByText(`Booking ID ${id}`)).toBeVisible();

  await context.setOffline(true);
  for (const path of ['/', '/cars']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  }
  await page.goto('/user/dashboard');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Booking ID ${id}` });
  await expect(item).toBeVisible();

  // Cancelling needs the server: the dialog says so and cannot be confirmed.
  await item.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('alert')).toContainText('You are offline');
  await expect(dialog.getByRole('button', { name: 'Yes, cancel' })).toBeDisabled();

  // Signing out forgets the copy of my bookings: the next person on this phone sees none.
  await dialog.getByRole('button', { name: 'No' }).click();
  await context.setOffline(false);
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure, You want to Logout?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('account-api-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(kept).not.toContain('/api/bookings');
  expect(kept).not.toContain('/api/account/profile');
});
