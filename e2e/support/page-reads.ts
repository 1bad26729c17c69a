import type { Page, Request } from '@playwright/test';
import { expect } from '../console-guard';

/**
 * Watches the requests under /api the page itself makes: `failures` lists each answered 4xx
 * or 5xx (or failed outright, a navigation's abort aside); `settled` waits until none is in
 * flight, no spinner shows and the page's fonts are in, so what the page shows is what its
 * reads gave it. Cheaper than `networkidle`, which always waits half a second more.
 */
export function watchPageReads(page: Page) {
  const failures: string[] = [];
  const inFlight = new Set<Request>();
  const apiPath = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname.startsWith('/api/') ? `${pathname}${search}` : null;
  };
  page.on('request', (request) => {
    if (apiPath(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const path = apiPath(request.url());
    const why = request.failure()?.errorText ?? 'failed';
    if (path && why !== 'net::ERR_ABORTED') failures.push(`${request.method()} ${path}: ${why}`);
  });
  page.on('response', (response) => {
    const path = apiPath(response.url());
    if (path && response.status() >= 400) {
      failures.push(`${response.request().method()} ${path}: ${response.status()}`);
    }
  });
  const spinners = page.locator('[role="status"]:has(.animate-spin)');
  const quiet = async () => inFlight.size === 0 && (await spinners.count()) === 0;
  // Quiet twice, a moment apart: a read a render starts after the first look is waited for.
  const settled = async () => {
    await expect
      .poll(async () => (await quiet()) && (await page.waitForTimeout(150), await quiet()), {
        message: 'reads still in flight or a spinner showing',
      })
      .toBe(true);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  };
  return { failures, settled };
}

const watched = new WeakMap<Page, ReturnType<typeof watchPageReads>>();

/** The page's reads, watched from the first call on (see `watchPageReads`). */
export function readsOf(page: Page) {
  let reads = watched.get(page);
  if (!reads) watched.set(page, (reads = watchPageReads(page)));
  return reads;
}
