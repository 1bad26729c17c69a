import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import type { Paise } from './money.js';
import { addDays, istDate, istInstant } from './time.js';

// Rates that follow the calendar (decision 0049). One rule prices every hour of a trip: the
// card, the car page, the checkout, the counter, an extension and a change all call `rentLines`.

export const SEASON_KINDS = ['percent', 'rate'] as const;
export type SeasonKind = (typeof SEASON_KINDS)[number];

/** A branch's rate rule: a dated season (both dates, inclusive, IST) or the standing rule. */
export interface RateSeason {
  id: number;
  branchId: number;
  /** One car category, or null for every category (when `carId` is null too). */
  categoryId: number | null;
  /** One car, or null. */
  carId: number | null;
  name: string;
  nameHi: string;
  startsOn: string | null;
  endsOn: string | null;
  /** percent: added to the package's rate per hour (-90 to 500); rate: the rate in paise. */
  kind: SeasonKind;
  weekdayValue: number;
  /** Saturday and Sunday (IST). */
  weekendValue: number;
  /** A trip that has an hour in this season lasts at least this long. */
  minTripHours: number | null;
}

/** The car a rule is looked up for. */
export interface SeasonCar {
  id: number;
  branchId: number;
  categoryId: number;
}

/** Consecutive hours of a trip at one rate: what the price breakdown shows. */
export interface RentLine {
  /** The season (or standing rule) in force, null when the package's own rate held. */
  seasonId: number | null;
  name: string | null;
  nameHi: string | null;
  weekend: boolean;
  hours: number;
  ratePerHourPaise: Paise;
}

/** How narrowly a rule covers the car: 2 the car, 1 its category, 0 the branch; -1 not at all. */
function scopeOf(rule: RateSeason, car: SeasonCar): number {
  if (rule.branchId !== car.branchId) return -1;
  if (rule.carId !== null) return rule.carId === car.id ? 2 : -1;
  if (rule.categoryId !== null) return rule.categoryId === car.categoryId ? 1 : -1;
  return 0;
}

/**
 * The rule in force for a car on an IST date: a season covering the date wins over the
 * standing rule; among either, the narrowest scope. Undefined: the package's own rate.
 */
export function ruleFor(
  rules: readonly RateSeason[],
  car: SeasonCar,
  date: string,
): RateSeason | undefined {
  let best: RateSeason | undefined;
  let bestRank = -1;
  for (const rule of rules) {
    const scope = scopeOf(rule, car);
    if (scope < 0) continue;
    let rank = scope;
    if (rule.startsOn !== null && rule.endsOn !== null) {
      if (date < rule.startsOn || date > rule.endsOn) continue;
      rank = 10 + scope;
    }
    if (rank > bestRank) {
      best = rule;
      bestRank = rank;
    }
  }
  return best;
}

/** Saturday or Sunday, for an IST date. */
export const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** A package's rate per hour under a rule, in whole paise. */
export function seasonalRate(
  baseRatePerHourPaise: Paise,
  rule: RateSeason | undefined,
  weekend: boolean,
): Paise {
  if (!rule) return baseRatePerHourPaise;
  const value = weekend ? rule.weekendValue : rule.weekdayValue;
  return rule.kind === 'rate' ? value : Math.round((baseRatePerHourPaise * (100 + value)) / 100);
}

const MINUTE = 60_000;

/** A trip's part within one IST day: rules change only at IST midnight. */
export interface TripDay {
  date: string;
  minutes: number;
  weekend: boolean;
}

/**
 * The trip's IST days with its minutes in each: the same for every car, so a page of cards
 * priced for one search works them out once (availability-index.ts).
 */
export function tripDays(trip: { pickupAt: Date; dropAt: Date }): TripDay[] {
  const days: TripDay[] = [];
  let at = trip.pickupAt.getTime();
  const end = trip.dropAt.getTime();
  while (at < end) {
    const date = istDate(new Date(at));
    const until = Math.min(end, istInstant(addDays(date, 1), '00:00').getTime());
    days.push({ date, minutes: Math.round((until - at) / MINUTE), weekend: isWeekend(date) });
    at = until;
  }
  return days;
}

/**
 * The trip's hours grouped by the rate in force for each (rules change only at IST midnight,
 * so each day's part of the trip has one rate); consecutive parts at the same rate under the
 * same rule are one line. `days`: the trip's `tripDays`, when the caller has them.
 */
export function rentLines(
  trip: { pickupAt: Date; dropAt: Date },
  baseRatePerHourPaise: Paise,
  car: SeasonCar,
  rules: readonly RateSeason[],
  days: readonly TripDay[] = tripDays(trip),
): RentLine[] {
  const lines: RentLine[] = [];
  for (const { date, minutes, weekend } of days) {
    const rule = ruleFor(rules, car, date);
    const rate = seasonalRate(baseRatePerHourPaise, rule, weekend);
    const seasonId = rule?.id ?? null;
    // A weekend line only where the rule prices weekends apart.
    const weekendLine = rule ? rule.weekdayValue !== rule.weekendValue && weekend : false;
    const last = lines.at(-1);
    if (
      last &&
      last.seasonId === seasonId &&
      last.ratePerHourPaise === rate &&
      last.weekend === weekendLine
    ) {
      last.hours = (Math.round(last.hours * 60) + minutes) / 60;
    } else {
      lines.push({
        seasonId,
        name: rule?.name ?? null,
        nameHi: rule?.nameHi ?? null,
        weekend: weekendLine,
        hours: minutes / 60,
        ratePerHourPaise: rate,
      });
    }
  }
  return lines;
}

