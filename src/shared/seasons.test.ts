import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodPrice } from './pricing.js';
import {
  minimumTripProblem,
  rateSeasonInputSchema,
  rentLines,
  rentOf,
  ruleFor,
  rulesClash,
  seasonalRate,
  type RateSeason,
} from './seasons.js';
import { addDays, istDate, istInstant } from './time.js';

const car = { id: 7, branchId: 1, categoryId: 2 };

let nextId = 1;
function season(overrides: Partial<RateSeason> = {}): RateSeason {
  return {
    id: nextId++,
    branchId: 1,
    categoryId: null,
    carId: null,
    name: 'Diwali 2026',
    nameHi: 'दिवाली 2026',
    startsOn: '2026-11-06',
    endsOn: '2026-11-10',
    kind: 'percent',
    weekdayValue: 30,
    weekendValue: 30,
    minTripHours: null,
    ...overrides,
  };
}

const at = (date: string, time: string) => istInstant(date, time);

describe('the rule in force', () => {
  it('prefers a season to the standing rule, and the narrower scope within each', () => {
    const standing = season({ name: 'Weekends', startsOn: null, endsOn: null });
    const branchSeason = season({ name: 'Diwali' });
    const categorySeason = season({ name: 'Diwali SUVs', categoryId: 2 });
    const otherCar = season({ name: 'Another car', carId: 99 });
    const rules = [standing, branchSeason, categorySeason, otherCar];
    expect(ruleFor(rules, car, '2026-11-07')?.name).toBe('Diwali SUVs');
    expect(ruleFor([standing, branchSeason], car, '2026-11-07')?.name).toBe('Diwali');
    expect(ruleFor(rules, car, '2026-11-20')?.name).toBe('Weekends');
    expect(ruleFor([otherCar], car, '2026-11-07')).toBeUndefined();
    expect(ruleFor([season({ branchId: 2 })], car, '2026-11-07')).toBeUndefined();
  });

  it('takes a percentage of the package rate or a fixed rate, weekend apart', () => {
    const rule = season({ weekdayValue: 20, weekendValue: 50 });
    expect(seasonalRate(10_000, rule, false)).toBe(12_000);
    expect(seasonalRate(10_000, rule, true)).toBe(15_000);
    expect(seasonalRate(10_001, season({ weekdayValue: -10 }), false)).toBe(9_001);
    const fixed = season({ kind: 'rate', weekdayValue: 25_000, weekendValue: 30_000 });
    expect(seasonalRate(10_000, fixed, true)).toBe(30_000);
    expect(seasonalRate(10_000, undefined, true)).toBe(10_000);
  });
});

describe('a trip across a season boundary', () => {
  it('prices each hour by the rule in force for it and names the season in the breakdown', () => {
    // Thursday 5 November 18:00 to Friday 6 November 18:00: 6 hours before Diwali, 18 in it.
    const diwali = season();
    const trip = { pickupAt: at('2026-11-05', '18:00'), dropAt: at('2026-11-06', '18:00') };
    const lines = rentLines(trip, 10_000, car, [diwali]);
    expect(lines).toEqual([
      {
        seasonId: null,
        name: null,
        nameHi: null,
        weekend: false,
        hours: 6,
        ratePerHourPaise: 10_000,
      },
      {
        seasonId: diwali.id,
        name: 'Diwali 2026',
        nameHi: 'दिवाली 2026',
        weekend: false,
        hours: 18,
        ratePerHourPaise: 13_000,
      },
    ]);
    const price = periodPrice(
      24,
      { ratePerHourPaise: 10_000, kmPerHour: 10 },
      {
        ...trip,
        car,
        rules: [diwali],
      },
    );
    expect(price.basePaise).toBe(6 * 10_000 + 18 * 13_000);
    expect(price.kmIncluded).toBe(240);
    expect(price.lines).toEqual(lines);
  });

  it('costs hours x rate, with no lines, where no rule applies', () => {
    const trip = { pickupAt: at('2026-12-01', '09:30'), dropAt: at('2026-12-02', '16:00') };
    const price = periodPrice(
      30.5,
      { ratePerHourPaise: 12_345, kmPerHour: 10 },
      {
        ...trip,
        car,
        rules: [season()],
      },
    );
    expect(price).toEqual({ hours: 30.5, basePaise: Math.round(30.5 * 12_345), kmIncluded: 305 });
  });

  it('prices the weekend of the standing rule apart', () => {
    const weekends = season({
      name: 'Weekends',
      startsOn: null,
      endsOn: null,
      weekdayValue: 0,
      weekendValue: 25,
    });
    // Friday 27 November 12:00 to Saturday 28 November 12:00.
    const trip = { pickupAt: at('2026-11-27', '12:00'), dropAt: at('2026-11-28', '12:00') };
    const lines = rentLines(trip, 8_000, car, [weekends]);
    expect(lines.map((l) => [l.hours, l.ratePerHourPaise, l.weekend])).toEqual([
      [12, 8_000, false],
      [12, 10_000, true],
    ]);
  });
});

