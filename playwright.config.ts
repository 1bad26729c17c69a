import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { PageLanguage } from './e2e/support/page-language';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `selfdrive-e2e-${process.pid}`);
// The run's demo database and signed-in accounts (e2e/support/prepared-data.mjs); `npm run
// test:e2e` gives each run its own, a direct `npx playwright test` uses this one.
const preparedDir =
  process.env.E2E_PREPARED_DIR ?? path.join(os.tmpdir(), 'selfdrive-e2e-prepared');
process.env.E2E_PREPARED_DIR = preparedDir;

export default defineConfig<Pick<PageLanguage, 'language'>>({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // A journey here crosses several pages (and often a second, staff, browser) on a 2-core
  // machine shared with the server: Playwright's default 30 s timed out on CI with nothing wrong.
  timeout: 60_000,
  // How long an assertion waits for what the page shows. A page load with a lazy route and its
  // query took over Playwright's default 5 s under load (lessons-hindi-phone, the learner's
  // progress); a passing assertion returns as soon as the page shows it, so this costs nothing.
  expect: { timeout: 15_000 },
  // No retry, on CI either: a test that fails only sometimes must show as failing.
  retries: 0,
  // A focused test left in by mistake fails the CI run instead of skipping the rest.
  forbidOnly: Boolean(process.env.CI) || process.env.E2E_REQUIRED === '1',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Customers are in Chhattisgarh: the driving school's currency follows the time zone
    // (issue 21), so a journey abroad sets its own.
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // The built site, as `npm start` serves it, on a copy of the run's demo database.
    command: 'node e2e/support/serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding the demo database, then starting on a copy of it.
    timeout: 180_000,
    env: {
      E2E_PREPARED_DIR: preparedDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mail come back to the address the browser uses, with its cookies (`lang`).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Many journeys sign the demo customer in from one address within minutes; the limits
      // themselves are proved by the server tests (auth.rate-limit.test.ts, security tests).
      RATE_LIMITS: 'false',
      // The account specs read sign-up and reset mail at /dev/mailbox.
      DEV_MAILBOX: 'true',
    },
  },
});
