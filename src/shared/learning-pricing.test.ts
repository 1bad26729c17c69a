import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryOfBrowser,
  currencyOfCountry,
  formatPrice,
  LEARNING_CURRENCIES,
  listPrice,
  ORDER_MAX_MINOR,
  orderAmountsProblem,
  orderSummary,
  percentOff,
  salePrice,
  type LearningCurrency,
} from './learning-pricing.js';

describe('course prices by country', () => {
  it('charges India in INR, the Emirates in AED and everyone else in USD; India by default', () => {
    expect(currencyOfCountry('IN')).toBe('INR');
    expect(currencyOfCountry('in')).toBe('INR');
    expect(currencyOfCountry(undefined)).toBe('INR');
    expect(currencyOfCountry('AE')).toBe('AED');
    expect(currencyOfCountry('GB')).toBe('USD');
    expect(currencyOfCountry('US')).toBe('USD');
  });

  it('uses costinr for INR, cost for USD and converts AED from USD at the configured rate', () => {
    const prices = { inrPaise: 149_900, usdCents: 1_999 };
    expect(listPrice(prices, 'INR', 3.6725)).toBe(149_900);
    expect(listPrice(prices, 'USD', 3.6725)).toBe(1_999);
    expect(listPrice(prices, 'AED', 3.6725)).toBe(7_341);
    expect(listPrice(prices, 'AED', 4)).toBe(7_996);
  });
});

describe('campaign discount and rounding', () => {
  it('takes the campaign percent off and rounds to the nearest whole unit', () => {
    expect(salePrice(149_900, 10)).toBe(134_900); // 1349.10 -> 1349
    expect(salePrice(99_900, 15)).toBe(84_900); // 849.15 -> 849
    expect(salePrice(1_999, 25)).toBe(1_500); // 14.9925 -> 15
    expect(salePrice(998, 10)).toBe(900); // 8.98 -> 9
    expect(percentOff(998, 900)).toBe(10);
    expect(salePrice(0, 50)).toBe(0);
  });

  it('keeps the list price, cents and all, when nothing is taken off', () => {
    // On main $9.98 became $10: "Discounted Amount -$0.02" and a 500 at checkout.
    expect(salePrice(998, 0)).toBe(998);
    expect(salePrice(1_599, 0, 0)).toBe(1_599);
    expect(orderSummary([{ listMinor: 998, campaignPercent: 0 }])).toMatchObject({
      original: 998,
      discount: 0,
      total: 998,
    });
  });

  it('never shows a sale above its struck price, nor "0% off"', () => {
    expect(salePrice(1_599, 1)).toBe(1_500); // 15.83 -> 15, down: $16 is above $15.99
    expect(salePrice(1_000, 1)).toBe(900); // 9.90 -> 9, down: $10 is no sale
    expect(percentOff(1_599, 1_500)).toBe(6);
    expect(percentOff(1_599, 1_599)).toBe(0);
    expect(percentOff(10_000, 9_999)).toBe(1);
  });

  it('rounds a price under one unit to its minor unit instead of making it free', () => {
    expect(salePrice(50, 10)).toBe(45);
  });

  it('stacks a referral percent after the campaign', () => {
    expect(salePrice(100_000, 10, 20)).toBe(72_000);
    expect(salePrice(100_000, 0, 20)).toBe(80_000);
  });

  it('sums Original Price, Discounted Amount and Total', () => {
    const summary = orderSummary([
      { listMinor: 149_900, campaignPercent: 10 },
      { listMinor: 49_900, campaignPercent: 0 },
    ]);
    expect(summary).toEqual({
      original: 199_800,
      discount: 15_000,
      total: 184_800,
      finals: [134_900, 49_900],
    });
  });

  it('refuses an order larger than its columns hold, and amounts that do not add up', () => {
    const item = { listMinor: ORDER_MAX_MINOR, finalMinor: ORDER_MAX_MINOR };
    expect(
      orderAmountsProblem({
        original: ORDER_MAX_MINOR * 2,
        discount: 0,
        total: ORDER_MAX_MINOR * 2,
        items: [item, item],
      }),
    ).toBe('tooLarge');
    expect(
      orderAmountsProblem({
        original: 998,
        discount: -2,
        total: 1_000,
        items: [{ listMinor: 998, finalMinor: 1_000 }],
      }),
    ).toBe('inconsistent');
  });
});

