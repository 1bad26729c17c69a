import { describe, expect, it } from 'vitest';
import { createBookingBodySchema } from '../../shared/bookings';
import { RENTAL_REFERRAL_MESSAGES } from '../../shared/rental-referral';
import { messageIn, type LoadedCatalogue } from '../lib/use-message';
import { en } from './en';
import { enAccount } from './en-account';
import { enConsole } from './en-console';
import { hi } from './hi';
import { hiAccount } from './hi-account';
import { hiConsole } from './hi-console';

// The referral for car rentals (decision 0051): the booking's refusals have their Hindi at the
// checkout (the site's and the account's catalogues) and in the console.

const checkoutHindi = { ...hi, ...hiAccount } as LoadedCatalogue;
const consoleHindi = { ...hi, ...hiConsole } as LoadedCatalogue;
const english = { ...en, ...enAccount, ...enConsole } as LoadedCatalogue;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every sentence a booking can be refused with over the referral offer. */
const REFUSALS = [
  ...Object.values(RENTAL_REFERRAL_MESSAGES),
  ...(createBookingBodySchema.shape.useReferral.safeParse('yes').error?.issues ?? []).map(
    (issue) => issue.message,
  ),
];

describe('the referral messages in Hindi', () => {
  it('cover every refusal, at the checkout and in the console', () => {
    expect(REFUSALS).toHaveLength(3);
    for (const text of REFUSALS) {
      for (const bundle of [checkoutHindi, consoleHindi]) {
        const hindi = messageIn(bundle, text);
        expect(hindi, text).not.toBe(text);
        expect(hindi, text).toMatch(DEVANAGARI);
        expect(hindi, text).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('stay as written on an English page', () => {
    for (const text of REFUSALS) expect(messageIn(english, text)).toBe(text);
  });
});
