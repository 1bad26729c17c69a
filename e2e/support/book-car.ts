import type { Page } from '@playwright/test';
import { expect } from '../console-guard';
import { istDate } from './demo-customer';

/** Searches from the header strip: `branch`, pickup and drop `days` from today at 10:00. */
export async function searchFromHeader(
  page: Page,
  branch: string,
  pickupDays: number,
  dropDays: number,
) {
  await page.goto('/');
  const strip = page.getByRole('search', { name: 'Find a car' });
  await strip.getByLabel('Branch').selectOption({ label: branch });
  await strip.getByLabel('Pickup date').fill(istDate(pickupDays));
  await strip.getByLabel('Drop date').fill(istDate(dropDays));
  await strip.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/cars\?branch=/);
}

/** From a car list: the first car's detail page. */
export async function openFirstCar(page: Page) {
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'View Detail' })
    .click();
}

/** From a car list: the first car's detail page, then its first package's Book Now. */
export async function bookFirstCarsFirstPackage(page: Page) {
  await openFirstCar(page);
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Book Now' })
    .click();
  await expect(page).toHaveURL(/\/user\/bookmyride$/);
}

/** On checkout: Local, the branch's first pickup and drop option, and the terms. */
export async function chooseLocalFirstOptionAndTerms(page: Page) {
  await page.getByLabel(/^Local/).check();
  await page
    .getByRole('group', { name: 'Pickup and drop option' })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel(/I accept the/).check();
}
