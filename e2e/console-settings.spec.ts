import type { Page } from '@playwright/test';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';

const ADMIN = { email: 'admin@selfdrive.test', password: 'Admin@1234' };

async function signInAdmin(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('Staff e-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an admin changes a branch’s phone, hours and a pickup/drop rate, and the public site shows them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Bad input first: the message shows and nothing is saved.
  const phone = page.getByLabel('Raipur phone');
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Save Raipur', exact: true }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('0771 404 5566');
  await page.getByLabel('Raipur opening hours').fill('Every day 7:00 AM – 10:00 PM');
  await page.getByRole('button', { name: 'Save Raipur', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved the details of Raipur.');
  await expect(phone).toHaveValue('+917714045566');

  // Raipur's first pickup/drop option gets a new charge.
  const raipurOptions = page.getByRole('region', { name: 'Raipur', exact: true });
  const firstCharge = raipurOptions.getByLabel(/^Charge \(₹\) for /).first();
  const label = (await firstCharge.getAttribute('id'))!;
  const optionName = (await page.locator(`label[for="${label}"]`).textContent())!.replace(
    'Charge (₹) for ',
    '',
  );
  await firstCharge.fill('777');
  await raipurOptions.getByRole('button', { name: new RegExp(`^Save ${optionName} `) }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${optionName}.`);
  await expect(
    raipurOptions.getByRole('button', { name: `Save ${optionName} (₹777)` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor sees the new details on the contact page and the new charge for Raipur.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/contact-us');
  const raipur = visitor.getByRole('listitem', { name: 'Raipur branch' });
  await expect(raipur.getByRole('link', { name: '+917714045566' })).toHaveAttribute(
    'href',
    'tel:+917714045566',
  );
  await expect(raipur).toContainText('Every day 7:00 AM – 10:00 PM');
  expect(await seriousViolations(visitor)).toEqual([]);
  const branches = await (await visitor.request.get('/api/catalogue')).json();
  const raipurId = branches.branches.find((b: { name: string }) => b.name === 'Raipur').id;
  const offered = await (
    await visitor.request.get(`/api/branches/${raipurId}/pickup-drop-options`)
  ).json();
  expect(offered.options).toContainEqual(
    expect.objectContaining({ name: optionName, ratePaise: 77_700 }),
  );
  await context.close();
});
