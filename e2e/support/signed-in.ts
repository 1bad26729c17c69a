import fs from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { storageStateFile, type DEMO_ACCOUNTS } from './prepared-data.mjs';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Where `who`'s signed-in cookies are (Playwright's storageState file), from the run's setup. */
export const storageStateOf = (who: DemoAccount): string =>
  storageStateFile(process.env.E2E_PREPARED_DIR!, who);

/**
 * Signs `who` in on this browser context with the session the run's setup opened for them
 * (e2e/support/prepared-data.mjs), as a returning visitor whose cookie is still there. Every
 * server of the run starts from the database that holds those sessions. The forms themselves
 * are proved where they are the subject (accounts, search, the console's phone menu).
 */
export async function useSessionOf(context: BrowserContext, who: DemoAccount) {
  const state = JSON.parse(fs.readFileSync(storageStateOf(who), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
  // A test that signs out ends the shared session for every later one: say so here, rather than
  // let a page judged "signed in" be the login page.
  const customer = who === 'customer';
  // The context's base URL: the suite's server or the test's own.
  const res = await context.request.get(customer ? '/api/auth/session' : '/api/staff/session');
  const body = (await res.json()) as { loggedIn?: boolean; staff?: unknown };
  if (customer ? !body.loggedIn : !body.staff) {
    throw new Error(
      `The run's ${who} session has ended: a test signed out of it (use a session of its own).`,
    );
  }
}
