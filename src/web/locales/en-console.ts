import { shared } from './en/console/shared';
import { access } from './en/console/access';
import { availability } from './en/console/availability';
import { bookings } from './en/console/bookings';
import { handover } from './en/console/handover';
import { content } from './en/console/content';
import { customers } from './en/console/customers';
import { fastagImport } from './en/console/fastag-import';
import { fleet } from './en/console/fleet';
import { jobs } from './en/console/jobs';
import { lessons } from './en/console/lessons';
import { money } from './en/console/money';
import { offers } from './en/console/offers';
import { reports } from './en/console/reports';
import { reviews } from './en/console/reviews';
import { school } from './en/console/school';
import { seasons } from './en/console/seasons';
import { settings } from './en/console/settings';
import { tripCharges } from './en/console/trip-charges';

/**
 * The operator console's words (/staff/*): a chunk of their own per language, loaded with the
 * console's routes, so customers never download them. A staff member chooses the language with
 * the same switch as the site's; it is remembered on their account (decision 0040).
 */
export const enConsole = {
  console: {
    shared,
    access,
    availability,
    bookings,
    handover,
    content,
    customers,
    fastagImport,
    fleet,
    jobs,
    lessons,
    money,
    offers,
    reports,
    reviews,
    school,
    seasons,
    settings,
    tripCharges,
  },
  /** Hindi for the server's English messages, keyed by the English text: empty in English. */
  consoleMessages: {} as Record<string, string>,
  /** [pattern on the English text, replacement] for console messages with numbers or names. */
  consolePatterns: [] as [string, string][],
};

export type ConsoleCatalogue = typeof enConsole;
