import { formatIstDayTime } from './ist-format.js';

// What the server says about practical lessons (issue 34), in English; the Hindi is in the web
// catalogues (locales/hi/console/messages/lessons.ts, and the figures for the slot's times).

export const LESSON_MESSAGES = {
  packageNotFound: 'There is no such lesson package at this branch.',
  packageInactive: 'This lesson package is not offered any more.',
  instructorNotFound: 'There is no such instructor of the driving school.',
  notPracticalInstructor: 'This instructor does not give practical lessons at this branch.',
  outsideHours:
    'The instructor does not work at that time. Please choose a time within their working hours.',
  onLeave: 'The instructor is on leave that day. Please choose another day or instructor.',
  notTrainingCar: 'This car is not a training car of this branch.',
  carRented:
    'The car is rented out at that time (with the turnaround between rentals). Please choose another time or car.',
  carBlocked: 'The car is blocked for maintenance at that time. Please choose another time or car.',
  inPast: 'Please choose a lesson time in the future.',
  learnerBusy: 'The learner already has a lesson at that time.',
  learnerNotFound: 'There is no such learner.',
  lessonNotFound: 'There is no such lesson.',
  alreadyCancelled: 'This lesson is already cancelled.',
  notCancellable: 'A lesson already taught cannot be cancelled.',
  cancelled: 'The lesson is cancelled.',
  /** A rental booking (online, counter or a change) over a lesson of its car. */
  rentalOverLesson:
    'This car has a driving lesson in that period (with the turnaround between rentals). Please choose another time or car.',
  /** A maintenance block over a lesson. */
  blockOverLesson:
    'This period clashes with a driving lesson on this car. Cancel or move that lesson first.',
  hoursOrder: 'Working hours must end after they start, within the day.',
  weekdayTwice: 'Please give each weekday at most once.',
  leaveOrder: 'The leave must end on or after the day it starts.',
  leaveNotFound: 'There is no such leave.',
  sessionMinutes: 'A session is 30 to 120 minutes, in steps of 15 minutes.',
  sessions: 'A package has 1 to 60 sessions.',
  validityDays: 'The validity is 1 to 365 days.',
  theoryHours: 'Theory hours are 0 to 40.',
  price: 'Enter the price in whole paise, 0 or more.',
  title: 'Please enter the title in English and Hindi (at most 120 characters).',
  branch: 'Please choose the branch.',
  weekStart: 'Please choose the week by its first day (YYYY-MM-DD).',
  // The learner's side (decision 0047).
  noEntitlement: 'You have not bought this lesson package. Please buy it before booking a lesson.',
  entitlementUsedUp:
    'All the lessons of your package are booked or used. Please buy another package to book more.',
  entitlementExpired:
    'Your package is not valid on the day of this lesson. Please choose a day before it expires, or buy a new package.',
  purchaseNotFound: 'There is no such package purchase.',
  purchaseNotPending: 'This purchase is already paid or closed.',
  tooLateToChange:
    'It is too late to cancel or move this lesson online. It stays booked, and if you miss it, it counts as a no-show and uses a lesson of your package.',
  homePickupNotOffered: 'This branch does not pick learners up at home. Please choose the branch.',
  homeOutsideRadius:
    'This address is outside the area the branch picks learners up from. Please choose the branch, or an address nearer to it.',
  homeAddress: 'Please enter the pickup address (5 to 300 characters).',
  homeLocation: 'Please share the location of the pickup address.',
  notYourLesson: 'There is no such lesson of yours.',
  notMovable: 'Only a booked lesson can be moved.',
  cutoffHours: 'The cancel cut-off is 0 to 168 hours before the lesson.',
  radiusKm: 'The home pickup radius is 0 to 50 km.',
  branchLocation: 'Please enter the branch location as a latitude and longitude in India.',
} as const;

/** The slot a lesson was asked for and someone else took first (its times for the reader). */
export const lessonSlotTakenMessage = (start: Date, end: Date) =>
  `The slot ${formatIstDayTime(start)} to ${formatIstDayTime(end)} was just taken. Please choose another slot.`;
