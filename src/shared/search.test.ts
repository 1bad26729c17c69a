import { describe, expect, it } from 'vitest';
import {
  BRANCH_REQUIRED_MESSAGE,
  DROP_NOT_AFTER_PICKUP_MESSAGE,
  MIN_BOOKING_HOURS,
  PICKUP_DATE_MESSAGE,
  PICKUP_PASSED_MESSAGE,
  PICKUP_WINDOW_DAYS,
  TIME_SLOTS,
  TIME_SLOT_MESSAGE,
  defaultSearch,
  isCalendarDate,
  minimumDurationMessage,
  pickupDateRange,
  pickupSlots,
  readSearchParams,
  searchingMessage,
  validateSearch,
  type SearchInput,
} from './search.js';
import { istInstant } from './time.js';

// 14:10 IST on Saturday 21 November 2026.
const now = new Date('2026-11-21T08:40:00Z');
const base: SearchInput = {
  branch: '3',
  pickupDate: '2026-11-22',
  pickupTime: '10:00',
  dropDate: '2026-11-22',
  dropTime: '16:00',
};
const check = (patch: Partial<SearchInput>) => validateSearch({ ...base, ...patch }, now);

describe('search constants', () => {
  it('books at least 6 hours, up to 180 days ahead', () => {
    expect(MIN_BOOKING_HOURS).toBe(6);
    expect(PICKUP_WINDOW_DAYS).toBe(180);
  });

  it('offers half-hour slots from 04:30 to 23:30', () => {
    expect(TIME_SLOTS[0]).toBe('04:30');
    expect(TIME_SLOTS[1]).toBe('05:00');
    expect(TIME_SLOTS.at(-1)).toBe('23:30');
    expect(TIME_SLOTS).toHaveLength(39);
    expect(TIME_SLOTS).not.toContain('04:00');
    expect(TIME_SLOTS).not.toContain('23:45');
  });

  it('defaults to tomorrow 10:00 and the day after 10:00 (IST)', () => {
    expect(defaultSearch(now, '2')).toEqual({
      branch: '2',
      pickupDate: '2026-11-22',
      pickupTime: '10:00',
      dropDate: '2026-11-23',
      dropTime: '10:00',
    });
    // 00:30 IST on 22 Nov is still 21 Nov in UTC: tomorrow is the 23rd.
    expect(defaultSearch(new Date('2026-11-21T19:00:00Z')).pickupDate).toBe('2026-11-23');
  });

  it('the default search is valid and lasts 24 hours', () => {
    const result = validateSearch(defaultSearch(now, '1'), now);
    expect(result).toMatchObject({ ok: true, value: { branchId: 1, hours: 24 } });
  });
});

describe('pickup date and time', () => {
  it('offers today up to 180 days ahead', () => {
    expect(pickupDateRange(now)).toEqual({ min: '2026-11-21', max: '2027-05-20' });
  });

  it('accepts the 180th day and rejects the 181st', () => {
    expect(check({ pickupDate: '2027-05-20', dropDate: '2027-05-21' }).ok).toBe(true);
    expect(check({ pickupDate: '2027-05-21', dropDate: '2027-05-22' })).toEqual({
      ok: false,
      field: 'pickupDate',
      message: PICKUP_DATE_MESSAGE,
    });
  });

  it('rejects yesterday and a date that does not exist', () => {
    expect(check({ pickupDate: '2026-11-20' })).toMatchObject({ field: 'pickupDate' });
    expect(check({ pickupDate: '2026-02-30' })).toMatchObject({ field: 'pickupDate' });
  });

  it('does not offer today’s slots that have passed', () => {
    const today = pickupSlots('2026-11-21', now);
    expect(today[0]).toBe('14:30');
    expect(today).not.toContain('14:00');
    expect(pickupSlots('2026-11-22', now)).toEqual(TIME_SLOTS);
  });

  it('offers no slot today after 23:30 and every slot before 04:30', () => {
    expect(pickupSlots('2026-11-21', new Date('2026-11-21T18:00:00Z'))).toEqual([]);
    expect(pickupSlots('2026-11-21', new Date('2026-11-20T22:00:00Z'))).toEqual(TIME_SLOTS);
  });

  it('accepts a later slot today and rejects one that has passed', () => {
    const today = { pickupDate: '2026-11-21', dropDate: '2026-11-21', dropTime: '23:30' };
    expect(check({ ...today, pickupTime: '14:30' }).ok).toBe(true);
    expect(check({ ...today, pickupTime: '14:00' })).toEqual({
      ok: false,
      field: 'pickupTime',
      message: PICKUP_PASSED_MESSAGE,
    });
  });

  it('accepts only the half-hour slots 04:30 to 23:30', () => {
    expect(check({ pickupTime: '04:30' }).ok).toBe(true);
    expect(check({ pickupTime: '04:00' })).toMatchObject({
      field: 'pickupTime',
      message: TIME_SLOT_MESSAGE,
    });
    expect(check({ pickupTime: '10:15' })).toMatchObject({ field: 'pickupTime' });
    expect(check({ dropTime: '23:30', dropDate: '2026-11-22' }).ok).toBe(true);
    expect(check({ dropTime: '24:00' })).toMatchObject({
      field: 'dropTime',
      message: TIME_SLOT_MESSAGE,
    });
  });
});

