import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from './money.js';

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
});
