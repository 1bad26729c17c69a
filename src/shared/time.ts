/** Every pickup and drop time is Indian Standard Time (UTC+05:30, no daylight saving). */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 330;

/** Calendar date (YYYY-MM-DD) in IST for an instant. */
export function istDate(instant: Date): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant of an IST wall-clock date (YYYY-MM-DD) and time (HH:MM). */
export function istInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/**
 * The Trending Cars window: free from tomorrow 23:59 to the day after 09:59, IST.
 */
export function trendingWindow(now: Date): { from: Date; to: Date } {
  const tomorrow = addDays(istDate(now), 1);
  return {
    from: istInstant(tomorrow, '23:59'),
    to: istInstant(addDays(tomorrow, 1), '09:59'),
  };
}
