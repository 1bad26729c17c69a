import type { Page, Request } from '@playwright/test';
import { expect } from '../console-guard';

/**
 * Watches the requests under /api the page itself makes: `failures` lists each answered 4xx
 * or 5xx (or failed outright, a navigation's abort aside); `settled` waits until none is in
 * flight and no spinner shows, so what the page shows is what its reads gave it.
 */
export function watchConsoleReads(page: Page) {
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
  const settled = () =>
    expect
      .poll(async () => (await quiet()) && (await page.waitForTimeout(150), await quiet()), {
        message: 'reads still in flight or a spinner showing',
      })
      .toBe(true);
  return { failures, settled };
}

/** No failed read shows: no alert, no "not open to your role", no "We could not load this". */
export async function expectNoLoadError(page: Page, where: string) {
  await expect(page.getByRole('alert'), where).toHaveCount(0);
  await expect(page.getByText(/not open to your role|We could not load this/), where).toHaveCount(
    0,
  );
}
