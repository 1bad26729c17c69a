import { test, expect } from './console-guard';

test('contact form: a bad e-mail is refused by field, then a good message is sent', async ({
  page,
  tr,
  msg,
}) => {
  await page.goto('/contact-us');
  await expect(page.getByText('support@selfdrive.test').first()).toBeVisible();
  const send = page.getByRole('button', { name: tr('pages.contact.send') });
  await send.click();
  await expect(page.getByText(msg('Please enter your name.'))).toBeVisible();

  const email = page.getByLabel(tr('pages.contact.email'));
  await page.getByLabel(tr('pages.contact.name')).fill('Asha Verma');
  await email.fill('asha@');
  await page.getByLabel(tr('pages.contact.phone'), { exact: true }).fill('9876543210');
  await page
    .getByRole('textbox', { name: tr('pages.contact.message') })
    .fill('Do you deliver to Supela on Sundays?');
  await send.click();
  await expect(page.getByText(msg('Please enter a valid e-mail address.'))).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('asha@example.in');
  await send.click();
  const thanks = msg(
    'Thank you for contacting us. Our team will get back to you within one working day.',
  );
  await expect(page.getByRole('status').filter({ hasText: thanks })).toBeVisible();
  await expect(page.getByLabel(tr('pages.contact.name'))).toHaveValue('');

  // The map is not loaded until asked for.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: tr('pages.contact.showMap') })).toBeVisible();
  // Without loading it here, the place opens on OpenStreetMap itself (also without scripts).
  await expect(page.getByRole('link', { name: tr('pages.contact.openMap') })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=21\.2000&mlon=81\.3500/,
  );
});

test('contact form shows the server message in a red alert when sending fails', async ({
  page,
  tr,
}) => {
  // A message the server wrote and no catalogue knows is shown as it came.
  const limit = 'Rate limit exceeded, retry in 1 minute';
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: limit }),
    }),
  );
  await page.goto('/contact-us');
  await page.getByLabel(tr('pages.contact.name')).fill('Asha Verma');
  await page.getByLabel(tr('pages.contact.email')).fill('asha@example.in');
  await page.getByLabel(tr('pages.contact.phone'), { exact: true }).fill('9876543210');
  await page.getByRole('button', { name: tr('pages.contact.send') }).click();
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible();
});
