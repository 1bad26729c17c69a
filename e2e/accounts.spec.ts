import sharp from 'sharp';
import { expect, test } from './console-guard';
import { startOwnServer, startSmtp } from './support/own-server';
import { seriousViolations } from './support/axe';

const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? 3107);

test.describe('customer account over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtp();
    server = await startOwnServer(PORT, { SMTP_URL: smtp.url, SEED_DEMO: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('register, verify, log in, edit profile, change password, log out, log back in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const base = server.base;
    const email = 'priya.e2e@example.test';

    await page.goto(`${base}/user/register`);
    await page.getByLabel('Name').fill('Priya Sahu');
    await page.getByLabel('Mobile Number').fill('98765 43210');
    await page.getByLabel('Email ID').fill('Priya.E2E@Example.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Secret123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Confirmation' }).click();
    await expect(page.getByText("You're almost there! Please verify your Email.")).toBeVisible();

    const verifyLink = await smtp.link(email, '/user/register/');
    await page.goto(verifyLink);
    await expect(page.getByText('Password Created.')).toBeVisible();
    await page.getByRole('link', { name: 'Login Now' }).click();

    await page.getByLabel('Email ID').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();

    await page.goto(`${base}/user/page/updateprofilesetting`);
    await expect(page.getByText('E-mail verified')).toBeVisible();
    await page.getByLabel('Name').fill('Priya S. Sahu');
    await page.getByLabel('Female').check();
    await page.getByLabel('Address').fill('Civic Centre, Bhilai');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/page\/profilesetting$/, { timeout: 6000 });
    await expect(page.getByText('Civic Centre, Bhilai')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Female' })).toBeVisible();

    await page.goto(`${base}/user/page/MyDocument`);
    const licence = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Upload Driving licence')
      .setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: licence });
    await expect(page.getByRole('img', { name: 'Driving licence' })).toBeVisible();

    await page.goto(`${base}/user/page/changePassword`);
    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill('Secret123');
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Better456');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'One uppercase letter' }),
    ).toContainText('(met)');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Better456');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current Password', exact: true })).toHaveValue(
      '',
    );

    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Are you sure, You want to Logout?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // A protected page sends the visitor to login and comes back after it.
    await page.goto(`${base}/user/page/profilesetting`);
    await expect(page).toHaveURL(/\/user\/login$/);
    await page.getByLabel('Email ID').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Better456');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/page\/profilesetting$/);
    await expect(page.getByText('Priya S. Sahu').first()).toBeVisible();
  });

  test('forgot password mails a reset link that works once', async ({ page }) => {
    const base = server.base;
    const email = 'priya.e2e@example.test';
    await page.goto(`${base}/user/login`);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email ID').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/If an account exists for this e-mail/)).toBeVisible();

    const link = await smtp.link(email, '/user/change-password/');
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Reset789A');
    await page
      .getByRole('textbox', { name: 'Confirm New Password', exact: true })
      .fill('Reset789B');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('New password and confirm password do not match.')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Confirm New Password', exact: true })
      .fill('Reset789A');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 6000 });

    await page.goto(link);
    await expect(page.getByText('This link has already been used.')).toBeVisible();
  });
});

test('OTP login signs up a new mobile, with the code from the outbox', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByLabel('Mobile Number').fill('91234 56780');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('We have sent an OTP to your mobile number.')).toBeVisible();

  const outbox = await (await page.request.get('/api/dev/outbox')).json();
  const sms = outbox.messages.find(
    (m: { channel: string; recipient: string }) =>
      m.channel === 'sms' && m.recipient === '+919123456780',
  );
  const code = /(\d{6}) is your SelfDrive login OTP/.exec(sms.text)![1]!;

  await page.getByLabel('OTP').fill(code);
  await page.getByLabel('Name').fill('Kavya Verma');
  await page.getByLabel('Email ID').fill('kavya.otp@example.test');
  await page.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByText('kavya.otp@example.test')).toBeVisible();

  // The verification mail of the new account waits in the dev mailbox with a clickable link.
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('listitem').filter({ hasText: 'E-mail to kavya.otp@example.test' });
  await mail.getByRole('link').click();
  await expect(page.getByText('Password Created.')).toBeVisible();
});

test('axe finds no serious problems on the login, registration and account pages', async ({
  page,
}) => {
  await page.goto('/user/register');
  await expect(page.getByRole('button', { name: 'Send Confirmation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/user/login');
  await page.getByLabel('Email ID').fill('demo@selfdrive.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/cars$/);

  for (const name of ['profilesetting', 'updateprofilesetting', 'MyDocument', 'inviteFriends']) {
    await page.goto(`/user/page/${name}`);
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await seriousViolations(page), name).toEqual([]);
  }
});
