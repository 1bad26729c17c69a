import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesExact, rupeesToPaise } from './money.js';

describe('money in paise', () => {
  it('converts rupees to whole paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1499)).toBe(149_900);
  });

  it('formats rupees with Indian grouping and paise only when present', () => {
    expect(formatRupees(149_900)).toBe('₹1,499');
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
    expect(formatRupees(1_250)).toBe('₹12.50');
  });

  it('formats a document amount with two decimals always', () => {
    expect(formatRupeesExact(168_000)).toBe('₹1,680.00');
    expect(formatRupeesExact(46_450)).toBe('₹464.50');
    expect(formatRupeesExact(12_345_605)).toBe('₹1,23,456.05');
    expect(formatRupeesExact(0)).toBe('₹0.00');
    expect(formatRupeesExact(-5)).toBe('-₹0.05');
  });
});