/**
 * The rent of the lines: the sum of each hour at its rate (a part of an hour at its share),
 * rounded once to whole paise, so a trip with no rule costs hours x rate per hour as before.
 */
export function rentOf(lines: readonly RentLine[]): Paise {
  let minutePaise = 0;
  for (const line of lines) minutePaise += Math.round(line.hours * 60) * line.ratePerHourPaise;
  return Math.round(minutePaise / 60);
}

/** The longest minimum trip among the rules in force during the trip, with its rule. */
export function minimumTrip(
  trip: { pickupAt: Date; dropAt: Date },
  car: SeasonCar,
  rules: readonly RateSeason[],
): { hours: number; season: RateSeason } | null {
  let found: { hours: number; season: RateSeason } | null = null;
  const lastDate = istDate(new Date(trip.dropAt.getTime() - 1));
  for (let date = istDate(trip.pickupAt); date <= lastDate; date = addDays(date, 1)) {
    const rule = ruleFor(rules, car, date);
    if (rule?.minTripHours && (!found || rule.minTripHours > found.hours)) {
      found = { hours: rule.minTripHours, season: rule };
    }
  }
  return found;
}

export function minimumTripMessage(seasonName: string, hours: number): string {
  return `During ${seasonName} the minimum booking is ${hours} hours. Please choose a later drop time.`;
}

/** The message when the trip is shorter than a season in force requires, else null. */
export function minimumTripProblem(
  trip: { pickupAt: Date; dropAt: Date },
  car: SeasonCar,
  rules: readonly RateSeason[],
): string | null {
  const minimum = minimumTrip(trip, car, rules);
  if (!minimum) return null;
  const hours = (trip.dropAt.getTime() - trip.pickupAt.getTime()) / 3_600_000;
  return hours < minimum.hours ? minimumTripMessage(minimum.season.name, minimum.hours) : null;
}

/** Whether two rules of a branch clash: the same scope and overlapping dates (or both standing). */
export function rulesClash(
  a: Pick<RateSeason, 'branchId' | 'categoryId' | 'carId' | 'startsOn' | 'endsOn'>,
  b: Pick<RateSeason, 'branchId' | 'categoryId' | 'carId' | 'startsOn' | 'endsOn'>,
): boolean {
  if (a.branchId !== b.branchId || a.categoryId !== b.categoryId || a.carId !== b.carId) {
    return false;
  }
  if (a.startsOn === null || a.endsOn === null || b.startsOn === null || b.endsOn === null) {
    // Two standing rules clash; a season and the standing rule never do.
    return (a.startsOn === null) === (b.startsOn === null);
  }
  return a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
}

export const overlappingSeasonMessage = (other: string) =>
  `This season overlaps “${other}” for the same cars. Please change its dates or its cars.`;
export const SECOND_STANDING_RULE_MESSAGE =
  'These cars already have a standing rate rule. Please edit that one instead.';

const DATE_MESSAGE = 'Please enter a valid date.';

/** What a manager sends to create or edit a rate rule. */
export const rateSeasonInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name.').max(80),
    nameHi: z.string().trim().min(1, 'Please enter the name in Hindi.').max(80),
    categoryId: z.number().int().positive().nullable(),
    carId: z.number().int().positive().nullable(),
    startsOn: calendarDate(DATE_MESSAGE).nullable(),
    endsOn: calendarDate(DATE_MESSAGE).nullable(),
    kind: z.enum(SEASON_KINDS),
    weekdayValue: z.number().int(),
    weekendValue: z.number().int(),
    minTripHours: z.number().int().min(1).max(720).nullable(),
  })
  .superRefine((v, ctx) => {
    if ((v.startsOn === null) !== (v.endsOn === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'Please give both dates for a season, or neither for the standing rule.',
      });
    } else if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The season ends before it starts.',
      });
    }
    if (v.carId !== null && v.categoryId !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['carId'],
        message: 'Please choose either one car or a category, not both.',
      });
    }
    for (const field of ['weekdayValue', 'weekendValue'] as const) {
      const value = v[field];
      if (v.kind === 'percent' && (value < -90 || value > 500)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'A percentage goes from -90 to 500.',
        });
      }
      if (v.kind === 'rate' && (value <= 0 || value > 10_000_000)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'Please enter a rate per hour above zero.',
        });
      }
    }
  });
export type RateSeasonInput = z.infer<typeof rateSeasonInputSchema>;

export const rateSeasonSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  categoryId: z.number().int().nullable(),
  carId: z.number().int().nullable(),
  name: z.string(),
  nameHi: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  kind: z.enum(SEASON_KINDS),
  weekdayValue: z.number().int(),
  weekendValue: z.number().int(),
  minTripHours: z.number().int().nullable(),
});

export const rentLineSchema = z.object({
  seasonId: z.number().int().nullable(),
  name: z.string().nullable(),
  nameHi: z.string().nullable(),
  weekend: z.boolean(),
  hours: z.number(),
  ratePerHourPaise: z.number().int(),
});
