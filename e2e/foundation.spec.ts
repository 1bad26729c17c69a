import { test, expect } from './console-guard';

test('home shows Trending Cars and View All leads to the car list', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/SelfDrive/);
  const trending = page.locator('section', {
    has: page.getByRole('heading', { name: 'Trending Cars' }),
  });
  await expect(trending.getByRole('article').first()).toBeVisible();
  expect(await trending.getByRole('article').count()).toBeGreaterThan(0);
  await expect(trending.getByText(/Extra kms will be charged at ₹\d+/).first()).toBeVisible();

  await trending.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a city in the footer filters the car list to that city', async ({ page }) => {
  await page.goto('/cars');
  await expect(page.getByRole('article').first()).toBeVisible();
  const allCount = await page.getByRole('article').count();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Raipur' }).click();
  await expect(page).toHaveURL(/\/cars\?cityid=2$/);
  await expect(page.getByRole('heading', { name: /Raipur/, level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeLessThan(allCount);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('Raipur');
});

test('a car card links to its detail page by id, brand and model', async ({ page }) => {
  await page.goto('/cars?cityid=0');
  const link = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /View Detail/ });
  await expect(link).toHaveAttribute('href', /^\/car-details\/\d+\/[^/]+\/[^/]+$/);
});

test('an unknown path shows the error page, and its buttons work', async ({ page }) => {
  await page.goto('/cars');
  await page.goto('/no/such/page');
  await expect(page.getByText('404').first()).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await page.goto('/another-missing-page');
  await page.getByRole('link', { name: 'Take Me To Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Trending Cars' })).toBeVisible();
});

test('phone layout has the bottom bar and a drawer menu @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone widths only');
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bottomBar.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
});
