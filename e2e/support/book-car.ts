import type { Page } from '@playwright/test';
import { expect } from '../console-guard';
import { istDate } from './demo-customer';
import { textsOf } from './page-language';

/** Searches from the header strip: `branch`, pickup and drop `days` from today at 10:00. */
export async function searchFromHeader(
  page: Page,
  branch: string,
  pickupDays: number,
  dropDays: number,
) {
  await page.goto('/');
  const { tr } = await textsOf(page);
  const strip = page.getByRole('search', { name: tr('layout.findCar') });
  await strip
    .getByLabel(tr('search.branch'))
    .selectOption({ label: tr(`common.cities.${branch}`) });
  await strip.getByLabel(tr('search.pickupDate')).fill(istDate(pickupDays));
  await strip.getByLabel(tr('search.dropDate')).fill(istDate(dropDays));
  await strip.getByRole('button', { name: tr('search.search') }).click();
  await expect(page).toHaveURL(/\/cars\?branch=/);
}

/** From a car list: the first car's detail page. */
export async function openFirstCar(page: Page) {
  const { tr } = await textsOf(page);
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: tr('cars.card.viewDetail') })
    .click();
}

/** From a car list: the first car's detail page, then its first package's Book Now. */
export async function bookFirstCarsFirstPackage(page: Page) {
  await openFirstCar(page);
  const { tr } = await textsOf(page);
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: tr('carDetail.package.bookNow') })
    .click();
  await expect(page).toHaveURL(/\/user\/bookmyride$/);
  // The address changes first; the car page stays on screen until checkout's code has loaded.
  await expect(
    page.getByRole('heading', { name: tr('checkout.title'), exact: true }),
  ).toBeVisible();
}

/**
 * On checkout: Local, the branch's first pickup and drop option, the billing address when none
 * is on file, and the terms.
 */
export async function chooseLocalFirstOptionAndTerms(page: Page) {
  const { tr } = await textsOf(page);
  await page.getByLabel(new RegExp(`^${tr('checkout.trip.local')}`)).check();
  await page
    .getByRole('group', { name: tr('checkout.option.legend') })
    .getByRole('radio')
    .first()
    .check();
  await giveBillingAddressIfAsked(page);
  await acceptTerms(page);
}

/**
 * On checkout, with GST documents issued (the demo's GST is on): the billing address they are
 * issued to, when the customer has none on file yet (decision 0041).
 */
export async function giveBillingAddressIfAsked(page: Page) {
  const { tr } = await textsOf(page);
  await expect(page.getByRole('heading', { name: tr('checkout.billing.heading') })).toBeVisible();
  const street = page.getByLabel(tr('checkout.billing.street'));
  if ((await street.count()) === 0) return;
  // Written as a Hindi reader may write it: the Hindi sweep then reads it as theirs too.
  await street.fill('क्वार्टर 12B, सड़क 7, सेक्टर 6');
  await page.getByLabel(tr('checkout.billing.city')).fill('भिलाई');
  await page.getByLabel(tr('checkout.billing.state'), { exact: true }).selectOption('22');
  await page.getByLabel(tr('checkout.billing.pincode')).fill('490006');
}

/** On checkout: ticks "I accept the Terms and Conditions". */
export async function acceptTerms(page: Page) {
  const { tr } = await textsOf(page);
  await page.getByLabel(tr('checkout.acceptStart'), { exact: false }).check();
}
