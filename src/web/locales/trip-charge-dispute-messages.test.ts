import { describe, expect, it } from 'vitest';
import { formatIstDayTime } from '../../shared/ist-format';
import {
  DISPUTE_NOT_YOURS_MESSAGE,
  DISPUTE_REASON_MESSAGE,
  DISPUTE_TWICE_MESSAGE,
  disputeWindowClosedMessage,
} from '../../shared/trip-charge-disputes';
import { EVIDENCE_TOO_LARGE_MESSAGE } from '../../shared/trip-charges';
import { messageIn, type LoadedCatalogue } from '../lib/use-message';
import { en } from './en';
import { enAccount } from './en-account';
import { hi } from './hi';
import { hiAccount } from './hi-account';
import { hiConsole } from './hi-console';

// Disputes of charges after the trip (issue 36 item 4): what the renter meets on their
// booking, in Hindi on the account pages (the console's are checked with its page).

const customerHindi = { ...hi, ...hiAccount } as LoadedCatalogue;
const consoleHindi = { ...hi, ...hiConsole } as LoadedCatalogue;
const english = { ...en, ...enAccount } as LoadedCatalogue;
const DEVANAGARI = /[\u0900-\u097F]/;

const CUSTOMER = [
  DISPUTE_REASON_MESSAGE,
  DISPUTE_TWICE_MESSAGE,
  DISPUTE_NOT_YOURS_MESSAGE,
  EVIDENCE_TOO_LARGE_MESSAGE,
];

describe('the Hindi for the renter’s dispute messages', () => {
  it('has each refusal on the account pages', () => {
    for (const text of CUSTOMER) expect(messageIn(customerHindi, text), text).toMatch(DEVANAGARI);
  });

  it('words the closed window with the month in Hindi, for every month, on both sides', () => {
    for (let month = 0; month < 12; month++) {
      const until = new Date(Date.UTC(2026, month, 9, 12, 5));
      const text = disputeWindowClosedMessage(formatIstDayTime(until));
      for (const bundle of [customerHindi, consoleHindi]) {
        const hindi = messageIn(bundle, text);
        expect(hindi).toBe(
          `इस चार्ज पर ${formatIstDayTime(until, 'hi')} तक ही आपत्ति की जा सकती थी; वह समय निकल चुका है।`,
        );
      }
    }
  });

  it('keeps a moment written otherwise as it came', () => {
    const hindi = messageIn(customerHindi, disputeWindowClosedMessage('the end of 9 Dec'));
    expect(hindi).toBe('इस चार्ज पर the end of 9 Dec तक ही आपत्ति की जा सकती थी; वह समय निकल चुका है।');
  });

  it('stays as the server wrote it on an English page', () => {
    const text = disputeWindowClosedMessage('26 Nov, 2:30 pm');
    for (const m of [...CUSTOMER, text]) expect(messageIn(english, m)).toBe(m);
  });
});
