import { shared } from './hi/console/shared';
import { access } from './hi/console/access';
import { availability } from './hi/console/availability';
import { bookings } from './hi/console/bookings';
import { handover } from './hi/console/handover';
import { content } from './hi/console/content';
import { customers } from './hi/console/customers';
import { fastagImport } from './hi/console/fastag-import';
import { fleet } from './hi/console/fleet';
import { jobs } from './hi/console/jobs';
import { lessons } from './hi/console/lessons';
import { money } from './hi/console/money';
import { offers } from './hi/console/offers';
import { reports } from './hi/console/reports';
import { reviews } from './hi/console/reviews';
import { school } from './hi/console/school';
import { seasons } from './hi/console/seasons';
import { settings } from './hi/console/settings';
import { tripCharges } from './hi/console/trip-charges';
import { sharedMessages } from './hi/console/messages/shared';
import { accessMessages } from './hi/console/messages/access';
import { availabilityMessages } from './hi/console/messages/availability';
import { bookingsMessages } from './hi/console/messages/bookings';
import { handoverMessages } from './hi/console/messages/handover';
import { contentMessages } from './hi/console/messages/content';
import { customersMessages } from './hi/console/messages/customers';
import { fastagImportMessages } from './hi/console/messages/fastag-import';
import { fleetMessages } from './hi/console/messages/fleet';
import { jobsMessages } from './hi/console/messages/jobs';
import { lessonsMessages } from './hi/console/messages/lessons';
import { lessonMessages as learnerLessonMessages } from './hi/lessons';
import { moneyMessages } from './hi/console/messages/money';
import { offersMessages } from './hi/console/messages/offers';
import { reportsMessages } from './hi/console/messages/reports';
import { reviewsMessages } from './hi/console/messages/reviews';
import { schoolMessages } from './hi/console/messages/school';
import { seasonsMessages, seasonsPatterns } from './hi/console/messages/seasons';
import { settingsMessages } from './hi/console/messages/settings';
import { tripChargesMessages } from './hi/console/messages/trip-charges';
import { consolePatterns } from './hi/console/messages/patterns';
import type { ConsoleCatalogue } from './en-console';

export const hiConsole: ConsoleCatalogue = {
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
  consoleMessages: {
    ...sharedMessages,
    ...accessMessages,
    ...availabilityMessages,
    ...bookingsMessages,
    ...handoverMessages,
    ...contentMessages,
    ...customersMessages,
    ...fastagImportMessages,
    ...fleetMessages,
    ...jobsMessages,
    // The desk meets the learner's refusals too (no package bought, no learner's licence).
    ...learnerLessonMessages,
    ...lessonsMessages,
    ...moneyMessages,
    ...offersMessages,
    ...reportsMessages,
    ...reviewsMessages,
    ...schoolMessages,
    ...seasonsMessages,
    ...settingsMessages,
    ...tripChargesMessages,
  },
  consolePatterns: [...consolePatterns, ...seasonsPatterns],
};