describe('branch, drop and duration', () => {
  it('requires a branch', () => {
    for (const branch of ['', '0', 'abc', '-1']) {
      expect(check({ branch })).toEqual({
        ok: false,
        field: 'branch',
        message: BRANCH_REQUIRED_MESSAGE,
      });
    }
  });

  it('exactly 6 hours passes', () => {
    expect(check({ dropTime: '16:00' })).toMatchObject({ ok: true, value: { hours: 6 } });
  });

  it('5.5 hours fails with the minimum-duration message', () => {
    const result = check({ dropTime: '15:30' });
    expect(result).toEqual({ ok: false, field: 'dropTime', message: minimumDurationMessage(5.5) });
    expect(minimumDurationMessage(5.5)).toBe(
      'The minimum booking duration for a car is 6 hours. Unfortunately, your requested booking is for only 5.5 hours. Please adjust the booking duration to meet the minimum requirement.',
    );
  });

  it('drop at or before pickup asks for a drop after the pickup', () => {
    expect(check({ dropTime: '10:00' })).toEqual({
      ok: false,
      field: 'dropTime',
      message: DROP_NOT_AFTER_PICKUP_MESSAGE,
    });
    expect(check({ dropTime: '09:00' })).toMatchObject({ message: DROP_NOT_AFTER_PICKUP_MESSAGE });
    expect(check({ dropDate: '2026-11-21' })).toMatchObject({
      field: 'dropDate',
      message: DROP_NOT_AFTER_PICKUP_MESSAGE,
    });
    expect(DROP_NOT_AFTER_PICKUP_MESSAGE).toBe(
      'Please ensure that the drop-off date and time are scheduled after the pickup date and time. Thank you for your cooperation!',
    );
  });

  it('returns the period as instants in IST and its hours', () => {
    const result = check({ dropDate: '2026-11-23', dropTime: '12:30' });
    expect(result).toEqual({
      ok: true,
      value: {
        branchId: 3,
        pickupAt: istInstant('2026-11-22', '10:00'),
        dropAt: istInstant('2026-11-23', '12:30'),
        hours: 26.5,
      },
    });
  });

  it('says what it searches for', () => {
    expect(searchingMessage(24)).toBe('Searching available cars for Minimum of 24 Hours.');
  });
});

describe('readSearchParams', () => {
  it('is undefined without search keys and reads every key otherwise', () => {
    expect(readSearchParams(new URLSearchParams('cityid=2'))).toBeUndefined();
    expect(readSearchParams(new URLSearchParams('branch=2&pickupDate=2026-11-22'))).toEqual({
      branch: '2',
      pickupDate: '2026-11-22',
      pickupTime: '',
      dropDate: '',
      dropTime: '',
    });
  });
});

describe('isCalendarDate', () => {
  it('accepts dates that exist, including 29 February of a leap year', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('refuses dates that do not exist instead of throwing', () => {
    for (const date of ['2026-02-29', '2026-02-30', '2026-13-01', '0000-00-00', '2026-1-1']) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });
});

describe('branch', () => {
  it('asks for a branch when the id is past what the database holds', () => {
    const search = { ...defaultSearch(new Date()), branch: '2147483648' };
    expect(validateSearch(search, new Date())).toMatchObject({
      ok: false,
      field: 'branch',
      message: BRANCH_REQUIRED_MESSAGE,
    });
    expect(validateSearch({ ...search, branch: '2147483647' }, new Date()).ok).toBe(true);
  });
});
