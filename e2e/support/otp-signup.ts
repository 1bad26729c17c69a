import type { Page } from '@playwright/test';
import { expect } from '../console-guard';
import { textsOf } from './page-language';

/**
 * Signs a new customer up with an OTP from the dev outbox (mobile: ten digits), in the
 * language the login page is in (a device with the `lang` cookie gets the Hindi form).
 */
export async function signUpWithOtp(
  page: Page,
  who: { mobile: string; name: string; email: string },
) {
  await page.goto('/user/login');
  const { tr, msg } = await textsOf(page);
  await page.getByRole('button', { name: tr('auth.login.withOtp') }).click();
  await page.getByLabel(tr('auth.mobile')).fill(who.mobile);
  await page.getByRole('button', { name: tr('auth.otp.send') }).click();
  await expect(page.getByText(msg('We have sent an OTP to your mobile number.'))).toBeVisible();
  const outbox = await (await page.request.get('/api/dev/outbox')).json();
  const e164 = `+91${who.mobile.replace(/\D/g, '')}`;
  const sms = outbox.messages.find(
    (m: { channel: string; recipient: string }) => m.channel === 'sms' && m.recipient === e164,
  );
  // The SMS is in the visitor's language: the code is its one group of six digits.
  const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
  await page.getByLabel(tr('auth.otp.label')).fill(code);
  await page.getByLabel(tr('auth.name')).fill(who.name);
  await page.getByLabel(tr('auth.emailId')).fill(who.email);
  const verified = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/otp/verify') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: tr('auth.otp.confirm') }).click();
  expect((await verified).status()).toBe(200);
  // Signed in, the page navigates on once the next route's code has loaded (lazy routes): wait
  // for that navigation itself, which a loaded phone can take more than expect's 5 s to finish.
  await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
}
