/**
 * Dates and times as shown to visitors, in India Standard Time (UTC+05:30 all year, no
 * daylight saving). Written out rather than with Intl.DateTimeFormat: its first en-IN format
 * costs Chromium 40-60 ms of main-thread time on page load, and the server and the browser
 * (different ICU versions) must print the very same text for hydration. The output matches
 * en-IN and hi-IN as Node 20 and 24 print them (`ist-format.test.ts` compares them).
 */
import type { Language } from './language.js';
import { must } from './must.js';

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS_EN = [
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
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS_HI = [
  'जन॰',
  'फ़र॰',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुल॰',
  'अग॰',
  'सित॰',
  'अक्टू॰',
  'नव॰',
  'दिस॰',
];
const WEEKDAYS_HI = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];
const NAMES = {
  en: { months: MONTHS_EN, weekdays: WEEKDAYS_EN },
  hi: { months: MONTHS_HI, weekdays: WEEKDAYS_HI },
};

function ist(instant: Date, lang: Language) {
  const d = new Date(instant.getTime() + IST_OFFSET_MS);
  const names = NAMES[lang];
  return {
    year: d.getUTCFullYear(),
    month: must(names.months[d.getUTCMonth()], 'a month name'),
    day: d.getUTCDate(),
    weekday: must(names.weekdays[d.getUTCDay()], 'a weekday name'),
    hour: d.getUTCHours(),
    minute: String(d.getUTCMinutes()).padStart(2, '0'),
  };
}

/** "5 Sept 2026" ("5 सित॰ 2026") */
export function formatIstDate(instant: Date, lang: Language = 'en'): string {
  const t = ist(instant, lang);
  return `${t.day} ${t.month} ${t.year}`;
}

/** "5 Sept, 11:59 pm" ("5 सित॰, 11:59 pm") */
export function formatIstDayTime(instant: Date, lang: Language = 'en'): string {
  const t = ist(instant, lang);
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${t.day} ${t.month}, ${hour12}:${t.minute} ${t.hour < 12 ? 'am' : 'pm'}`;
}

/** "5 Sept 2026, 11:59 pm" ("5 सित॰ 2026, 11:59 pm"): a moment with its year, as a document prints it. */
export function formatIstDateTime(instant: Date, lang: Language = 'en'): string {
  const t = ist(instant, lang);
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${t.day} ${t.month} ${t.year}, ${hour12}:${t.minute} ${t.hour < 12 ? 'am' : 'pm'}`;
}

/** "Sat, 5 Sept, 23:59" ("शनि, 5 सित॰, 23:59") */
export function formatIstWeekdayTime(instant: Date, lang: Language = 'en'): string {
  const t = ist(instant, lang);
  return `${t.weekday}, ${t.day} ${t.month}, ${String(t.hour).padStart(2, '0')}:${t.minute}`;
}
