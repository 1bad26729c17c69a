import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatIstDayTime } from '../../shared/ist-format.js';
import { LANGUAGES, type Language } from '../../shared/language.js';
import { REMINDER_KINDS } from '../../shared/notification-channels.js';
import { fill, MAIL_TEXT } from '../lib/mail/mail-text.js';
import { FINAL_BILL_MAIL_TEXT } from '../modules/console-bookings/final-bill-mail-text.js';
import { BALANCE_LINK_MAIL_TEXT } from '../modules/payments/balance-link-mail-text.js';
import { HANDOVER_SHEET_MAIL_TEXT } from '../modules/handover/handover-sheet-mail.js';
import { INBOX_REPLY_MAIL_TEXT } from '../modules/console-content/inbox-reply-mail-text.js';
import { DOCUMENT_REVIEW_MAIL_TEXT } from '../modules/console-customers/document-review-mail-text.js';
import { COURSE_MAIL_TEXT } from '../modules/learning/course-mail-text.js';
import { REVIEW_MAIL_TEXT } from '../modules/learning/review-mail-text.js';
import { BOOKING_MAIL_TEXT } from '../modules/notifications/booking-mail-text.js';
import { REFUND_SENT_MAIL_TEXT } from '../modules/notifications/refund-sent-mail-text.js';
import { UTR_REJECTED_MAIL_TEXT } from '../modules/notifications/utr-rejected-mail-text.js';
import { REMINDER_TEXT } from '../modules/reminders/reminder-text.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every catalogue of words the server sends a customer, by the name it is exported under. */
const CATALOGUES: Record<string, Record<Language, unknown>> = {
  MAIL_TEXT,
  BOOKING_MAIL_TEXT,
  REMINDER_TEXT,
  REFUND_SENT_MAIL_TEXT,
  UTR_REJECTED_MAIL_TEXT,
  FINAL_BILL_MAIL_TEXT,
  BALANCE_LINK_MAIL_TEXT,
  HANDOVER_SHEET_MAIL_TEXT,
  INBOX_REPLY_MAIL_TEXT,
  DOCUMENT_REVIEW_MAIL_TEXT,
  COURSE_MAIL_TEXT,
  REVIEW_MAIL_TEXT,
};

/**
 * Each server file that sends an e-mail, SMS or WhatsApp message, and the catalogue its words
 * come from (read in `wordsIn` when another file writes them); or why it is not a customer
 * message in the customer's language.
 */
const SENDERS: Record<
  string,
  { catalogue: string; wordsIn?: string } | { notForCustomers: string }
> = {
  'modules/auth/auth.service.ts': { catalogue: 'MAIL_TEXT', wordsIn: 'modules/auth/auth.mail.ts' },
  'modules/auth/otp.service.ts': { catalogue: 'MAIL_TEXT' },
  'modules/notifications/booking-mail.ts': { catalogue: 'BOOKING_MAIL_TEXT' },
  'modules/notifications/refund-sent-mail.ts': { catalogue: 'REFUND_SENT_MAIL_TEXT' },
  'modules/notifications/utr-rejected-mail.ts': { catalogue: 'UTR_REJECTED_MAIL_TEXT' },
  'modules/console-bookings/final-bill-mail.ts': { catalogue: 'FINAL_BILL_MAIL_TEXT' },
  'modules/payments/balance-link.service.ts': {
    catalogue: 'BALANCE_LINK_MAIL_TEXT',
    wordsIn: 'modules/payments/balance-link-mail-text.ts',
  },
  'modules/handover/handover-sheet-mail.ts': { catalogue: 'HANDOVER_SHEET_MAIL_TEXT' },
  'modules/console-content/inbox.service.ts': {
    catalogue: 'INBOX_REPLY_MAIL_TEXT',
    wordsIn: 'modules/console-content/inbox-reply-mail-text.ts',
  },
  'modules/console-customers/document-review-mail.ts': { catalogue: 'DOCUMENT_REVIEW_MAIL_TEXT' },
  'modules/reminders/reminders.service.ts': { catalogue: 'REMINDER_TEXT' },
  'modules/learning/course-mails.ts': { catalogue: 'COURSE_MAIL_TEXT' },
  'modules/learning/review-mails.ts': { catalogue: 'REVIEW_MAIL_TEXT' },
  'modules/content/contact.service.ts': { notForCustomers: 'the enquiry goes to the office' },
  'modules/console-access/staff-invite-mail.ts': { notForCustomers: 'staff use the console' },
  'modules/fleet/compliance-reminders.job.ts': {
    notForCustomers: "the branch's staff are reminded of the fleet's papers and services",
  },
  'lib/mail/customer-mail.ts': {
    notForCustomers: 'only the frame: its callers, listed here, pass their own catalogue',
  },
};

