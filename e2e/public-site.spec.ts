import { test as plainTest } from '@playwright/test';
import { test, expect } from './console-guard';

test.describe('menus', () => {
  test('wide menu above 999 px: More opens FAQ, Gallery and Blogs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About Us', 'Rent a Car', 'My Dashboard', 'Contact Us']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Quick links', exact: true })).toBeHidden();
    await main.getByRole('button', { name: 'More' }).click();
    await main.getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Featured posts' })).toBeVisible();
    await main.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('across Chhattisgarh');
  });

  test('between 768 and 999 px the menu is in the drawer, without the bottom bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick links', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('phone: bottom bar and drawer lead to the public pages @phone', async ({ page }) => {
    await page.goto('/');
    const bottomBar = page.getByRole('navigation', { name: 'Quick links', exact: true });
    for (const name of ['Home', 'My Bookings', 'Search', 'My Profile']) {
      await expect(bottomBar.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await bottomBar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('blog', () => {
  test('list to detail and back; views increase; categories and paging', async ({ page }) => {
    await page.goto('/Blogs');
    await expect(page).toHaveTitle(/^Blog: road trips and driving tips \| SelfDrive/);
    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
    await expect(posts).toHaveCount(9);
    const trending = page.getByRole('region', { name: 'Trending' });
    await expect(trending.getByRole('link')).toHaveCount(6);

    const first = posts.first().getByRole('heading').getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/blog\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | SelfDrive Chhattisgarh`);
    const views = Number(await page.getByTestId('view-count').textContent());
    await expect(page.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toBeVisible();
    await expect(page.getByRole('main').locator('article img')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('view-count')).toHaveText(String(views + 1));

    await page.goBack();
    await expect(page).toHaveURL(/\/Blogs$/);
    await expect(posts).toHaveCount(9);

    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    // The rest after the first nine: the seeded posts plus any an earlier journey published.
    const { total } = (await (await page.request.get('/api/blogs')).json()) as { total: number };
    expect(total).toBeGreaterThan(9);
    await expect(posts).toHaveCount(Math.min(total - 9, 9));

    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: /Road Trips/ })
      .click();
    await expect(page).toHaveURL(/\/blogs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Road Trips' })).toBeVisible();
    await expect(posts).toHaveCount(3);
  });

  test('a post read by the server render is not read again by the browser', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/blogs\/\d+$/.test(new URL(r.url()).pathname)) reads.push(r.url());
    });
    const { blogs } = await (await page.request.get('/api/blogs?limit=1')).json();
    await page.goto(`/blog/${blogs[0].id}/${blogs[0].slug}`);
    const views = page.getByTestId('view-count');
    const counted = Number(await views.textContent());
    // Live: the share links have their address, and the sidebar search answers.
    await expect(page.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/blog/${blogs[0].id}/`)),
    );
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await sidebar.getByLabel('Search featured posts').fill('monsoon');
    await sidebar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(sidebar.getByRole('link', { name: /Monsoon driving/ })).toBeVisible();
    await expect(views).toHaveText(String(counted));
    expect(reads).toEqual([]);
  });

  test('search box on the list and the detail sidebar, with the empty text', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByLabel('Search blogs').fill('Mainpat');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs\?q=Mainpat$/);
    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
    await expect(posts).toHaveCount(1);
    await posts.getByRole('heading').getByRole('link').click();

    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await expect(
      sidebar.getByRole('region', { name: 'Featured posts' }).getByRole('link'),
    ).toHaveCount(5);
    await sidebar.getByLabel('Search featured posts').fill('no such words anywhere');
    await sidebar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(sidebar.getByText('No Blog found with your Search.')).toBeVisible();
    await sidebar.getByLabel('Search featured posts').fill('monsoon');
    await sidebar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(sidebar.getByRole('link', { name: /Monsoon driving/ })).toBeVisible();
  });
});

test('gallery: 18 pictures, the lightbox opens, moves by button and key, and closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gallery');
  const pictures = page.getByRole('main').getByRole('listitem').getByRole('button');
  await expect(pictures).toHaveCount(18);
  await pictures.nth(1).click();
  const current = page.locator('.yarl__slide_current img');
  await expect(current).toHaveAttribute('alt', 'Keshkal ghat hairpin bends');
  await expect(page.locator('.yarl__thumbnails_thumbnail')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(current).toHaveAttribute('alt', 'Chitrakote Falls after the monsoon');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('alt', 'Keshkal ghat hairpin bends');
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(pictures).toHaveCount(6);
});

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

test('FAQ lists numbered questions that open to their answers', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/^Frequently asked questions \|/);
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(11);
  await expect(items.first()).toContainText('1How do I book a self-drive car?');
  const deposit = page.getByText('How much is the security deposit and when do I get it back?');
  await deposit.click();
  await expect(
    page.getByText(/It is 100% refundable and returned within three working days/),
  ).toBeVisible();
});

test('each information page shows its title and body; an unknown name goes home', async ({
  page,
}) => {
  const pages = [
    ['termandconditions', 'Terms and Conditions', 'Eligibility'],
    ['privacy', 'Privacy Policy', 'What we collect'],
    ['RefundAndCancellation', 'Refund and Cancellation', 'Cancellation charges'],
  ];
  for (const [name, title, section] of pages) {
    await page.goto(`/information/${name}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | SelfDrive Chhattisgarh`);
  }
  await expect(page.getByRole('cell', { name: '50% of the base fare' })).toBeVisible();
  await page.goto('/information/nothing-here');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Trending Cars' })).toBeVisible();
});

test('blog and car addresses carry Open Graph tags in the HTML the server sends', async ({
  request,
}) => {
  const { blogs } = await (await request.get('/api/blogs?limit=1')).json();
  const html = await (await request.get(`/blog/${blogs[0].id}/${blogs[0].slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${blogs[0].title}" />`);
  const { cars } = await (await request.get('/api/cars')).json();
  const carHtml = await (await request.get(`/car-details/${cars[0].id}/a/b`)).text();
  expect(carHtml).toContain('<meta property="og:image"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog/');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the public pages arrive with their content', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByText('How do I book a self-drive car?')).toBeVisible();
    // <details> opens without scripts.
    await page.getByText('How much is the security deposit and when do I get it back?').click();
    await expect(page.getByText(/It is 100% refundable/)).toBeVisible();

    await page.goto('/gallery');
    await expect(page.getByRole('img', { name: 'Keshkal ghat hairpin bends' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(18);

    await page.goto('/information/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 2, name: 'Our branches' })).toBeVisible();

    await page.goto('/contact-us');
    await expect(page.getByText('support@selfdrive.test').first()).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeVisible();
    // Sending needs the app: the browser alone would put the details into the address.
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  plainTest('a blog post is readable and each visit counts one view', async ({ page }) => {
    await page.goto('/blogs');
    const first = page.getByRole('region', { name: 'Posts' }).getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').locator('article p').first()).not.toBeEmpty();
    const views = Number(await page.getByTestId('view-count').textContent());
    await page.reload();
    await expect(page.getByTestId('view-count')).toHaveText(String(views + 1));
  });
});
