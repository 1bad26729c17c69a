import type { Page } from '@playwright/test';
import { expect } from '../console-guard';

/** No failed read shows: no alert, no "not open to your role", no "We could not load this". */
export async function expectNoLoadError(page: Page, where: string) {
  await expect(page.getByRole('alert'), where).toHaveCount(0);
  await expect(page.getByText(/not open to your role|We could not load this/), where).toHaveCount(
    0,
  );
}
