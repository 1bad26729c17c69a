import { test as base, expect } from '@playwright/test';
import { pageLanguage, type PageLanguage } from './support/page-language';

/**
 * Every page must run without console errors: a CSP violation, a failed chunk load or a React
 * error all show up there first. Chromium also logs every 4xx reply as an error; a 4xx the
 * page asked for (a refused login, a 401 session check) is behaviour, not a fault, so only
 * those are let through, as are the requests a test makes fail by taking the browser offline
 * (context.setOffline). A 5xx still fails the test.
 */
const EXPECTED_CLIENT_ERROR =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED$)/;

export const test = base.extend<{ consoleErrors: string[] } & PageLanguage>({
  ...pageLanguage,
  /**
   * Public pages arrive rendered and become interactive a moment after the load event, once
   * React has hydrated them (docs/decisions/0003). `goto` and `reload` wait for that, as a
   * visitor would, so a test never clicks a button that has no handler yet.
   */
  page: async ({ page }, use) => {
    const waitForApp = async (response: Awaited<ReturnType<typeof page.goto>>) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        // A page that arrived as the loading shell has nothing to click before the app runs.
        await page.waitForFunction(
          () =>
            !document.getElementById('server-state') ||
            document.documentElement.dataset.appLive === 'true',
        );
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => waitForApp(await goto(...args));
    page.reload = async (...args) => waitForApp(await reload(...args));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(msg.text())) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
