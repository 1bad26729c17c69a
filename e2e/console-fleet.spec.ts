import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { BRANCH_MANAGER, signInToConsoleThroughForm } from './support/console';

// Adding, photographing and blocking a car is part of the branch manager's day
// (console-manager-day.spec.ts); this file keeps the console's phone layout.

test('@phone the console menu opens from a named button on a phone', async ({ page }) => {
  await signInToConsoleThroughForm(page, BRANCH_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: /Today at Bhilai/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await page.getByRole('button', { name: 'Open console menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Console menu' });
  await drawer.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(drawer).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
