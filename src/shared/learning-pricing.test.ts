import { describe, expect, it } from 'vitest';
import {
  currencyOfCountry,
  discountedPrice,
  formatPrice,
  listPrice,
  orderSummary,
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
  it('takes the campaign percent off and rounds to a whole unit', () => {
    expect(discountedPrice(149_900, 10)).toBe(134_900); // 1349.10 -> 1349
    expect(discountedPrice(99_900, 15)).toBe(84_900); // 849.15 -> 849
    expect(discountedPrice(1_999, 25)).toBe(1_500); // 14.9925 -> 15
    expect(discountedPrice(1_999, 0)).toBe(2_000); // 19.99 -> 20
    expect(discountedPrice(0, 50)).toBe(0);
  });

  it('stacks a referral percent after the campaign', () => {
    expect(discountedPrice(100_000, 10, 20)).toBe(72_000);
    expect(discountedPrice(100_000, 0, 20)).toBe(80_000);
  });

  it('sums Original Price, Discounted Amount and Total', () => {
    const summary = orderSummary([
      { listMinor: 149_900, campaignPercent: 10 },
      { listMinor: 49_900, campaignPercent: 0 },
    ]);
    expect(summary).toEqual({ original: 199_800, discount: 15_000, total: 184_800 });
    expect(orderSummary([{ listMinor: 50_000, campaignPercent: 0 }])).toEqual({
      original: 50_000,
      discount: 0,
      total: 50_000,
    });
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
