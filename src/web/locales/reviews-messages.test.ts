import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../shared/reviews';
import { hiAccount } from './hi-account';
import { hiConsole } from './hi-console';

const DEVANAGARI = /[\u0900-\u097F]/;
/** What a renter meets on their review page; the rest is the console's. */
const CUSTOMER = [
  'notYourTrip',
  'alreadyReviewed',
  'carRating',
  'branchRating',
  'commentTooLong',
  'bookingId',
] as const;

describe('the Hindi for the server’s review messages (decision 0049)', () => {
  it('has every renter’s message on the account pages and every staff one in the console', () => {
    for (const [key, text] of Object.entries(REVIEW_MESSAGES)) {
      const table = (CUSTOMER as readonly string[]).includes(key)
        ? hiAccount.accountMessages
        : hiConsole.consoleMessages;
      expect(table[text], key).toMatch(DEVANAGARI);
    }
  });
});
