import { test, expect } from './console-guard';
import { BRANCH_MANAGER, signInToConsole } from './support/console';

// The report's figures, its CSV and the UTR, cancel and refund steps before it are proved below
// the browser (console-reports-page.test.tsx, reports.test.ts, staff-payments-page.test.tsx,
// console-booking-cancel.test.tsx, staff-refunds.test.ts); the table and its axe run are in
// console-manager-day.spec.ts. This keeps what only a browser shows.
test('the month’s report draws its charts', async ({ page }) => {
  // Recharts sizes a chart from its container's layout, which only a real browser has, and the
  // charts come in a lazily loaded chunk of the built site.
  await signInToConsole(page, BRANCH_MANAGER, '/staff/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('revenue-chart').locator('.recharts-wrapper')).toBeVisible();
  await expect(page.getByTestId('utilisation-chart').locator('.recharts-wrapper')).toBeVisible();
});
