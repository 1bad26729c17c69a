import { describe, expect, it } from 'vitest';
import {
  complianceLimitBefore,
  complianceProblem,
  NO_COMPLIANCE,
  PAPER_DUE_DAYS,
  paperDateState,
  serviceKmState,
} from './fleet-compliance.js';
import { istInstant } from './time.js';

describe('how a paper date stands today (the car page’s colours)', () => {
  const today = '2026-06-15';

  it('is lapsed from the day after its date, counting the days since', () => {
    expect(paperDateState('2026-06-14', today)).toEqual({ state: 'lapsed', days: -1 });
    expect(paperDateState('2025-12-31', today)).toEqual({ state: 'lapsed', days: -166 });
  });

  it('is due from 30 days before its date to the date itself, with the days left', () => {
    expect(PAPER_DUE_DAYS).toBe(30);
    expect(paperDateState('2026-06-15', today)).toEqual({ state: 'due', days: 0 });
    expect(paperDateState('2026-06-16', today)).toEqual({ state: 'due', days: 1 });
    expect(paperDateState('2026-07-15', today)).toEqual({ state: 'due', days: 30 });
  });

  it('is in order before that, and the window can be given', () => {
    expect(paperDateState('2026-07-16', today)).toEqual({ state: 'ok', days: 31 });
    expect(paperDateState('2030-01-31', today).state).toBe('ok');
    expect(paperDateState('2026-06-25', today, 7)).toEqual({ state: 'ok', days: 10 });
  });

  it('counts calendar days across months and a leap day', () => {
    expect(paperDateState('2028-03-01', '2028-02-28')).toEqual({ state: 'due', days: 2 });
    expect(paperDateState('2027-01-01', '2026-12-31')).toEqual({ state: 'due', days: 1 });
  });
});

describe('how a service due by km stands', () => {
  it('is overdue once reached, due within 500 km, in order before', () => {
    expect(serviceKmState(15_000, 15_000)).toEqual({ state: 'lapsed', km: 0 });
    expect(serviceKmState(15_000, 15_200)).toEqual({ state: 'lapsed', km: -200 });
    expect(serviceKmState(15_000, 14_500)).toEqual({ state: 'due', km: 500 });
    expect(serviceKmState(15_000, 14_499)).toEqual({ state: 'ok', km: 501 });
  });
});

describe('the limit a rental runs into', () => {
  const now = istInstant('2026-06-15', '10:00');
  const papers = { ...NO_COMPLIANCE, insuranceExpiresOn: '2026-06-20' };

  it('names the paper and its last day when the drop is after it lapses', () => {
    const limit = complianceLimitBefore(papers, istInstant('2026-06-21', '10:00'), now);
    expect(limit).toMatchObject({ item: 'insurance', on: '2026-06-20' });
    expect(complianceProblem(papers, istInstant('2026-06-21', '10:00'), now)).toBe(
      "This car's papers or service do not cover this rental: The insurance is valid until 2026-06-20.",
    );
  });

  it('is none for a drop on the paper’s last day, and has no date for a service by km', () => {
    expect(complianceLimitBefore(papers, istInstant('2026-06-20', '23:30'), now)).toBeNull();
    const km = { ...NO_COMPLIANCE, serviceDueKm: 15_000, odometerKm: 15_100 };
    expect(complianceLimitBefore(km, istInstant('2026-06-16', '10:00'), now)).toMatchObject({
      item: 'service',
      on: null,
    });
  });
});
