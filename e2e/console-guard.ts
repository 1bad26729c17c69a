import { test as base, expect } from '@playwright/test';

/**
 * Every page must run without console errors: a CSP violation, a failed chunk load or a React
 * error all show up there first. Chromium also logs every 4xx reply as an error; a 4xx the
 * page asked for (a refused login, a 401 session check) is behaviour, not a fault, so only
 * those are let through. A 5xx still fails the test.
 */
const EXPECTED_CLIENT_ERROR =
  /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[] }>({
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
