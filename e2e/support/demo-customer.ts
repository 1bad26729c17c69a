import type { Page } from '@playwright/test';
import { expect } from '../console-guard';
import { DEMO_ACCOUNTS } from './prepared-data.mjs';
import { useSessionOf } from './signed-in';
import { textsOf } from './page-language';

/** The demo customer every fresh database is seeded with (README). */
export const DEMO = {
  email: DEMO_ACCOUNTS.customer.email,
  password: DEMO_ACCOUNTS.customer.password,
};

/** A date `days` from today in India (the business time zone), as YYYY-MM-DD. */
export function istDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Fills and sends the login form on the current page as the demo customer. */
export async function submitDemoLogin(page: Page) {
  // In the page's language: a device with the `lang` cookie gets the Hindi form.
  const { tr } = await textsOf(page);
  await page.getByLabel(tr('auth.emailId')).fill(DEMO.email);
  await page.getByLabel(tr('common.password.label'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
}

/** The demo customer, signed in with the run's session, on their dashboard. */
export async function logInAsDemo(page: Page) {
  await useSessionOf(page.context(), 'customer');
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/**
 * The demo customer in a session of this test's own, on their dashboard: for a test that signs
 * out, which would end the run's shared session for every later test.
 */
export async function logInAsDemoOwnSession(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: DEMO });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}
