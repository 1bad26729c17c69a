import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  couponExpiredMessage,
  couponMinHoursMessage,
  couponNotYetMessage,
} from '../../shared/coupons';
import { messageIn, type LoadedCatalogue } from '../lib/use-message';
import { en } from './en';
import { enAccount } from './en-account';
import { enConsole } from './en-console';
import { hi } from './hi';
import { hiAccount } from './hi-account';
import { hiConsole } from './hi-console';

// Coupon codes (decision 0049): every sentence the rules and the offers module write has its
// Hindi, at the checkout (the site's and the account's catalogues) and in the console.

const checkoutHindi = { ...hi, ...hiAccount } as LoadedCatalogue;
const consoleHindi = { ...hi, ...hiConsole } as LoadedCatalogue;
const english = { ...en, ...enAccount, ...enConsole } as LoadedCatalogue;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The customer's sentences: the check's and the booking's refusals. */
const CUSTOMER = [
  'unknown',
  'enterCode',
  'inactive',
  'branch',
  'category',
  'usedUp',
  'customerUsedUp',
  'firstBooking',
  'tooManyTries',
  'chooseCar',
  'pickupTime',
  'dropTime',
] as const;

describe('the coupon messages in Hindi', () => {
  it('cover every customer refusal at the checkout, and in the console', () => {
    for (const key of CUSTOMER) {
      const text = COUPON_MESSAGES[key];
      for (const bundle of [checkoutHindi, consoleHindi]) {
        const hindi = messageIn(bundle, text);
        expect(hindi, key).not.toBe(text);
        expect(hindi, key).toMatch(DEVANAGARI);
      }
    }
  });

  it('word the sentences with a date or hours, keeping the figures', () => {
    const cases: [string, string][] = [
      [couponNotYetMessage('2026-12-05'), '5 Dec 2026'],
      [couponExpiredMessage('2026-09-30'), '30 Sept 2026'],
      [couponMinHoursMessage(48), '48'],
    ];
    for (const [text, figure] of cases) {
      const hindi = messageIn(checkoutHindi, text);
      expect(hindi).not.toBe(text);
      expect(hindi).toContain(figure);
      expect(hindi.replace(figure, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it("cover every message of the console's coupon form and answers", () => {
    const consoleOnly = Object.entries(COUPON_MESSAGES).filter(
      ([key]) => !(CUSTOMER as readonly string[]).includes(key),
    );
    expect(consoleOnly.length).toBeGreaterThan(15);
    for (const [key, text] of consoleOnly) {
      const hindi = messageIn(consoleHindi, text);
      expect(hindi, key).not.toBe(text);
      expect(hindi, key).toMatch(DEVANAGARI);
    }
  });

  it('stay as written on an English page', () => {
    for (const text of Object.values(COUPON_MESSAGES)) expect(messageIn(english, text)).toBe(text);
  });
});
