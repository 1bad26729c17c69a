import type { Locator, Page } from '@playwright/test';
import { expect } from '../console-guard';
import { textsOf } from './page-language';
import { DEMO_ACCOUNTS } from './prepared-data.mjs';
import { useSessionOf } from './signed-in';

const consoleAccount = <A extends 'manager' | 'staff' | 'admin'>(account: A) => ({
  email: DEMO_ACCOUNTS[account].email,
  password: DEMO_ACCOUNTS[account].password,
  account,
});
/** The demo console accounts (README): Bhilai's branch manager and counter staff, and the admin. */
export const BRANCH_MANAGER = consoleAccount('manager');
export const COUNTER_STAFF = consoleAccount('staff');
export const ADMIN = consoleAccount('admin');

export type ConsoleAccount = typeof BRANCH_MANAGER | typeof COUNTER_STAFF | typeof ADMIN;

/** Opens `path` of the console as `who`, signed in with the run's session for them. */
export async function signInToConsole(page: Page, who: ConsoleAccount, path = '/staff') {
  await useSessionOf(page.context(), who.account);
  await page.goto(path);
  // The header's Logout shows once the console knows who is signed in, at every width.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * Opens `path` of the console and signs in there through the form as `who`. The console is
 * English, but its password field is the site's own and follows the device's language.
 */
export async function signInToConsoleThroughForm(
  page: Page,
  who: { email: string; password: string },
  path = '/staff',
) {
  await page.goto(path);
  const { tr } = await textsOf(page);
  await page.getByLabel('Staff e-mail').fill(who.email);
  await page.getByLabel(tr('common.password.label'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Follows a link of the console's menu, named exactly ("Settings" is not "GST settings"). */
export async function openConsoleSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** The reports page, switched to `month` (YYYY-MM) and showing its figures. */
export async function showReportMonth(page: Page, month: string) {
  const input = page.getByLabel('Month', { exact: true });
  if ((await input.inputValue()) !== month) await input.fill(month);
  await expect(page.getByRole('heading', { name: `Figures for ${month}`, level: 2 })).toBeVisible();
}

/**
 * The branch's figures over several months, added up column by column (counts and rupees): a
 * journey whose clock crosses a month's end near it books in one month and charges in the next.
 */
export async function branchReportCellsOver(page: Page, branch: string, months: string[]) {
  const sums: number[] = [];
  await openConsoleSection(page, 'Reports');
  for (const month of [...new Set(months)]) {
    await showReportMonth(page, month);
    const row = page.getByRole('row', { name: new RegExp(`^${branch}`) });
    if ((await row.count()) === 0) continue;
    const cells = await row.getByRole('cell').allInnerTexts();
    cells.forEach((text, i) => (sums[i] = (sums[i] ?? 0) + Number(text.replace(/[₹,\s]/g, ''))));
  }
  return sums;
}

/**
 * Today's board, loaded again until `link` shows: a server whose clock has moved shows the new
 * day (or the overdue return) from its next load on.
 */
export async function reloadBoardUntil(page: Page, link: Locator) {
  await expect(async () => {
    await page.goto('/staff');
    await expect(link).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return link;
}
