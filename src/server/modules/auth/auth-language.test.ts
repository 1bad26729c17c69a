import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.js';
import { resetMail, verificationMail } from './auth.mail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('account e-mails and SMS in the customer language', () => {
  // Both catalogues' completeness: src/server/test/customer-texts.test.ts.
  it("write the verification and reset mails in the account's language, English by default", () => {
    const url = 'https://selfdrive.test';
    const english = verificationMail(url, 'a@example.test', 'Asha', 'tok');
    expect(english.subject).toBe('Please verify your e-mail');
    expect(english.text).toContain('Hello Asha,');
    expect(english.text).toContain('To Confirm your email address, Please click the link below.');
    const hindi = verificationMail(url, 'a@example.test', 'Asha', 'tok', 'hi');
    expect(hindi.subject).toBe('कृपया अपना ई-मेल पक्का करें');
    expect(hindi.text).toContain('नमस्ते Asha,');
    expect(hindi.text).toContain(`${url}/user/register/tok`);
    expect(resetMail(url, 'a@example.test', 'Asha', 'tok', 'hi').subject).toBe('अपना पासवर्ड बदलें');
  });

  describe('the login OTP SMS', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    });
    afterAll(async () => {
      await t.close();
    });
    const lastSms = async (mobile: string) =>
      (
        await t.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, mobile))
          .orderBy(desc(outboxMessages.id))
          .limit(1)
      )[0]!.text;

    it('is in Hindi for a visitor reading the site in Hindi, in English otherwise', async () => {
      const send = (mobile: string, headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile }, headers });
      expect((await send('+919822211100', { cookie: 'lang=hi' })).statusCode).toBe(200);
      expect(await lastSms('+919822211100')).toMatch(/^\d{6} आपका SelfDrive लॉगिन OTP है।/);
      expect((await send('+919822211101', {})).statusCode).toBe(200);
      expect(await lastSms('+919822211101')).toMatch(
        /^\d{6} is your SelfDrive login OTP\. It expires in 10 minutes\.$/,
      );
    });
  });
});
