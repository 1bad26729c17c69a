import { describe, expect, it } from 'vitest';
import {
  formatIstDate,
  formatIstDateTime,
  formatIstDayTime,
  formatIstWeekdayTime,
} from './ist-format.js';

const formats = (locale: string) => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options });
  return {
    date: intl({ day: 'numeric', month: 'short', year: 'numeric' }),
    dayTime: intl({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
    weekdayTime: intl({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
};
const { date, dayTime, weekdayTime } = formats('en-IN');
const hindi = formats('hi-IN');

describe('IST formats', () => {
  it('print what en-IN prints, around midnight, noon and the turn of the year', () => {
    expect(formatIstDayTime(new Date('2026-09-05T18:29:00Z'))).toBe('5 Sept, 11:59 pm');
    expect(formatIstDayTime(new Date('2026-09-05T18:30:00Z'))).toBe('6 Sept, 12:00 am');
    expect(formatIstDate(new Date('2025-12-31T18:30:00Z'))).toBe('1 Jan 2026');
    expect(formatIstDateTime(new Date('2026-11-30T07:00:00Z'))).toBe('30 Nov 2026, 12:30 pm');
    expect(formatIstDateTime(new Date('2025-12-31T18:30:00Z'), 'hi')).toBe('1 जन॰ 2026, 12:00 am');
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

  it('print what hi-IN prints in Hindi, with Devanagari month and weekday names', () => {
    expect(formatIstWeekdayTime(new Date('2026-09-05T18:29:00Z'), 'hi')).toBe('शनि, 5 सित॰, 23:59');
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 366 * 86_400_000; t += 5 * 3_600_000 + 17 * 60_000) {
      const instant = new Date(t);
      expect(formatIstDate(instant, 'hi')).toBe(hindi.date.format(instant));
      expect(formatIstDayTime(instant, 'hi')).toBe(hindi.dayTime.format(instant));
      expect(formatIstWeekdayTime(instant, 'hi')).toBe(hindi.weekdayTime.format(instant));
    }
  });
});
