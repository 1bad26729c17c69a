import { test, expect } from './console-guard';

/**
 * What only a browser shows about the public pages: which menu is on screen at which width
 * (CSS breakpoints at 768 and 1000 px) and the lightbox on a real touch screen. Where each menu
 * link leads, the blog, gallery, FAQ, contact and policy pages are proved by their component
 * and server tests (src/web/app/menus.test.tsx, src/web/features/*, src/server/lib/server-render*).
 */

// Layout at a width: happy-dom applies no CSS, so it cannot tell a hidden menu from a shown one.
test('the wide menu from 1000 px; below it the drawer, and no bottom bar down to 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  const bottomBar = page.getByRole('navigation', { name: 'Quick links', exact: true });
  for (const name of ['Home', 'About Us', 'Rent a Car', 'My Dashboard', 'Contact Us']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(bottomBar).toBeHidden();

  await page.setViewportSize({ width: 900, height: 800 });
  await expect(main).toBeHidden();
  await expect(bottomBar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'FAQ' })).toBeVisible();
});

// Layout at a phone's width, as above.
test('phone: the bottom bar and the drawer are on screen @phone', async ({ page }) => {
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Quick links', exact: true });
  for (const name of ['Home', 'My Bookings', 'Search', 'My Profile']) {
    await expect(bottomBar.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
});

// The thumbnails' laid-out width and a real swipe in the third-party lightbox need a browser.
test('gallery lightbox shows 4 thumbnails at a time on a small phone and swipes @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/gallery');
  await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
  const current = page.locator('.yarl__slide_current img');
  await expect(current).toHaveAttribute('alt', 'Sunrise on the Raipur-Bilaspur highway');
  const thumbs = page.locator('.yarl__thumbnails_thumbnail');
  const box = (await thumbs.first().boundingBox())!;
  expect(Math.floor(400 / box.width)).toBe(4);
  // Swipe left on the picture.
  const slide = (await page.locator('.yarl__slide_current').boundingBox())!;
  const y = slide.y + slide.height / 2;
  await page.mouse.move(slide.x + slide.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(slide.x + slide.width * 0.5, y, { steps: 5 });
  await page.mouse.move(slide.x + slide.width * 0.1, y, { steps: 5 });
  await page.mouse.up();
  await expect(current).toHaveAttribute('alt', 'Keshkal ghat hairpin bends');
});
