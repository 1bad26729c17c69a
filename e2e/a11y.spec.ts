import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';

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
