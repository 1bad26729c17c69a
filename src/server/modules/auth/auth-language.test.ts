import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.js';
import { resetMail, verificationMail } from './auth.mail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MAIL_TEXT } from '../../lib/mail/mail-text.js';

type Tree = string | string[] | { [key: string]: Tree };
function entries(tree: Tree, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.map((line, i) => [`${prefix}.${i}`, line]);
  return Object.entries(tree).flatMap(([key, value]) =>
    entries(value, prefix ? `${prefix}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);

describe('account e-mails and SMS in the customer language', () => {
  it('have every text in both languages with the same placeholders, Hindi in Devanagari', () => {
    const english = new Map(entries(MAIL_TEXT.en));
    const hindi = new Map(entries(MAIL_TEXT.hi));
    expect([...hindi.keys()]).toEqual([...english.keys()]);
    for (const [key, text] of english) {
      expect(placeholders(hindi.get(key)!), key).toEqual(placeholders(text));
      expect(hindi.get(key), key).toMatch(/[\u0900-\u097F]/);
    }
  });

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
