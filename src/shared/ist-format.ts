/**
 * Dates and times as shown to visitors, in India Standard Time (UTC+05:30 all year, no
 * daylight saving). Written out rather than with Intl.DateTimeFormat: its first en-IN format
 * costs Chromium 40-60 ms of main-thread time on page load, and the server and the browser
 * (different ICU versions) must print the very same text for hydration. The output matches
 * en-IN as Node 20 prints it (`ist-format.test.ts` compares them).
 */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function ist(instant: Date) {
  const d = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: MONTHS[d.getUTCMonth()]!,
    day: d.getUTCDate(),
    weekday: WEEKDAYS[d.getUTCDay()]!,
    hour: d.getUTCHours(),
    minute: String(d.getUTCMinutes()).padStart(2, '0'),
  };
}

/** "5 Sept 2026" */
export function formatIstDate(instant: Date): string {
  const t = ist(instant);
  return `${t.day} ${t.month} ${t.year}`;
}

/** "5 Sept, 11:59 pm" */
export function formatIstDayTime(instant: Date): string {
  const t = ist(instant);
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${t.day} ${t.month}, ${hour12}:${t.minute} ${t.hour < 12 ? 'am' : 'pm'}`;
}

/** "Sat, 5 Sept, 23:59" */
export function formatIstWeekdayTime(instant: Date): string {
  const t = ist(instant);
  return `${t.weekday}, ${t.day} ${t.month}, ${String(t.hour).padStart(2, '0')}:${t.minute}`;
}
