import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as accountRules from '../../shared/account';
import * as auth from '../../shared/auth';
import * as bookings from '../../shared/bookings';
import * as contact from '../../shared/contact';
import * as favourites from '../../shared/favourite-rules';
import * as payments from '../../shared/payments';
import * as pickupDrop from '../../shared/pickup-drop';
import { extensionTooShortMessage } from '../../shared/pricing';
import * as search from '../../shared/search';
import { NO_BLOG_FOUND } from '../../shared/content-rules';
import { BLOG_LIST_DESCRIPTION } from '../features/blog/lib/blog-format';
import { GENERIC_ERROR_MESSAGE } from '../lib/api-client';
import { BOOKING_DOC_MESSAGE, BOOKING_SUCCESS_MESSAGE } from '../lib/booking-result';
import { translateMessage } from '../lib/use-message';
import { en } from './en';
import { enAccount } from './en-account';
import { hi } from './hi';
import { hiAccount } from './hi-account';
import { enLearning } from './en-learning';
import { hiLearning } from './hi-learning';
import { enConsole } from './en-console';
import { hiConsole } from './hi-console';
import { myBlogsFooter } from '../../shared/learning-blogs';
import { cartCountLine } from '../../shared/learning-cart';
import * as learningRules from '../../shared/learning-rules';
import {
  COURSE_TOO_LARGE,
  courseDraftSchema,
  instructorProfileSchema,
} from '../../shared/learning-authoring';
import { VIDEO_NOT_HTTPS, VIDEO_UNKNOWN } from '../../shared/learning-video';
import { COLLECT_METHOD_LABELS } from '../../shared/balance-collection';
import { COUNTER_METHOD_LABELS } from '../../shared/counter-booking';
import { BILLING_MESSAGES, billingAddressSchema } from '../../shared/billing-address';
import { customerGstDetailsSchema } from '../../shared/gst-buyer';

type Tree = { [key: string]: string | Tree };

/** Every key path of a catalogue with its text: ['layout.nav.home', 'Home'], ... */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that read the same in Hindi: figures and abbreviations only. */
const SAME_IN_HINDI = new Set<string>([
  'home.hero.highlights.roadside.value',
  'home.hero.highlights.hidden.value',
  'home.hero.highlights.deposit.value',
  'cars.fuel.CNG',
]);

// `messages` is keyed by the English text itself (see en/messages.ts), tested below.
const { messages: _en, ...enTree } = en;
const { messages: hindiMessages, ...hiTree } = hi;
// The signed-in pages' part (its own chunk) is held to the same rules.
const { accountMessages: _enAccountMessages, ...enAccountTree } = enAccount;
const { accountMessages: hindiAccountMessages, ...hiAccountTree } = hiAccount;
// ...and so is the driving school's.
const { learningMessages: _enLearningMessages, ...enLearningTree } = enLearning;
const { learningMessages: hindiLearningMessages, ...hiLearningTree } = hiLearning;
// ...and so is the console's.
const {
  consoleMessages: _enConsoleMessages,
  consolePatterns: _enConsolePatterns,
  ...enConsoleTree
} = enConsole;
const {
  consoleMessages: hindiConsoleMessages,
  consolePatterns: _hindiConsolePatterns,
  ...hiConsoleTree
} = hiConsole;
const english = new Map(
  entries({ ...enTree, ...enAccountTree, ...enLearningTree, ...enConsoleTree }),
);
const hindi = new Map(
  entries({
    ...(hiTree as Tree),
    ...(hiAccountTree as Tree),
    ...(hiLearningTree as Tree),
    ...(hiConsoleTree as Tree),
  }),
);

