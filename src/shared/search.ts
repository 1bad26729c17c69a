import { isIdText } from './ids.js';
import { addDays, istDate, istInstant } from './time.js';
import { isCalendarDate } from './calendar-date.js';

/**
 * The search rules (spec points 4, 5 and 9), shared by the search form and the server so the
 * check and its message always agree. No zod here: the header form loads on every page.
 */

/** Shortest booking, in hours. The spec's check reads "more than 5", its message says 6. */
export const MIN_BOOKING_HOURS = 6;
/** Pickup may be from today up to this many days ahead (IST calendar days). */
export const PICKUP_WINDOW_DAYS = 180;
export const FIRST_SLOT = '04:30';
export const LAST_SLOT = '23:30';
export const SLOT_MINUTES = 30;
export const DEFAULT_TIME = '10:00';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const fromMinutes = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Every half-hour slot from 04:30 to 23:30 ("04:30", "05:00", ... "23:30"). */
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT) - toMinutes(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => fromMinutes(toMinutes(FIRST_SLOT) + i * SLOT_MINUTES),
);

export const isTimeSlot = (time: string) => TIME_SLOTS.includes(time);

export { isCalendarDate };

export const DROP_NOT_AFTER_PICKUP_MESSAGE =
  'Please ensure that the drop-off date and time are scheduled after the pickup date and time. Thank you for your cooperation!';
export const BRANCH_REQUIRED_MESSAGE = 'Please select a branch.';
export const PICKUP_DATE_MESSAGE = `Please select a pickup date from today up to ${PICKUP_WINDOW_DAYS} days ahead.`;
export const DROP_DATE_MESSAGE = 'Please select a drop date on or after the pickup date.';
export const TIME_SLOT_MESSAGE = `Please select a time between ${FIRST_SLOT} and ${LAST_SLOT}, in half-hour steps.`;
export const PICKUP_PASSED_MESSAGE =
  'That pickup time has already passed today. Please select a later time.';

/** Hours as people read them: 6, 5.5, 26. */
export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);

export function minimumDurationMessage(hours: number): string {
  return `The minimum booking duration for a car is ${MIN_BOOKING_HOURS} hours. Unfortunately, your requested booking is for only ${formatHours(hours)} hours. Please adjust the booking duration to meet the minimum requirement.`;
}

export function searchingMessage(hours: number): string {
  return `Searching available cars for Minimum of ${formatHours(hours)} Hours.`;
}

/** A search as typed: strings straight from a form, the URL or storage ('' when empty). */
export interface SearchInput {
  branch: string;
  pickupDate: string;
  pickupTime: string;
  dropDate: string;
  dropTime: string;
}

export type SearchField = keyof SearchInput;

export interface SearchPeriod {
  branchId: number;
  pickupAt: Date;
  dropAt: Date;
  hours: number;
}

export type SearchResult =
  { ok: true; value: SearchPeriod } | { ok: false; field: SearchField; message: string };

/** Search defaults: pickup tomorrow 10:00, drop the day after 10:00, IST. */
export function defaultSearch(now: Date, branch = ''): SearchInput {
  const tomorrow = addDays(istDate(now), 1);
  return {
    branch,
    pickupDate: tomorrow,
    pickupTime: DEFAULT_TIME,
    dropDate: addDays(tomorrow, 1),
    dropTime: DEFAULT_TIME,
  };
}

/** First and last pickup dates the calendar offers (IST). */
export function pickupDateRange(now: Date): { min: string; max: string } {
  const today = istDate(now);
  return { min: today, max: addDays(today, PICKUP_WINDOW_DAYS) };
}

/** Pickup slots offered on a date: all of them, except those already past when it is today. */
export function pickupSlots(date: string, now: Date): string[] {
  if (date !== istDate(now)) return [...TIME_SLOTS];
  return TIME_SLOTS.filter((slot) => istInstant(date, slot).getTime() > now.getTime());
}

export function periodHours(
  input: Pick<SearchInput, 'pickupDate' | 'pickupTime' | 'dropDate' | 'dropTime'>,
): number {
  const from = istInstant(input.pickupDate, input.pickupTime).getTime();
  const to = istInstant(input.dropDate, input.dropTime).getTime();
  return (to - from) / 3_600_000;
}

const fail = (field: SearchField, message: string): SearchResult => ({ ok: false, field, message });

/** Every search rule, first failure wins, in the order the form shows its fields. */
export function validateSearch(input: SearchInput, now: Date): SearchResult {
  const branchId = Number(input.branch);
  if (!isIdText(input.branch)) return fail('branch', BRANCH_REQUIRED_MESSAGE);

  const { min, max } = pickupDateRange(now);
  if (!isCalendarDate(input.pickupDate) || input.pickupDate < min || input.pickupDate > max) {
    return fail('pickupDate', PICKUP_DATE_MESSAGE);
  }
  if (!isTimeSlot(input.pickupTime)) return fail('pickupTime', TIME_SLOT_MESSAGE);
  const pickupAt = istInstant(input.pickupDate, input.pickupTime);
  if (pickupAt.getTime() <= now.getTime()) return fail('pickupTime', PICKUP_PASSED_MESSAGE);

  if (!isCalendarDate(input.dropDate)) return fail('dropDate', DROP_DATE_MESSAGE);
  if (!isTimeSlot(input.dropTime)) return fail('dropTime', TIME_SLOT_MESSAGE);
  if (input.dropDate < input.pickupDate) return fail('dropDate', DROP_NOT_AFTER_PICKUP_MESSAGE);

  const hours = periodHours(input);
  if (hours <= 0) return fail('dropTime', DROP_NOT_AFTER_PICKUP_MESSAGE);
  if (hours < MIN_BOOKING_HOURS) return fail('dropTime', minimumDurationMessage(hours));

  return {
    ok: true,
    value: { branchId, pickupAt, dropAt: istInstant(input.dropDate, input.dropTime), hours },
  };
}

export const SEARCH_KEYS: readonly SearchField[] = [
  'branch',
  'pickupDate',
  'pickupTime',
  'dropDate',
  'dropTime',
];

/** The search part of a URL query, or undefined when the query carries none of it. */
export function readSearchParams(params: URLSearchParams): SearchInput | undefined {
  if (!SEARCH_KEYS.some((key) => params.has(key))) return undefined;
  const read = (key: SearchField) => params.get(key)?.trim() ?? '';
  return {
    branch: read('branch'),
    pickupDate: read('pickupDate'),
    pickupTime: read('pickupTime'),
    dropDate: read('dropDate'),
    dropTime: read('dropTime'),
  };
}
