import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { openFirstCar } from './support/book-car';
import { submitDemoLogin } from './support/demo-customer';

test('search from the header, open a car, pick a package as a visitor, log in, land on checkout', async ({
  page,
  tr,
  trPattern,
  msg,
}) => {
  const raipur = tr('common.cities.Raipur');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: tr('home.trending.title') })).toBeVisible();
  const strip = page.getByRole('search', { name: tr('layout.findCar') });
  await strip.getByLabel(tr('search.branch')).selectOption({ label: raipur });
  const dropTime = strip.getByLabel(tr('search.dropTime'));
  await expect(strip.getByLabel(tr('search.pickupTime'))).toHaveValue('10:00');
  await expect(dropTime).toHaveValue('10:00');

  // Under the minimum first: the form explains and stays.
  const pickupDate = await strip.getByLabel(tr('search.pickupDate')).inputValue();
  await strip.getByLabel(tr('search.dropDate')).fill(pickupDate);
  await dropTime.selectOption('15:30');
  await strip.getByRole('button', { name: tr('search.search') }).click();
  await expect(strip.getByRole('alert')).toHaveText(
    msg(
      'The minimum booking duration for a car is 6 hours. Unfortunately, your requested booking is for only 5.5 hours. Please adjust the booking duration to meet the minimum requirement.',
    ),
  );

  await dropTime.selectOption('16:00');
  await strip.getByRole('button', { name: tr('search.search') }).click();
  await expect(page).toHaveURL(/\/cars\?branch=\d+&pickupDate=.+&dropTime=16%3A00$/);
  await expect(
    page.getByText(msg('Searching available cars for Minimum of 6 Hours.')),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tr('cars.list.availableIn', { place: raipur }),
  );

  const sixHours = trPattern('cars.card.forHours', { hours: 6, km: /\d+/ });
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i)).toContainText(raipur);
    await expect(cards.nth(i)).toContainText(sixHours);
  }

  // The URL reloads to the same search, and the header remembers it.
  await page.reload();
  await expect(cards.first()).toContainText(sixHours);

  await cards
    .first()
    .getByRole('link', { name: tr('cars.card.viewDetail') })
    .click();
  await expect(page).toHaveURL(/\/car-details\/\d+\/[^/]+\/[^/]+$/);
  const pkg = page.getByRole('main').getByRole('article').first();
  await expect(pkg).toContainText(tr('carDetail.package.baseFare'));
  await expect(pkg).toContainText(tr('carDetail.package.kmIncluded'));
  await pkg.getByRole('button', { name: tr('carDetail.package.bookNow') }).click();

  await expect(page).toHaveURL(/\/user\/login$/);
  await submitDemoLogin(page);
  await expect(page).toHaveURL(/\/user\/bookmyride$/);
});

test('favourite a car and see it in My Favourites', async ({ page, language, tr, msg }) => {
  // The demo customer's favourites stay: the Hindi run takes the next car on the same database.
  const carIndex = language === 'en' ? 0 : 1;
  await page.goto('/cars?cityid=1');
  const card = page.getByRole('main').getByRole('article').nth(carIndex);
  const name = await card.getByRole('heading').innerText();
  const favourite = tr('cars.card.favourite', { name });
  await card.getByRole('button', { name: favourite }).click();
  await expect(page.getByText(msg('Please Login to Add on your Favourite List.'))).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);
  await submitDemoLogin(page);
  await expect(page).toHaveURL(/\/cars\?cityid=1$/);

  const heart = page
    .getByRole('main')
    .getByRole('article')
    .nth(carIndex)
    .getByRole('button', { name: favourite });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/page/MyFavourite');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('account.favourites.title') }),
  ).toBeVisible();
  const kept = page.getByRole('main').getByRole('article', { name });
  await expect(kept).toBeVisible();
  await expect(kept.getByRole('button', { name: favourite })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('axe finds no serious problems on the search page, the expanded header form and car detail', async ({
  page,
  tr,
  msg,
}) => {
  await page.goto('/search-cars');
  const main = page.getByRole('main');
  await expect(main.getByLabel(tr('search.pickupDate'))).toBeVisible();
  await page
    .getByRole('search', { name: tr('layout.findCar') })
    .getByLabel(tr('search.branch'))
    .selectOption({ label: tr('common.cities.Durg') });
  await main.getByRole('button', { name: tr('search.search') }).click();
  await expect(main.getByRole('alert')).toHaveText(msg('Please select a branch.'));
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/cars?cityid=0');
  await openFirstCar(page);
  await expect(page.getByRole('heading', { name: tr('carDetail.packages') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