/** The price before rounding, in (fractional) minor units. */
const salePriceExact = (list: number, ...percents: number[]) =>
  percents.reduce((price, p) => (price * (100 - p)) / 100, list);

describe('every price in every currency, by construction (property)', () => {
  const currency = fc.constantFrom<LearningCurrency>(...LEARNING_CURRENCIES);
  // Prices as an instructor may enter them (0 to 100,000.00), campaigns 0..90, referral 0/20.
  const course = fc.record({
    inrPaise: fc.integer({ min: 0, max: 10_000_000 }),
    usdCents: fc.integer({ min: 0, max: 10_000_000 }),
    campaignPercent: fc.integer({ min: 0, max: 90 }),
  });
  const aedPerUsd = fc.double({ min: 0.01, max: 100, noNaN: true });

  it('a discount is never negative, a total never above the original, no "0% off"', () => {
    fc.assert(
      fc.property(
        fc.array(course, { maxLength: 20 }),
        currency,
        aedPerUsd,
        fc.constantFrom(0, 20),
        (cart, cur, rate, referral) => {
          const lines = cart.map((c) => ({
            listMinor: listPrice(c, cur, rate),
            campaignPercent: c.campaignPercent,
          }));
          const s = orderSummary(lines, referral);
          expect(s.discount).toBeGreaterThanOrEqual(0);
          expect(s.total).toBeLessThanOrEqual(s.original);
          expect(s.total).toBe(s.finals.reduce((a, b) => a + b, 0));
          lines.forEach((l, i) => {
            const final = s.finals[i]!;
            expect(Number.isInteger(final)).toBe(true);
            expect(final).toBeGreaterThanOrEqual(0);
            expect(final).toBeLessThanOrEqual(l.listMinor);
            const anyOff = l.campaignPercent > 0 || referral > 0;
            // Something off is always visible; nothing off keeps the list price exactly.
            if (l.listMinor > 0) expect(final < l.listMinor).toBe(anyOff);
            if (final < l.listMinor) expect(percentOff(l.listMinor, final)).toBeGreaterThan(0);
            else expect(percentOff(l.listMinor, final)).toBe(0);
            // Whole units, or minor units under one whole unit; nearest unless not below list.
            if (anyOff && final >= 100) expect(final % 100).toBe(0);
            if (anyOff && final >= 100 && final + 100 < l.listMinor) {
              const exact = salePriceExact(l.listMinor, l.campaignPercent, referral);
              expect(Math.abs(final - exact)).toBeLessThanOrEqual(50);
            }
          });
          const items = lines.map((l, i) => ({ listMinor: l.listMinor, finalMinor: s.finals[i]! }));
          const problem = orderAmountsProblem({ ...s, items });
          expect(problem === null || problem === 'tooLarge').toBe(true);
          expect(problem === 'tooLarge').toBe(s.original > ORDER_MAX_MINOR);
        },
      ),
      { seed: 21, numRuns: 2_000 },
    );
  });
});

describe('formatPrice', () => {
  it('prints each currency the same on server and browser', () => {
    expect(formatPrice(149_900, 'INR')).toBe('₹1,499');
    expect(formatPrice(12_345_600, 'INR')).toBe('₹1,23,456');
    expect(formatPrice(1_999, 'USD')).toBe('$19.99');
    expect(formatPrice(123_400, 'USD')).toBe('$1,234');
    expect(formatPrice(7_300, 'AED')).toBe('AED 73');
  });
});

describe('countryOfBrowser', () => {
  it('starts Dubai in AED, India in INR and everyone else in USD', () => {
    expect(currencyOfCountry(countryOfBrowser('Asia/Dubai', ['en-US']))).toBe('AED');
    expect(currencyOfCountry(countryOfBrowser('Asia/Kolkata', ['en-US']))).toBe('INR');
    expect(currencyOfCountry(countryOfBrowser('Asia/Calcutta', []))).toBe('INR');
    expect(currencyOfCountry(countryOfBrowser('America/New_York', ['en-US']))).toBe('USD');
    expect(currencyOfCountry(countryOfBrowser('Europe/London', ['hi-IN']))).toBe('USD');
    expect(currencyOfCountry(countryOfBrowser('UTC', ['en-GB', 'hi-IN']))).toBe('INR');
    expect(currencyOfCountry(countryOfBrowser(undefined, ['ar-AE']))).toBe('AED');
    expect(currencyOfCountry(countryOfBrowser(undefined, []))).toBe('USD');
  });
});
