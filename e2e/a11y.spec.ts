import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { bookListedCar } from './support/book-through-api';
import { ADMIN, signInToConsole } from './support/console';
import { logInAsDemo } from './support/demo-customer';

/** Every public page, each checked once it has shown its main content. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: (p) => expect(p.getByRole('heading', { name: 'Trending Cars' })).toBeVisible(),
  },
  { path: '/cars', ready: (p) => expect(p.getByRole('article').first()).toBeVisible() },
  { path: '/about-us', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/contact-us', ready: (p) => expect(p.getByLabel('Your name')).toBeVisible() },
  {
    path: '/faq',
    ready: (p) => expect(p.getByRole('main').getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/gallery',
    ready: (p) => expect(p.getByRole('main').getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/blogs',
    ready: (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible(),
  },
  {
    path: '/information/termandconditions',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/information/privacy',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/information/RefundAndCancellation',
    ready: (p) => expect(p.getByRole('table')).toBeVisible(),
  },
  { path: '/no-such-page', ready: (p) => expect(p.getByText('404').first()).toBeVisible() },
];

for (const { path, ready } of PAGES) {
  test(`axe finds no serious problems on ${path}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious problems on a blog post and in the open gallery lightbox', async ({
  page,
}) => {
  await page.goto('/blogs');
  const link = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const title = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/blog\/\d+\//);
  // The URL can change before the post replaces the list: wait for the post itself.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').locator('article img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/gallery');
  await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
  await expect(page.locator('.yarl__slide_current img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious problems on the phone layout with the drawer open @phone', async ({
  page,
}) => {
  await page.goto('/blogs');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The pages whose journeys moved to web and server tests (decision 0036) keep their axe run here.
test('axe finds no serious problems on the payment page and the console settings and content', async ({
  page,
  browser,
}) => {
  await logInAsDemo(page);
  const booking = await bookListedCar(page, 9, 35);
  await page.goto(`/make-payment?booking=${booking.id}`);
  await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const admin = await (await browser.newContext()).newPage();
  await signInToConsole(admin, ADMIN, '/staff/settings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  for (const [path, heading] of [
    ['/staff/content', 'Content'],
    ['/staff/content/inbox', 'Content'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(admin.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
    expect(await seriousViolations(admin), path).toEqual([]);
  }
});
