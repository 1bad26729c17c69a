import { test, expect } from './console-guard';
import { bookListedCar } from './support/book-through-api';
import { logInAsDemo } from './support/demo-customer';

/** The demo customer's mobile (seed/demo-data.ts). */
const DEMO_MOBILE = '+919876500001';

test('a customer turns WhatsApp on, books and pays, and the confirmation goes out by SMS and WhatsApp', async ({
  page,
}) => {
  // Sign-in, settings, booking, payment and the sends: slower than one default timeout here.
  test.setTimeout(90_000);
  await logInAsDemo(page);
  await page.goto('/user/page/NotificationSetting');
  await expect(page.getByRole('heading', { name: 'Booking messages and reminders' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeChecked();
  await expect(page.getByLabel('SMS')).toBeChecked();
  // What e-mail off does not stop (the server tests prove each case).
  await expect(
    page.getByText('Whatever you choose here, these always come by e-mail: a cancellation,', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByLabel('WhatsApp').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('WhatsApp')).toBeChecked();

  const booking = await bookListedCar(page, 11);
  await page.goto(`/make-payment?booking=${booking.id}`);
  await page.getByRole('button', { name: 'Pay online' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_[\w-]+$/);
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\?order_id=.+&status=1$/);

  const confirmation = `your booking #${booking.id} for`;
  // The sends are background jobs: the mailbox shows them once a worker has run them.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    for (const channel of ['SMS', 'WhatsApp']) {
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `${channel} to ${DEMO_MOBILE}` })
          .filter({ hasText: confirmation }),
      ).toHaveCount(1, { timeout: 2_000 });
    }
  }).toPass({ timeout: 30_000 });
  // E-mail stays on: the booking mail.
  await expect(
    page.getByRole('heading', { name: `Booking #${booking.id} confirmed` }),
  ).toBeVisible();
});
