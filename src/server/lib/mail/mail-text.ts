import type { Language } from '../../../shared/language.js';

/**
 * The words of the account e-mails and SMS, in each language. English is the spec's wording;
 * src/server/test/customer-texts.test.ts fails when a key or a {{placeholder}} is missing in
 * either language.
 */
const en = {
  verify: {
    subject: 'Please verify your e-mail',
    greeting: 'Hello {{name}},',
    lines: [
      'To Confirm your email address, Please click the link below.',
      'The link works once and expires in 24 hours.',
    ],
  },
  reset: {
    subject: 'Reset your password',
    greeting: 'Hello {{name}},',
    lines: [
      'Somebody asked to reset the password of your account. If it was you, open the link below.',
      'The link works once and expires in 1 hour. If it was not you, ignore this e-mail.',
    ],
  },
  otpSms: '{{code}} is your SelfDrive login OTP. It expires in 10 minutes.',
};

export type MailText = typeof en;

const hi: MailText = {
  verify: {
    subject: 'कृपया अपना ई-मेल पक्का करें',
    greeting: 'नमस्ते {{name}},',
    lines: [
      'अपना ई-मेल पता पक्का करने के लिए कृपया नीचे दिए लिंक पर क्लिक करें।',
      'यह लिंक एक ही बार काम करता है और 24 घंटे में खत्म हो जाता है।',
    ],
  },
  reset: {
    subject: 'अपना पासवर्ड बदलें',
    greeting: 'नमस्ते {{name}},',
    lines: [
      'किसी ने आपके खाते का पासवर्ड बदलने के लिए कहा है। अगर यह आप थे, तो नीचे दिया लिंक खोलें।',
      'यह लिंक एक ही बार काम करता है और 1 घंटे में खत्म हो जाता है। अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें।',
    ],
  },
  otpSms: '{{code}} आपका SelfDrive लॉगिन OTP है। यह 10 मिनट में खत्म हो जाएगा।',
};

export const MAIL_TEXT: Record<Language, MailText> = { en, hi };

/** Puts the values into a text's {{placeholders}}. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