/** A file sends a message when it calls a transport, or mailCustomer with its catalogue. */
const SENDS = /\b(mailer|sms|whatsapp)\.send\(|\bmailCustomer\(/;

/** Each text of a catalogue by its path ("verify.lines.0"). */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as object).flatMap(([key, value]) =>
    entries(value, prefix ? `${prefix}.${key}` : key),
  );
}
/** A text's placeholders; their order is the language's own (Hindi puts words elsewhere). */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    const isSource = file.endsWith('.ts') && !/(\.test|-test-helpers|-test-server)\.ts$/.test(file);
    return isSource ? [file] : [];
  });
}

/** GSM 03.38 basic characters: a text of only these goes as 7-bit, anything else as UCS-2. */
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** How many SMS parts a text takes: 160 / 153 characters in GSM-7, 70 / 67 in UCS-2. */
function smsParts(text: string) {
  const gsm = [...text].every((c) => GSM_7.includes(c));
  const length = gsm ? text.length : [...text].reduce((n, c) => n + (c.length > 1 ? 2 : 1), 0);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

describe.skipIf(process.env.TEST_DB === 'postgres')('what the server sends customers', () => {
  it('comes from a catalogue in both languages: every file that sends a message is known', () => {
    const sending = sourceFiles(serverDir)
      .filter((file) => SENDS.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverDir, file).split(path.sep).join('/'))
      .sort();
    // A new mail or SMS fails here until it is listed with the catalogue of its words.
    expect(sending).toEqual(Object.keys(SENDERS).sort());
    for (const [file, sender] of Object.entries(SENDERS)) {
      if (!('catalogue' in sender)) continue;
      const words = readFileSync(path.join(serverDir, sender.wordsIn ?? file), 'utf8');
      expect(words.includes(sender.catalogue), file).toBe(true);
      expect(CATALOGUES[sender.catalogue], file).toBeDefined();
    }
  });

  it.each(Object.entries(CATALOGUES))(
    '%s has every text in both languages with the same placeholders, Hindi in Devanagari',
    (_name, catalogue) => {
      const english = new Map(entries(catalogue.en));
      for (const language of LANGUAGES) {
        const texts = new Map(entries(catalogue[language]));
        expect([...texts.keys()]).toEqual([...english.keys()]);
        for (const [key, text] of english) {
          expect(placeholders(texts.get(key)!), key).toEqual(placeholders(text));
        }
      }
      for (const [key, text] of entries(catalogue.hi)) {
        expect(text, key).toMatch(/[\u0900-\u097F]/);
      }
    },
  );

  it('keeps each SMS within 5 parts in Hindi (UCS-2, 67 characters a part) with long values', () => {
    const longest = (language: Language) => ({
      name: 'Rajeshwari Kumari Sahu',
      booking: 123456,
      car: 'Mahindra Scorpio N Z8 L',
      branch: 'Bilaspur',
      address: 'Shop 12, Akash Ganga Complex, Supela, Bhilai, Chhattisgarh 490023',
      map: 'https://www.google.com/maps/search/?api=1&query=Ambuja+City+Centre+VIP+Road+Raipur',
      pickup: formatIstDayTime(new Date('2026-09-28T05:00:00Z'), language),
      drop: formatIstDayTime(new Date('2026-09-30T05:00:00Z'), language),
      amount: '₹1,23,456',
      code: '123456',
    });
    const parts = Object.fromEntries(
      LANGUAGES.flatMap((language) => [
        ...REMINDER_KINDS.map((kind) => [
          `${language}.${kind}`,
          smsParts(fill(REMINDER_TEXT[language][kind].text, longest(language))),
        ]),
        [`${language}.otp`, smsParts(fill(MAIL_TEXT[language].otpSms, longest(language)))],
      ]),
    );
    for (const [text, count] of Object.entries(parts)) expect(count, text).toBeLessThanOrEqual(5);
    // The OTP is read on the lock screen: one part in each language.
    expect([parts['en.otp'], parts['hi.otp']]).toEqual([1, 1]);
  });
});
