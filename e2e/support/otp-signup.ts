import type { Page } from '@playwright/test';
import { expect } from '../console-guard';

/** Signs a new customer up with an OTP from the dev outbox (mobile: ten digits). */
export async function signUpWithOtp(
  page: Page,
  who: { mobile: string; name: string; email: string },
) {
  await page.goto('/user/login');
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByLabel('Mobile Number').fill(who.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('We have sent an OTP to your mobile number.')).toBeVisible();
  const outbox = await (await page.request.get('/api/dev/outbox')).json();
  const e164 = `+91${who.mobile.replace(/\D/g, '')}`;
  const sms = outbox.messages.find(
    (m: { channel: string; recipient: string }) => m.channel === 'sms' && m.recipient === e164,
  );
  const code = /(\d{6}) is your SelfDrive login OTP/.exec(sms.text)![1]!;
  await page.getByLabel('OTP').fill(code);
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email ID').fill(who.email);
  await page.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page).not.toHaveURL(/\/user\/login$/);
}
