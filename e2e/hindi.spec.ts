import { expect, test } from './console-guard';
import { seriousViolations } from './support/axe';
import { t, message } from './support/catalogue';
import { istDate } from './support/demo-customer';

test.describe('a browser set to Hindi', () => {
  // Chromium then sends Accept-Language: hi-IN.
  test.use({ locale: 'hi-IN' });

  test('gets Hindi pages from the first byte and can switch to English and back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { name: 'लोकप्रिय कारें' })).toBeVisible();
    await expect(page).toHaveTitle(/छत्तीसगढ़ में सेल्फ़-ड्राइव कार किराए पर/);
    expect(await seriousViolations(page)).toEqual([]);

    // Search in Hindi from the header strip, then open a car.
    const strip = page.getByRole('search', { name: 'कार खोजें' });
    await strip.getByLabel('ब्रांच').selectOption({ index: 1 });
    await strip.getByLabel('पिकअप की तारीख').fill(istDate(2));
    await strip.getByLabel('ड्रॉप की तारीख').fill(istDate(3));
    await strip.getByRole('button', { name: 'खोजें' }).click();
    await expect(page).toHaveURL(/\/cars\?branch=/);
    await expect(page.getByText(/कारें उपलब्ध|कार उपलब्ध/)).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: 'पूरी जानकारी' })
      .click();
    await expect(page.getByRole('heading', { name: 'किराए के पैकेज' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'अभी बुक करें' }).first()).toBeVisible();

    // Switch to English: the page changes in place, and stays English after a reload.
    await page.goto('/');
    await page.getByRole('button', { name: 'English में देखें' }).click();
    await expect(page.getByRole('heading', { name: 'Trending Cars' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Trending Cars' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    // And back to Hindi, also remembered.
    await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
    await expect(page.getByRole('heading', { name: 'लोकप्रिय कारें' })).toBeVisible();
    await page.goto('/blogs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'खास पोस्ट' })).toBeVisible();
  });
});

test('the phone drawer offers the language switch @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'लोकप्रिय कारें' })).toBeVisible();
});

test.describe('the driving school in Hindi', () => {
  const hi = (key: string, values?: Record<string, string | number>) => t('hi', key, values);
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  });

  test('a course page and the cart read in Hindi, up to the login notice', async ({ page }) => {
    await page.goto('/course/driving-licence-test-masterclass');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByText(hi('learning.categories.exam'))).toBeVisible();
    await expect(page.getByRole('heading', { name: hi('learning.detail.syllabus') })).toBeVisible();
    await expect(page.getByRole('heading', { name: hi('learning.detail.reviews') })).toBeVisible();
    await expect(page.getByText(hi('learning.price.off', { percent: 10 }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: hi('learning.enrol.addToCart') }).click();

    await expect(page.getByRole('heading', { name: hi('learning.cart.title') })).toBeVisible();
    await expect(page.getByText(hi('learning.cart.countOne'))).toBeVisible();
    await expect(page.getByText(hi('learning.summary.original'))).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,349');
    await expect(page.getByText(hi('learning.summary.refund'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: hi('learning.cart.login') }).click();
    await expect(page.getByText(message('hi', 'Please Login to Make Payment.'))).toBeVisible();
  });
});
