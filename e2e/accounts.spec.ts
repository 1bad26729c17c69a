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
    tr,
    msg,
  }) => {
    test.setTimeout(120_000);
    const base = server.base;
    const email = 'priya.e2e@example.test';
    const password = (name: string) => page.getByRole('textbox', { name, exact: true });
    const logIn = async (secret: string) => {
      await page.getByLabel(tr('auth.emailId')).fill(email);
      await password(tr('common.password.label')).fill(secret);
      await page.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
    };
    const myAccount = page.getByRole('button', { name: tr('layout.account.myAccount') });

    await page.goto(`${base}/user/register`);
    await page.getByLabel(tr('auth.name')).fill('Priya Sahu');
    await page.getByLabel(tr('auth.mobile')).fill('98765 43210');
    await page.getByLabel(tr('auth.emailId')).fill('Priya.E2E@Example.test');
    await password(tr('auth.password')).fill('Secret123');
    await password(tr('auth.confirmPassword')).fill('Secret123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: tr('auth.register.submit') }).click();
    await expect(
      page.getByText(msg("You're almost there! Please verify your Email.", 'auth.register.almost')),
    ).toBeVisible();

    const verifyLink = await smtp.link(email, '/user/register/');
    await page.goto(verifyLink);
    await expect(page.getByText(msg('Password Created.', 'auth.verify.created'))).toBeVisible();
    await page.getByRole('link', { name: tr('auth.verify.loginNow') }).click();

    await logIn('Secret123');
    await expect(page).toHaveURL(/\/cars$/);
    await expect(myAccount).toBeVisible();

    await page.goto(`${base}/user/page/updateprofilesetting`);
    await expect(
      page.getByText(tr('account.header.verified', { what: tr('account.header.email') })),
    ).toBeVisible();
    const female = tr('account.profile.genders.Female');
    await page.getByLabel(tr('account.profile.name')).fill('Priya S. Sahu');
    await page.getByLabel(female).check();
    await page.getByLabel(tr('account.profile.address')).fill('Civic Centre, Bhilai');
    await page.getByRole('button', { name: tr('account.profile.save') }).click();
    await expect(page.getByText(msg('Your profile has been updated successfully.'))).toBeVisible();
    await expect(page).toHaveURL(/\/user\/page\/profilesetting$/, { timeout: 6000 });
    await expect(page.getByText('Civic Centre, Bhilai')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: female })).toBeVisible();

    await page.goto(`${base}/user/page/MyDocument`);
    const licence = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer();
    const label = tr('account.documents.kinds.licence_img');
    await page
      .getByLabel(tr('account.documents.upload', { label }))
      .setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: licence });
    await expect(page.getByRole('img', { name: label })).toBeVisible();

    await page.goto(`${base}/user/page/changePassword`);
    const current = password(tr('account.password.current'));
    await current.fill('Secret123');
    await password(tr('common.password.newLabel')).fill('Better456');
    await expect(
      page.getByRole('listitem').filter({ hasText: tr('common.password.upper') }),
    ).toContainText(tr('common.password.met'));
    await password(tr('account.password.confirm')).fill('Better456');
    await page.getByRole('button', { name: tr('account.password.submit') }).click();
    await expect(page.getByText(msg('Your password has been changed successfully.'))).toBeVisible();
    await expect(current).toHaveValue('');

    await myAccount.click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr('layout.account.logout') })
      .click();
    await expect(
      page.getByText(msg('Are you sure, You want to Logout?', 'common.logout.question')),
    ).toBeVisible();
    await page.getByRole('button', { name: tr('common.logout.yes') }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole('link', { name: tr('layout.nav.signIn') })).toBeVisible();

    // A protected page sends the visitor to login and comes back after it.
    await page.goto(`${base}/user/page/profilesetting`);
    await expect(page).toHaveURL(/\/user\/login$/);
    await logIn('Better456');
    await expect(page).toHaveURL(/\/user\/page\/profilesetting$/);
    await expect(page.getByText('Priya S. Sahu').first()).toBeVisible();
  });

  test('forgot password mails a reset link that works once', async ({ page, tr, msg }) => {
    const base = server.base;
    const email = 'priya.e2e@example.test';
    const newPassword = page.getByRole('textbox', {
      name: tr('common.password.newLabel'),
      exact: true,
    });
    const confirm = page.getByRole('textbox', { name: tr('auth.confirmNewPassword'), exact: true });
    await page.goto(`${base}/user/login`);
    await page.getByRole('button', { name: tr('auth.login.forgot') }).click();
    await page.getByLabel(tr('auth.emailId')).fill(email);
    await page.getByRole('button', { name: tr('auth.forgot.submit') }).click();
    await expect(
      page.getByText(
        msg('If an account exists for this e-mail, we have sent a link to reset the password.'),
      ),
    ).toBeVisible();

    const link = await smtp.link(email, '/user/change-password/');
    await page.goto(link);
    await newPassword.fill('Reset789A');
    await confirm.fill('Reset789B');
    await page.getByRole('button', { name: tr('auth.reset.submit') }).click();
    await expect(
      page.getByText(msg('New password and confirm password do not match.')),
    ).toBeVisible();
    await confirm.fill('Reset789A');
    await page.getByRole('button', { name: tr('auth.reset.submit') }).click();
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 6000 });

    await page.goto(link);
    await expect(page.getByText(msg('This link has already been used.'))).toBeVisible();
  });
});

