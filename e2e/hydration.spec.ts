import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { t } from './support/catalogue';
import { logInAsDemo } from './support/demo-customer';
import { readsOf } from './support/page-reads';
import { SERVER_STATE_ID } from '../src/shared/server-render';

/**
 * Server-rendered pages opened by a signed-in customer on a slow phone. The browser learns
 * who is signed in while React is still hydrating; a page that renders differently for them
 * before hydration ends no longer matches its HTML, and React reports it (the console guard
 * fails the test). On a fast machine the race is rarely lost, so the CPU is slowed 4x.
 */
const RENDERED_PAGES = [
  '/',
  '/cars',
  '/blogs',
  '/gallery',
  '/faq',
  '/about-us',
  '/contact-us',
  '/information/privacy',
  '/courses/exam',
  '/courses/qb',
  '/course/learners-licence-test-prep',
  '/course/learners-mock-test-road-signs',
  '/course/driving-licence-test-masterclass',
];

async function openSlowly(page: Page, url: string, language: 'en' | 'hi') {
  const reads = readsOf(page);
  await page.goto(url);
  // The header shows the account only once the page is live and the session answered.
  await expect(
    page.getByRole('button', { name: new RegExp(t(language, 'layout.account.myAccount')) }),
  ).toBeVisible({ timeout: 20_000 });
  // A mismatch is reported while the page's reads land; the next page waits for them.
  await reads.settled();
}

for (const language of ['en', 'hi'] as const) {
  test(`a signed-in customer on a slow phone gets every rendered page without a mismatch (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await logInAsDemo(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const url of RENDERED_PAGES) await openSlowly(page, url, language);
    await page.goto('/cars');
    await page.getByRole('main').getByRole('article').first().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/car-details\//);
    await openSlowly(page, page.url(), language);
  });
}

test("a language switch on a course page brings the driving school's words with it", async ({
  page,
}) => {
  await page.goto('/course/driving-licence-test-masterclass');
  await expect(
    page.getByRole('heading', { name: t('en', 'learning.detail.syllabus') }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: t('en', 'layout.language.switchTo', { name: 'हिन्दी' }) })
    .click();
  await expect(
    page.getByRole('heading', { name: t('hi', 'learning.detail.syllabus') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('hi', 'learning.enrol.addToCart') }),
  ).toBeVisible();
});

// The server renderer's build leaves out what it never renders (vite.ssr-public-pages.ts,
// decision 0043): every public page of the sitemap, in both languages, must still come as HTML
// with its data, not as the loading shell a failed render falls back to.
test('every page of the sitemap comes rendered from the server', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pages.length).toBeGreaterThan(20);
  for (const pathname of [...pages, '/courses/exam', '/courses/qb']) {
    for (const lang of ['en', 'hi']) {
      const page = await request.get(pathname, { headers: { cookie: `lang=${lang}` } });
      expect(page.status(), pathname).toBe(200);
      expect(await page.text(), `${pathname} (${lang})`).toContain(`id="${SERVER_STATE_ID}"`);
    }
  }
});
