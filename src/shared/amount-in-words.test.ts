import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('an amount in words (Indian system)', () => {
  it('writes rupees and paise as a cheque or an invoice does', () => {
    expect(amountInWords(168_050)).toBe(
      'Rupees One Thousand Six Hundred Eighty and Paise Fifty Only',
    );
    expect(amountInWords(141_000)).toBe('Rupees One Thousand Four Hundred Ten Only');
    expect(amountInWords(46_450)).toBe('Rupees Four Hundred Sixty Four and Paise Fifty Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Paise Five Only');
    expect(amountInWords(1_999)).toBe('Rupees Nineteen and Paise Ninety Nine Only');
  });

  it('counts in thousands, lakhs and crores, not millions', () => {
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only',
    );
    expect(amountInWords(25_000_000_000)).toBe('Rupees Twenty Five Crore Only');
    expect(amountInWords(10_000_020_300)).toBe('Rupees Ten Crore Two Hundred Three Only');
    expect(amountInWords(10_002_000_300)).toBe('Rupees Ten Crore Twenty Thousand Three Only');
    // Above 99 crore, the crores are counted in lakh and thousand themselves.
    expect(amountInWords(12_345_000_000_000)).toBe(
      'Rupees Twelve Thousand Three Hundred Forty Five Crore Only',
    );
    expect(amountInWords(1_234_500_000_000_000)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Crore Only',
    );
    expect(amountInWords(9_000_000)).toBe('Rupees Ninety Thousand Only');
    expect(amountInWords(-250)).toBe('Minus Rupees Two and Paise Fifty Only');
  });

  it('writes the same amounts in Hindi, a word of its own for each number below a hundred', () => {
    expect(amountInWords(168_050, 'hi')).toBe('एक हज़ार छह सौ अस्सी रुपये और पचास पैसे मात्र');
    expect(amountInWords(141_000, 'hi')).toBe('एक हज़ार चार सौ दस रुपये मात्र');
    expect(amountInWords(1_234_567_800, 'hi')).toBe(
      'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र',
    );
    expect(amountInWords(100, 'hi')).toBe('एक रुपया मात्र');
    expect(amountInWords(9_901, 'hi')).toBe('निन्यानवे रुपये और एक पैसा मात्र');
    expect(amountInWords(75, 'hi')).toBe('पचहत्तर पैसे मात्र');
    expect(amountInWords(0, 'hi')).toBe('शून्य रुपये मात्र');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
