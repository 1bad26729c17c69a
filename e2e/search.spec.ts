import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { openFirstCar } from './support/book-car';
import { submitDemoLogin } from './support/demo-customer';

test('search from the header, open a car, pick a package as a visitor, log in, land on checkout', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Cars' })).toBeVisible();
  const strip = page.getByRole('search', { name: 'Find a car' });
  await strip.getByLabel('Branch').selectOption({ label: 'Raipur' });
  await expect(strip.getByLabel('Pickup time')).toHaveValue('10:00');
  await expect(strip.getByLabel('Drop time')).toHaveValue('10:00');

  // Under the minimum first: the form explains and stays.
  await strip.getByLabel('Drop date').fill(await strip.getByLabel('Pickup date').inputValue());
  await strip.getByLabel('Drop time').selectOption('15:30');
  await strip.getByRole('button', { name: 'Search' }).click();
  await expect(strip.getByRole('alert')).toContainText(
    'your requested booking is for only 5.5 hours',
  );

  await strip.getByLabel('Drop time').selectOption('16:00');
  await strip.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/cars\?branch=\d+&pickupDate=.+&dropTime=16%3A00$/);
  await expect(page.getByText('Searching available cars for Minimum of 6 Hours.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars available in Raipur');

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i)).toContainText('Raipur');
    await expect(cards.nth(i)).toContainText(/for 6 hours · \d+ km included/);
  }

  // The URL reloads to the same search, and the header remembers it.
  await page.reload();
  await expect(cards.first()).toContainText('for 6 hours');

  await cards.first().getByRole('link', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(/\/car-details\/\d+\/[^/]+\/[^/]+$/);
  const pkg = page.getByRole('main').getByRole('article').first();
  await expect(pkg).toContainText('Base fare');
  await expect(pkg).toContainText('Km included');
  await pkg.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/user\/login$/);
  await submitDemoLogin(page);
  await expect(page).toHaveURL(/\/user\/bookmyride$/);
});

test('favourite a car and see it in My Favourites', async ({ page }) => {
  await page.goto('/cars?cityid=1');
  const card = page.getByRole('main').getByRole('article').first();
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: `Favourite ${name}` }).click();
  await expect(page.getByText('Please Login to Add on your Favourite List.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);
  await submitDemoLogin(page);
  await expect(page).toHaveURL(/\/cars\?cityid=1$/);

  const heart = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: `Favourite ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/page/MyFavourite');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
  const favourite = page.getByRole('main').getByRole('article', { name });
  await expect(favourite).toBeVisible();
  await expect(favourite.getByRole('button', { name: `Favourite ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('axe finds no serious problems on the search page, the expanded header form and car detail', async ({
  page,
}) => {
  await page.goto('/search-cars');
  await expect(page.getByRole('main').getByLabel('Pickup date')).toBeVisible();
  await page
    .getByRole('search', { name: 'Find a car' })
    .getByLabel('Branch')
    .selectOption({ label: 'Durg' });
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please select a branch.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/cars?cityid=0');
  await openFirstCar(page);
  await expect(page.getByRole('heading', { name: 'Rate packages' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
