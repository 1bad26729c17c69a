import { describe, expect, it } from 'vitest';
import { calendarDate, isCalendarDate } from './calendar-date.js';
import { licenceDetailsSchema, normaliseLicenceNumber } from './driver-rules.js';

describe('calendar dates', () => {
  it('takes days that exist and nothing else', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2030-02-30', '2027-02-29', '2026-13-01', '2026-04-31', '31/12/2026', '']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('answers an impossible day with the field’s message, never a rolled-over date', () => {
    const expiry = calendarDate('Please enter the expiry as a date that exists.');
    expect(expiry.safeParse('2030-02-30').error?.issues[0]?.message).toBe(
      'Please enter the expiry as a date that exists.',
    );
    expect(expiry.parse('2030-02-28')).toBe('2030-02-28');
  });
});

describe('driving licence numbers', () => {
  it('reads the number as people type it and keeps one form', () => {
    for (const typed of [
      'CG07 20150012345',
      'cg-07-2015-0012345',
      'CG0720150012345',
      ' CG 07 2015 0012345 ',
    ]) {
      expect(normaliseLicenceNumber(typed), typed).toBe('CG07 20150012345');
    }
  });

  it('refuses another script, a short number and a year that is not one', () => {
    for (const typed of [
      'लाइसेंस',
      'CG07 2015',
      'CG07 18150012345',
      '0707 20150012345',
      'CG07 201500123456',
    ]) {
      expect(normaliseLicenceNumber(typed), typed).toBeNull();
    }
    const parsed = licenceDetailsSchema.safeParse({
      licenceNumber: 'सीजी07 20150012345',
      licenceExpiresOn: '2040-01-01',
      dateOfBirth: '1990-01-01',
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['licenceNumber']);
  });
});