describe('the Hindi and English catalogues', () => {
  it('have exactly the same keys', () => {
    const missingInHindi = [...english.keys()].filter((key) => !hindi.has(key));
    const missingInEnglish = [...hindi.keys()].filter((key) => !english.has(key));
    expect(missingInHindi, 'keys missing from hi').toEqual([]);
    expect(missingInEnglish, 'keys missing from en').toEqual([]);
  });

  it('have a text for every key, with the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const translated = hindi.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("keep the spec's English wordings, word for word, where the rules hold them too", () => {
    expect(en.blog.noneFound).toBe(NO_BLOG_FOUND);
    expect(en.blog.description).toBe(BLOG_LIST_DESCRIPTION);
    expect(en.common.somethingWrong).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("keep the spec's English wordings of the account, checkout and payment pages", () => {
    const { account, auth, checkout } = enAccount;
    expect(account.dashboard.none).toBe('No Car Booking yet.');
    expect(account.dashboard.bookNow).toBe('Book Car now');
    expect(account.notices.thanks).toBe('Thanks for Booking');
    expect(account.notices.paymentFailed).toBe(
      'Thanks for your interest, But the Payment was not Successful.',
    );
    expect(account.invite.copied).toBe('Copied');
    expect(account.invite.copiedFallback).toBe('Text copied to clipboard');
    expect(account.invite.copyFailed).toBe('Error copying text to clipboard.');
    expect(auth.register.almost).toBe("You're almost there! Please verify your Email.");
    expect(auth.register.clickLink).toBe(
      'To Confirm your email address, Please click the link in the email we sent you.',
    );
    expect(auth.verify.created).toBe('Password Created.');
    expect(auth.verify.canLogin).toBe('You can now log in by clicking the button below.');
    expect(checkout.thanks.heading).toBe('Thank You for visiting here.');
    expect(checkout.processing).toBe('Processing Request...');
    expect(account.emailSettings.labels).toEqual(accountRules.EMAIL_PREFERENCE_LABELS);
    expect(account.documents.kinds).toEqual(accountRules.DOCUMENT_LABELS);
  });

  it("keep the spec's English wordings of the driving school", () => {
    const { learning } = enLearning;
    const fill = (text: string, values: Record<string, number>) =>
      text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
    expect(learning.categories).toEqual(learningRules.COURSE_CATEGORIES);
    expect(learning.status).toMatchObject(learningRules.REVIEW_STATUS_LABELS);
    expect(learning.status.reviewHint).toBe(learningRules.REVIEW_STATUS_HINTS.review);
    expect(learning.status.rejectedHint).toBe(learningRules.REVIEW_STATUS_HINTS.rejected);
    expect(learning.cart.countOne).toBe(cartCountLine(1));
    expect(fill(learning.cart.count, { count: 3 })).toBe(cartCountLine(3));
    const page = { page: 1, pageCount: 2, count: 6 };
    expect(fill(learning.owner.footer, page)).toBe(myBlogsFooter(page));
    expect(learning.cart.paymentFailed).toBe(enAccount.account.notices.paymentFailed);
    expect(learning.processing).toBe(enAccount.checkout.processing);
  });

  it("have Hindi for every message of the driving school's rules", () => {
    const missing = Object.values(learningRules.LEARNING_MESSAGES).filter(
      (text) => !hindiLearningMessages[text],
    );
    expect(missing).toEqual([]);
  });

  it('have Hindi for every message the course editor can give an instructor', () => {
    const lesson = { title: 'Lanes', bodyHtml: '<p>Keep left.</p>' };
    const question = {
      prompt: 'What does red mean?',
      options: ['Stop', 'Go'],
      correctIndex: 0,
      explanation: 'Red means stop.',
    };
    const good = {
      title: 'Highway driving',
      category: 'skill',
      summary: 'Lanes, overtaking and tolls on NH-30.',
      priceInr: 10,
      priceUsd: 1,
      campaignPercent: 0,
      lessons: [lesson],
    };
    const bad: Record<string, unknown>[] = [
      { title: '', summary: '' },
      { title: 'Hi', summary: 'Short' },
      { titleHi: 'हाई', summaryHi: 'छोटा' },
      { title: 'x'.repeat(121), summary: 'y'.repeat(401) },
      { priceInr: -1, priceUsd: 0.001, campaignPercent: 91 },
      { priceInr: 100_001, priceUsd: undefined },
      { priceInr: 10, priceUsd: 0 },
      { imageUrl: '/media/courses/other.png' },
      { lessons: [] },
      { lessons: [{ title: '', bodyHtml: '' }] },
      { lessons: [{ title: 'La', bodyHtml: '<p>Keep left.</p>' }] },
      { lessons: [{ ...lesson, titleHi: 'लेन', bodyHtmlHi: '' }] },
      { lessons: [{ title: 'Lanes', bodyHtml: '' }] },
      { lessons: [{ ...lesson, title: 'x'.repeat(151), bodyHtml: 'y'.repeat(50_001) }] },
      { lessons: [{ ...lesson, videoUrl: 'http://youtu.be/dQw4w9WgXcQ' }] },
      { lessons: [{ ...lesson, videoUrl: 'https://example.com/watch' }] },
      { lessons: [{ ...lesson, videoUrl: `https://example.com/${'v'.repeat(500)}.mp4` }] },
      { category: 'qb', lessons: [], questions: [question] },
      { category: 'qb', lessons: [], questions: Array(5).fill({ ...question, prompt: '' }) },
      {
        category: 'qb',
        lessons: [],
        questions: Array(5).fill({
          ...question,
          prompt: 'Red?',
          options: ['Stop'],
          correctIndex: 3,
          explanation: 'No',
        }),
      },
      {
        category: 'qb',
        lessons: [],
        questions: Array(5).fill({ ...question, options: ['Stop', ''] }),
      },
      {
        category: 'qb',
        lessons: [],
        questions: Array(5).fill({
          ...question,
          options: ['a'.repeat(201), 'b', 'c', 'd', 'e', 'f', 'g'],
          prompt: 'p'.repeat(501),
          explanation: 'e'.repeat(1001),
        }),
      },
      {
        category: 'qb',
        lessons: [],
        questions: Array(5).fill({
          ...question,
          promptHi: 'ला',
          optionsHi: ['रुकिए', 'चलिए', 'धीमे'],
          explanationHi: 'ना',
        }),
      },
      {
        category: 'qb',
        lessons: [],
        questions: Array(5).fill({
          ...question,
          promptHi: 'लाल बत्ती का मतलब?',
          optionsHi: [],
          explanationHi: '',
        }),
      },
    ];
    const messages = new Set([
      ...bad.flatMap((over) => zodMessages(courseDraftSchema, { ...good, ...over })),
      ...zodMessages(instructorProfileSchema, { displayName: 'Al', bio: 'b'.repeat(601) }),
      ...zodMessages(instructorProfileSchema, { displayName: 'd'.repeat(101) }),
      ...zodMessages(instructorProfileSchema, {
        displayName: 'Meena',
        displayNameHi: 'म'.repeat(101),
        bioHi: 'ब'.repeat(601),
      }),
      ...zodMessages(instructorProfileSchema, { displayName: 'Meena', bio: 'Raipur', bioHi: 'ब' }),
    ]);
    for (const text of [VIDEO_NOT_HTTPS, VIDEO_UNKNOWN]) expect(messages).toContain(text);
    messages.add(COURSE_TOO_LARGE);
    expect(messages.size).toBeGreaterThan(35);
    const missing = [...messages].filter((text) => !hindiLearningMessages[text]);
    expect(missing).toEqual([]);
  });

  it('are written in Devanagari in Hindi, not left in English', () => {
    const untranslated = [...hindi]
      .filter(([key, text]) => !SAME_IN_HINDI.has(key) && !DEVANAGARI.test(text))
      // A text made only of placeholders and punctuation, '{{name}} ({{price}})', has no words.
      .filter(([, text]) => /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, '')))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

/** The messages a schema gives for a bad input. */
function zodMessages(schema: ZodType, bad: unknown): string[] {
  const result = schema.safeParse(bad);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Every message the shared rules give the customer, as the server and the forms show it. */
const SHARED_MESSAGES = [auth, bookings, contact, favourites, payments, pickupDrop, search]
  .flatMap((module) => Object.entries(module))
  .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
  .map(([, value]) => value as string);

describe('the Hindi messages for the server and the shared rules', () => {
  it('cover every customer message of the shared rules, in Devanagari', () => {
    expect(SHARED_MESSAGES.length).toBeGreaterThan(20);
    const missing = SHARED_MESSAGES.filter((text) => !hindiMessages.exact[text]);
    expect(missing).toEqual([]);
    for (const text of Object.values(hindiMessages.exact)) expect(text).toMatch(DEVANAGARI);
  });

  it('cover the checkout and account messages the signed-in pages show, in Devanagari', () => {
    const accountErrors = [
      ...Object.values(bookings.CHECKOUT_MESSAGES),
      BOOKING_SUCCESS_MESSAGE,
      BOOKING_DOC_MESSAGE,
      ...zodMessages(accountRules.profileUpdateSchema, {
        name: 'A',
        email: 'a@b.in',
        mobile: '',
        gender: 'X',
        address: 'a'.repeat(301),
      }),
      ...zodMessages(accountRules.changePasswordSchema, {
        password: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ];
    expect(accountErrors.length).toBeGreaterThan(12);
    const missing = accountErrors.filter(
      (text) => !hindiAccountMessages[text] && !hindiMessages.exact[text],
    );
    expect(missing).toEqual([]);
    for (const text of Object.values(hindiAccountMessages)) expect(text).toMatch(DEVANAGARI);
  });

  it('cover every message of the billing address and the GSTIN, at checkout and the counter', () => {
    const address = {
      street: 'Qr 12B, Sector 6',
      city: 'Bhilai',
      stateCode: '22',
      pincode: '490006',
    };
    const messages = new Set([
      ...Object.values(BILLING_MESSAGES),
      ...zodMessages(billingAddressSchema, {
        street: 'Qr',
        city: '',
        stateCode: '25',
        pincode: '0',
      }),
      ...zodMessages(billingAddressSchema, 'a@b.in'),
      ...zodMessages(customerGstDetailsSchema, {}),
      ...zodMessages(customerGstDetailsSchema, { gstin: '27AAPFU0939F1Z', businessName: 'P' }),
      ...zodMessages(customerGstDetailsSchema, {
        gstin: '99AAPFU0939F1ZV',
        businessName: 'x'.repeat(121),
      }),
      ...zodMessages(customerGstDetailsSchema, {
        gstin: '27AAPFU0939F1ZW',
        businessName: 'Pune',
        address,
      }),
      ...zodMessages(customerGstDetailsSchema, {
        gstin: '27AAPFU0939F1ZV',
        businessName: 'Pune',
        address,
      }),
    ]);
    expect(messages.size).toBeGreaterThanOrEqual(12);
    expect([...messages].filter((text) => !hindiMessages.exact[text])).toEqual([]);
  });

  it('give the console Hindi for the server messages it knows, in Devanagari', () => {
    expect(Object.keys(hindiConsoleMessages).length).toBeGreaterThan(0);
    for (const text of Object.values(hindiConsoleMessages)) expect(text).toMatch(DEVANAGARI);
  });

  it('name every way a payment is recorded, as My Transaction shows it', () => {
    const methods = [
      payments.MANUAL_METHOD,
      ...Object.values(COUNTER_METHOD_LABELS),
      ...Object.values(COLLECT_METHOD_LABELS),
      // GATEWAY_METHODS of the server (Razorpay is a name: it stays as it is).
      'Test gateway',
    ];
    expect(methods.filter((method) => !hindiAccountMessages[method])).toEqual([]);
  });

  it('translate messages with numbers in them, and leave unknown ones as they came', () => {
    const short = search.minimumDurationMessage(4.5);
    expect(translateMessage(short, hindiMessages)).toBe(
      'किसी भी कार की बुकिंग कम से कम 6 घंटे की होती है। आपकी बुकिंग सिर्फ़ 4.5 घंटे की है। कृपया बुकिंग का समय बढ़ाकर कम से कम 6 घंटे करें।',
    );
    expect(translateMessage(search.searchingMessage(26), hindiMessages)).toBe(
      'कम से कम 26 घंटे के लिए उपलब्ध कारें खोजी जा रही हैं।',
    );
    expect(translateMessage(extensionTooShortMessage(2.5), hindiMessages)).toBe(
      'बुकिंग कम से कम 5 घंटे बढ़ाई जा सकती है। आपने सिर्फ़ 2.5 घंटे बढ़ाने को कहा है। कृपया बाद का कोई ड्रॉप समय चुनें।',
    );
    expect(translateMessage('Unknown text.', hindiMessages)).toBe('Unknown text.');
    expect(translateMessage(short, en.messages)).toBe(short);
  });
});