describe('the minimum trip of a season', () => {
  it('refuses a trip with an hour in the season shorter than its minimum, naming it', () => {
    const diwali = season({ minTripHours: 24 });
    const short = { pickupAt: at('2026-11-10', '10:00'), dropAt: at('2026-11-10', '22:00') };
    expect(minimumTripProblem(short, car, [diwali])).toBe(
      'During Diwali 2026 the minimum booking is 24 hours. Please choose a later drop time.',
    );
    const before = { pickupAt: at('2026-11-04', '10:00'), dropAt: at('2026-11-05', '22:00') };
    expect(minimumTripProblem(before, car, [diwali])).toBeNull();
    const long = { pickupAt: at('2026-11-09', '10:00'), dropAt: at('2026-11-10', '10:00') };
    expect(minimumTripProblem(long, car, [diwali])).toBeNull();
  });
});

describe('clashing rules', () => {
  it('clash when one scope has overlapping seasons or two standing rules, not otherwise', () => {
    const a = season({ startsOn: '2026-11-01', endsOn: '2026-11-10' });
    expect(rulesClash(a, season({ startsOn: '2026-11-10', endsOn: '2026-11-12' }))).toBe(true);
    expect(rulesClash(a, season({ startsOn: '2026-11-11', endsOn: '2026-11-12' }))).toBe(false);
    expect(rulesClash(a, season({ categoryId: 2 }))).toBe(false);
    expect(rulesClash(a, season({ startsOn: null, endsOn: null }))).toBe(false);
    const standing = season({ startsOn: null, endsOn: null });
    expect(rulesClash(standing, season({ startsOn: null, endsOn: null }))).toBe(true);
  });

  it('asks for both dates or neither, and values in range', () => {
    const base = {
      name: 'Holi',
      nameHi: 'होली',
      categoryId: null,
      carId: null,
      startsOn: '2027-03-20',
      endsOn: '2027-03-22',
      kind: 'percent' as const,
      weekdayValue: 20,
      weekendValue: 20,
      minTripHours: null,
    };
    expect(rateSeasonInputSchema.safeParse(base).success).toBe(true);
    const message = (input: object) =>
      rateSeasonInputSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(message({ endsOn: null })).toMatch(/both dates/);
    expect(message({ endsOn: '2027-03-19' })).toBe('The season ends before it starts.');
    expect(message({ weekdayValue: -95 })).toBe('A percentage goes from -90 to 500.');
    expect(message({ kind: 'rate', weekdayValue: 0 })).toBe(
      'Please enter a rate per hour above zero.',
    );
    expect(message({ carId: 3, categoryId: 2 })).toMatch(/either one car or a category/);
  });
});

// Any set of non-clashing rules over a few weeks, any trip in half-hour steps.
const DAY0 = '2026-10-25';
const ruleArb = fc
  .record({
    dated: fc.boolean(),
    start: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 0, max: 6 }),
    scope: fc.constantFrom('branch', 'category', 'car', 'other-car'),
    kind: fc.constantFrom('percent' as const, 'rate' as const),
    weekday: fc.integer({ min: -90, max: 500 }),
    weekend: fc.integer({ min: -90, max: 500 }),
  })
  .map((r, i = 0): RateSeason => ({
    id: 1000 + i,
    branchId: 1,
    categoryId: r.scope === 'category' ? 2 : null,
    carId: r.scope === 'car' ? 7 : r.scope === 'other-car' ? 8 : null,
    name: `Season ${r.start}`,
    nameHi: `सीज़न ${r.start}`,
    startsOn: r.dated ? addDays(DAY0, r.start) : null,
    endsOn: r.dated ? addDays(DAY0, r.start + r.length) : null,
    kind: r.kind,
    weekdayValue: r.kind === 'rate' ? 5_000 + (r.weekday + 90) * 100 : r.weekday,
    weekendValue: r.kind === 'rate' ? 5_000 + (r.weekend + 90) * 100 : r.weekend,
    minTripHours: null,
  }));
const rulesArb = fc.array(ruleArb, { maxLength: 8 }).map((rules) => {
  const kept: RateSeason[] = [];
  for (const [i, rule] of rules.entries()) {
    const withId = { ...rule, id: i + 1 };
    if (!kept.some((k) => rulesClash(k, withId))) kept.push(withId);
  }
  return kept;
});
const HALF_HOUR = 30 * 60_000;
const tripArb = fc
  .record({
    start: fc.integer({ min: 0, max: 30 * 48 }),
    halves: fc.integer({ min: 12, max: 20 * 48 }),
  })
  .map(({ start, halves }) => {
    const pickupAt = new Date(at(DAY0, '00:00').getTime() + start * HALF_HOUR);
    return { pickupAt, dropAt: new Date(pickupAt.getTime() + halves * HALF_HOUR), halves };
  });

describe('for any trip across any set of seasons (property)', () => {
  it('the price is the sum of its half-hours at the rate in force for each', () => {
    fc.assert(
      fc.property(
        rulesArb,
        tripArb,
        fc.integer({ min: 100, max: 200_000 }),
        (rules, trip, base) => {
          let halfHourPaise = 0; // each half-hour costs half its hour's rate
          for (let i = 0; i < trip.halves; i++) {
            const date = istDate(new Date(trip.pickupAt.getTime() + i * HALF_HOUR));
            const rule = ruleFor(rules, car, date);
            const day = new Date(`${date}T00:00:00Z`).getUTCDay();
            halfHourPaise += seasonalRate(base, rule, day === 0 || day === 6);
          }
          const lines = rentLines(trip, base, car, rules);
          expect(rentOf(lines)).toBe(Math.round(halfHourPaise / 2));
          expect(lines.reduce((sum, l) => sum + l.hours, 0)).toBeCloseTo(trip.halves / 2, 9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
