import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { logInAsDemo } from './support/demo-customer';
import { readsOf } from './support/page-reads';

/**
 * Every customer page on a 360 px wide phone with the text at 200% (the browser's font-size
 * setting, which rem-based layout follows): no page may scroll sideways. Runs once in each
 * language, since Hindi words are longer and break differently.
 */
const PUBLIC_PAGES = [
  '/',
  '/cars',
  '/cars?cityid=2',
  '/blogs',
  '/gallery',
  '/faq',
  '/about-us',
  '/contact-us',
  '/information/privacy',
  '/search-cars',
  '/user/login',
  '/user/register',
  '/no-such-page',
];
/** The driving school, apart so that each test stays within its time. */
const LEARNING_PUBLIC_PAGES = [
  '/courses/exam',
  '/courses/qb',
  '/course/driving-licence-test-masterclass',
  '/checkout/cart',
  '/instructor-login',
  '/instructor-register',
];
const ACCOUNT_PAGES = [
  '/user/dashboard',
  '/user/page/profilesetting',
  '/user/page/MyFavourite',
  '/user/page/MyTransaction',
  '/user/page/MyDocument',
  '/user/page/inviteFriends',
  '/user/page/changePassword',
];
const LEARNING_ACCOUNT_PAGES = [
  '/user/page/mycourses',
  '/user/page/myblog',
  '/create-blog',
  '/instructor-register',
  '/instructor/courses',
  '/create-course',
];

/** A free course of the seed, opened as an enrolled learner (enrolling first if need be). */
async function openFreeCourse(page: Page, slug: string) {
  const reads = readsOf(page);
  await page.goto(`/course/${slug}`);
  await reads.settled();
  const enrol = page.locator('aside').getByRole('button');
  if (await enrol.isVisible()) await enrol.click();
  else await page.locator('aside').getByRole('link').last().click();
  await expect(page).not.toHaveURL(/\/course\//);
  await reads.settled();
}

test.use({ viewport: { width: 360, height: 740 } });

/** Text at 200%: Chromium's default font size from 16 px to 32 px. */
async function zoomText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/** What sticks out to the right of the screen, if anything, for the failure message. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.scrollingElement!.scrollWidth;
    if (scroll <= width) return null;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter(
        (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1,
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 4).join('.')}`);
    return { width, scroll, wide };
  });
}

/**
 * Words of a table broken over two lines or more ("E/di/t", issue 21), for the failure
 * message: each word's text range must sit on one line.
 */
async function brokenWords(page: Page) {
  return page.getByRole('table').evaluate((table) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function expectNoSidewaysScroll(page: Page, url: string) {
  const reads = readsOf(page);
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
  // Lazy pages and their data settle before the layout is judged.
  await reads.settled();
  expect(await sidewaysOverflow(page), `${url} scrolls sideways`).toBeNull();
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`${language === 'hi' ? 'Hindi' : 'English'} at 360 px and 200% text @phone`, () => {
    test.beforeEach(async ({ page, context }) => {
      await context.addCookies([{ name: 'lang', value: language, domain: '127.0.0.1', path: '/' }]);
      await zoomText(page);
    });

    test('public pages fit the screen', async ({ page }) => {
      for (const url of PUBLIC_PAGES) await expectNoSidewaysScroll(page, url);
      await page.goto('/cars');
      await page.getByRole('main').getByRole('article').first().getByRole('link').last().click();
      await expect(page).toHaveURL(/\/car-details\//);
      await readsOf(page).settled();
      expect(await sidewaysOverflow(page), 'car detail scrolls sideways').toBeNull();
    });

    test("the driving school's pages fit the screen", async ({ page }) => {
      for (const url of LEARNING_PUBLIC_PAGES) await expectNoSidewaysScroll(page, url);
    });

    test('the cart with a course in it fits the screen', async ({ page }) => {
      await page.goto('/course/driving-licence-test-masterclass');
      await page.locator('aside').getByRole('button').first().click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      await expect(page.getByTestId('cart-total')).toBeVisible();
      expect(await sidewaysOverflow(page), 'the cart scrolls sideways').toBeNull();
    });

    test("the customer's own pages fit the screen", async ({ page }) => {
      await logInAsDemo(page);
      for (const url of ACCOUNT_PAGES) await expectNoSidewaysScroll(page, url);
    });

    test("the learner's and instructor's own pages fit the screen", async ({ page }) => {
      await logInAsDemo(page);
      for (const url of LEARNING_ACCOUNT_PAGES) await expectNoSidewaysScroll(page, url);
    });

    test('My Blogs with blogs in its table fits the screen', async ({ page }) => {
      // Whether the demo customer has blogs depends on which journeys ran first; the table's
      // layout is judged with rows either way (the server's reply, plus one row if it has none).
      await page.route('**/api/learning/my-blogs?*', async (route) => {
        const reply = await route.fetch();
        const list = (await reply.json()) as { blogs: unknown[]; count: number };
        if (list.blogs.length === 0) {
          list.blogs.push({
            blogid: 999_999,
            title: 'Passing my driving test in Raipur on the second try',
            category: 'Driving tips',
            view: 0,
            status: 'review',
            rejectReason: null,
            createdAt: new Date().toISOString(),
          });
          list.count = 1;
        }
        await route.fulfill({ response: reply, json: list });
      });
      await logInAsDemo(page);
      await page.goto('/user/page/myblog');
      await expect(page.getByTestId('owner-table-scroller')).toBeVisible();
      expect(await sidewaysOverflow(page), 'My Blogs with rows scrolls sideways').toBeNull();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      expect(await brokenWords(page), 'words broken over lines in My Blogs').toEqual([]);
    });

    test('a lesson and a running mock test fit the screen', async ({ page }) => {
      await logInAsDemo(page);
      await openFreeCourse(page, 'learners-licence-test-prep');
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
      expect(await sidewaysOverflow(page), 'a lesson scrolls sideways').toBeNull();
      await openFreeCourse(page, 'learners-mock-test-road-signs');
      await page
        .getByRole('button')
        .filter({ hasText: /Mock Test|मॉक टेस्ट/ })
        .click();
      await expect(page.getByRole('group').first()).toBeVisible();
      expect(await sidewaysOverflow(page), 'a mock test scrolls sideways').toBeNull();
    });
  });
}
