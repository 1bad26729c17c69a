import { z } from 'zod';

// One date parser for every YYYY-MM-DD the site takes in (issue 32): a date that does not
// exist (2030-02-30, 2026-13-01) is refused here, before JavaScript rolls it into March or
// PostgreSQL refuses it with a 500.

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date that exists (false for 2026-02-30 or 2026-13-01, never a throw). */
export function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** A YYYY-MM-DD field; `message` is the one answer for anything else, an impossible day included. */
export const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, { error: message });
