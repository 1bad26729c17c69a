import { describe, expect, it } from 'vitest';
import { addDays, istDate, istInstant, trendingWindow } from './time.js';

describe('IST helpers', () => {
  it('reads the IST calendar date, which runs 5:30 ahead of UTC', () => {
    expect(istDate(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(istDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('turns IST wall-clock times into instants', () => {
    expect(istInstant('2026-11-22', '10:00').toISOString()).toBe('2026-11-22T04:30:00.000Z');
  });

  it('puts the trending window from tomorrow 23:59 to the day after 09:59, IST', () => {
    // 23:00 IST on 21 Nov: "tomorrow" is 22 Nov.
    const { from, to } = trendingWindow(new Date('2026-11-21T17:30:00Z'));
    expect(from.toISOString()).toBe(istInstant('2026-11-22', '23:59').toISOString());
    expect(to.toISOString()).toBe(istInstant('2026-11-23', '09:59').toISOString());
  });
});