test.describe('in Hindi', () => {
  // The account area's Hindi journey (issue 30): the SMS, the form and the mail in Hindi.
  test.use({ language: 'hi' });

  test('OTP login signs up a new mobile, with the code from the outbox', async ({
    page,
    tr,
    msg,
  }) => {
    const who = { mobile: '91234 56781', email: 'kavya.otp.hi@example.test' };
    await page.goto('/user/login');
    await page.getByRole('button', { name: tr('auth.login.withOtp') }).click();
    await page.getByLabel(tr('auth.mobile')).fill(who.mobile);
    await page.getByRole('button', { name: tr('auth.otp.send') }).click();
    await expect(page.getByText(msg('We have sent an OTP to your mobile number.'))).toBeVisible();

    const outbox = await (await page.request.get('/api/dev/outbox')).json();
    const sms = outbox.messages.find(
      (m: { channel: string; recipient: string }) =>
        m.channel === 'sms' && m.recipient === `+91${who.mobile.replace(' ', '')}`,
    );
    // The SMS is in the visitor's language; the code is its only six digits.
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;

    await page.getByLabel(tr('auth.otp.label')).fill(code);
    await page.getByLabel(tr('auth.name')).fill('Kavya Verma');
    await page.getByLabel(tr('auth.emailId')).fill(who.email);
    await page.getByRole('button', { name: tr('auth.otp.confirm') }).click();
    await expect(page).toHaveURL(/\/cars$/);
    await page.getByRole('button', { name: tr('layout.account.myAccount') }).click();
    await expect(page.getByText(who.email)).toBeVisible();

    // The verification mail of the new account waits in the dev mailbox with a clickable link.
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('listitem').filter({ hasText: `E-mail to ${who.email}` });
    await mail.getByRole('link').click();
    await expect(page.getByText(msg('Password Created.', 'auth.verify.created'))).toBeVisible();
  });
});

test('axe finds no serious problems on the login, registration and account pages', async ({
  page,
  language,
  tr,
}) => {
  // What every "Loading …" text of the account pages says, in each language.
  const loading = { en: /Loading/, hi: /लोड हो/ }[language];
  await page.goto('/user/register');
  await expect(page.getByRole('button', { name: tr('auth.register.submit') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/user/login');
  await page.getByLabel(tr('auth.emailId')).fill('demo@selfdrive.test');
  await page
    .getByRole('textbox', { name: tr('common.password.label'), exact: true })
    .fill('Demo@1234');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/cars$/);

  for (const name of ['profilesetting', 'updateprofilesetting', 'MyDocument', 'inviteFriends']) {
    await page.goto(`/user/page/${name}`);
    await expect(page.getByRole('navigation', { name: tr('account.menuLabel') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0);
    expect(await seriousViolations(page), name).toEqual([]);
  }
});
