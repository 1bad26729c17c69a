import { describe, expect, it } from 'vitest';
import { inrPaiseOf, rateText, shortRate } from './exchange-rate.js';

describe('rupees from another currency at a recorded rate', () => {
  it('converts minor units at the rate, rounding half up to the paise', () => {
    expect(inrPaiseOf(1_599, '88.000000')).toBe(140_712); // $15.99 at ₹88 = ₹1,407.12
    expect(inrPaiseOf(1_599, '88.25')).toBe(141_112); // 141,111.75 paise
    expect(inrPaiseOf(1, '0.500000')).toBe(1); // half a paisa rounds up
    expect(inrPaiseOf(1, '0.499999')).toBe(0);
    expect(inrPaiseOf(0, '88')).toBe(0);
    // No floating point: an order as large as one may be stays exact.
    expect(inrPaiseOf(2_147_483_647, '999.999999')).toBe(2_147_483_644_853);
  });

  it('refuses what is not a rate or not an amount', () => {
    expect(() => inrPaiseOf(100, '0')).toThrow(RangeError);
    expect(() => inrPaiseOf(100, '-1')).toThrow(RangeError);
    expect(() => inrPaiseOf(100, '1e3')).toThrow(RangeError);
    expect(() => inrPaiseOf(-1, '88')).toThrow(RangeError);
    expect(() => inrPaiseOf(1.5, '88')).toThrow(RangeError);
  });

  it('writes a rate with six places and reads it back short', () => {
    expect(rateText(88.25)).toBe('88.250000');
    expect(rateText(88 / 3.6725)).toBe('23.961879');
    expect(shortRate('88.250000')).toBe('88.25');
    expect(shortRate('88.000000')).toBe('88');
    expect(shortRate('88')).toBe('88');
  });
});
