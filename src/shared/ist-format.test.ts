import { describe, expect, it } from 'vitest';
import { formatIstDate, formatIstDayTime, formatIstWeekdayTime } from './ist-format.js';

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
const date = intl({ day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = intl({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const weekdayTime = intl({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('IST formats', () => {
  it('print what en-IN prints, around midnight, noon and the turn of the year', () => {
    expect(formatIstDayTime(new Date('2026-09-05T18:29:00Z'))).toBe('5 Sept, 11:59 pm');
    expect(formatIstDayTime(new Date('2026-09-05T18:30:00Z'))).toBe('6 Sept, 12:00 am');
    expect(formatIstDate(new Date('2025-12-31T18:30:00Z'))).toBe('1 Jan 2026');
    expect(formatIstWeekdayTime(new Date('2026-11-22T06:30:00Z'))).toBe('Sun, 22 Nov, 12:00');
  });

  it('agree with Intl.DateTimeFormat over every hour of two years', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 3_600_000 + 17 * 60_000) {
      const instant = new Date(t);
      expect(formatIstDate(instant)).toBe(date.format(instant));
      expect(formatIstDayTime(instant)).toBe(dayTime.format(instant));
      expect(formatIstWeekdayTime(instant)).toBe(weekdayTime.format(instant));
    }
  });
});
