import { describe, expect, it } from 'vitest';
import { formatIstDayTime } from '../../shared/ist-format';
import * as writeOffRules from '../../shared/trip-charge-write-off';
import {
  chargeWrittenOffMessage,
  writeOffBodySchema,
  writeOffDepositHeldMessage,
} from '../../shared/trip-charge-write-off';
import { TRIP_CHARGES_REPORT_RANGE_MESSAGE } from '../../shared/trip-charges-report';
import { messageIn, type LoadedCatalogue } from '../lib/use-message';
import { en } from './en';
import { enConsole } from './en-console';
import { hi } from './hi';
import { hiConsole } from './hi-console';

// Writing off charges after the trip and their report (issue 36 item 5): the console's
// messages in Hindi.

const hindi = { ...hi, ...hiConsole } as LoadedCatalogue;
const english = { ...en, ...enConsole } as LoadedCatalogue;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi for writing off a charge', () => {
  it('has each fixed message, the reason’s refusal and the report’s period among them', () => {
    const fixed = Object.entries(writeOffRules)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string);
    const bad = writeOffBodySchema.safeParse({ reason: 'short' });
    const messages = [
      ...fixed,
      ...(bad.error?.issues.map((i) => i.message) ?? []),
      TRIP_CHARGES_REPORT_RANGE_MESSAGE,
    ];
    expect(fixed.length).toBeGreaterThanOrEqual(7);
    for (const m of messages) expect(messageIn(hindi, m), m).toMatch(DEVANAGARI);
  });

  it('words the held deposit’s release with the month in Hindi, for every month', () => {
    for (let month = 0; month < 12; month++) {
      for (const until of [
        new Date(Date.UTC(2026, month, 9, 12, 5)),
        new Date(Date.UTC(2027, month, 28, 3, 0)),
      ]) {
        const text = writeOffDepositHeldMessage(412, formatIstDayTime(until));
        expect(messageIn(hindi, text)).toBe(
          `बुकिंग #412 पर रुका डिपॉज़िट ${formatIstDayTime(until, 'hi')} को रिलीज़ होते समय यह चार्ज चुका देगा: उससे पहले इसे बट्टे खाते में नहीं डाला जा सकता।`,
        );
      }
    }
    const otherwise = writeOffDepositHeldMessage(412, 'the end of 9 Dec');
    expect(messageIn(hindi, otherwise)).toContain('the end of 9 Dec को रिलीज़');
  });

  it('keeps the figures of the write-off done', () => {
    const text = chargeWrittenOffMessage(7, '₹1,450.50', 41);
    expect(messageIn(hindi, text)).toBe(
      'चार्ज #7 (बुकिंग #41) के ₹1,450.50 डूबे कर्ज़ के रूप में बट्टे खाते में डाल दिए गए।',
    );
  });

  it('stays as the server wrote it on an English page', () => {
    const text = writeOffDepositHeldMessage(412, '26 Nov, 2:30 pm');
    expect(messageIn(english, text)).toBe(text);
    expect(messageIn(english, writeOffRules.WRITE_OFF_PAID_MESSAGE)).toBe(
      writeOffRules.WRITE_OFF_PAID_MESSAGE,
    );
  });
});
