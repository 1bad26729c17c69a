import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { signUpWithOtp } from './support/otp-signup';

/**
 * Issue 21: a learner abroad buys courses in their own currency, with and without a campaign,
 * and finds My Courses and My Blogs again from the phone's menu.
 */
test.describe.configure({ timeout: 180_000 });
// A phone in New York: prices start in US dollars.
test.use({ timezoneId: 'America/New_York' });

async function payInCart(page: Page, total: string) {
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  await page.getByRole('button', { name: 'Proceed to Secure Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/test\//);
  await expect(page.getByTestId('amount')).toHaveText(total);
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/user\/page\/mycourses\?status=1$/);
}

test('buys in USD and AED, with and without a campaign, and finds My Courses and My Blogs @phone', async ({
  page,
  browser,
}) => {
  const n = String(Date.now()).slice(-7);
  await signUpWithOtp(page, {
    mobile: `981${n}`,
    name: 'Sam Abroad',
    email: `sam.${n}@example.test`,
  });

  // USD, no campaign: the list price exactly (this cart answered 500 before).
  await page.goto('/course/rto-documents-and-rules-explained');
  await expect(page.locator('aside').getByText('$6.99')).toBeVisible();
  await expect(page.getByText(/% off/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Original Price')).toBeVisible();
  await expect(page.getByText('Discounted Amount')).toHaveCount(0);
  await payInCart(page, '$6.99');

  // USD with a campaign: $9.99 at 20% off is $8, below its struck price, with its badge.
  await page.goto('/course/night-driving-essentials');
  await expect(page.locator('aside').getByText('$8', { exact: true })).toBeVisible();
  await expect(page.locator('aside s')).toHaveText('$9.99');
  await expect(page.locator('aside').getByText('20% off')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText('Discounted Amount').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('-$1.99');
  await payInCart(page, '$8');

  // A phone in Dubai starts in dirhams, without choosing anything.
  const dubai = await browser.newContext({ timezoneId: 'Asia/Dubai' });
  const there = await dubai.newPage();
  await there.goto('/course/hill-driving-mainpat-ghats');
  await expect(there.getByLabel('Prices for')).toHaveValue('AE');
  await expect(there.locator('aside').getByText('AED 58.72')).toBeVisible();
  await dubai.close();

  // AED: a course with 15% off and one without, in one cart.
  await page.goto('/course/highway-driving-confidence');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByLabel('Prices for').selectOption('AE');
  await page.goto('/course/hill-driving-mainpat-ghats');
  await expect(page.locator('aside').getByText('AED 58.72')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('2 Courses in the Cart')).toBeVisible();
  // 12.99 USD = AED 47.71, 15% off = 40.55 -> AED 41; AED 58.72 stays as it is.
  await expect(
    page.getByText('Discounted Amount').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('-AED 6.71');
  await payInCart(page, 'AED 99.72');

  // The phone's menu leads back to My Courses and My Blogs.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'My Courses' }).click();
  await expect(page).toHaveURL(/\/user\/page\/mycourses$/);
  await expect(
    page.getByRole('link', { name: 'Hill Driving on Ghat Roads' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'My Blogs' }).click();
  await expect(page).toHaveURL(/\/user\/page\/myblog$/);
});
