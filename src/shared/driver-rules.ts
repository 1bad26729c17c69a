import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { addDays, istDate, istInstant } from './time.js';

// ---- Drivers: licence and age, recorded at document review (issue 20, decision 0029) ----

/** The youngest anyone may drive in India; a branch may ask for more (its rules). */
export const LEGAL_DRIVING_AGE = 18;

export const LICENCE_DETAILS_MISSING_MESSAGE =
  'Record the licence number, its expiry and the date of birth to verify a driving licence.';
export const LICENCE_NOT_RECORDED_PICKUP_MESSAGE =
  "The customer's licence number, expiry and date of birth are not recorded. Record them when you verify the licence (Customers), then hand over.";

const isoDate = (label: string) => calendarDate(`Please enter the ${label} as a date that exists.`);

/** The oldest date of birth taken: a driver more than this many years old is a typing slip. */
export const OLDEST_DRIVER_YEARS = 100;

/**
 * An Indian driving licence number as printed: state code, RTO code, year of issue and a
 * seven-digit number (CG07 20150012345), typed with or without spaces and dashes.
 */
const LICENCE_NUMBER = /^([A-Z]{2})(\d{2})((?:19|20)\d{2})(\d{7})$/;
export const LICENCE_NUMBER_MESSAGE =
  'Please enter the licence number as printed on the licence: state code, RTO code, year and number, e.g. CG07 20150012345.';

/** The number in one form (CG07 20150012345), or null when it is not a licence number. */
export function normaliseLicenceNumber(typed: string): string | null {
  const m = LICENCE_NUMBER.exec(typed.toUpperCase().replace(/[\s-]/g, ''));
  return m ? `${m[1]}${m[2]} ${m[3]}${m[4]}` : null;
}

export const licenceDetailsSchema = z.object({
  licenceNumber: z
    .string({ error: LICENCE_NUMBER_MESSAGE })
    .max(40, LICENCE_NUMBER_MESSAGE)
    // A check, not a transform, so that replies can carry the schema too (a transform does
    // not encode); the account module stores the number in one form.
    .refine((typed) => normaliseLicenceNumber(typed) !== null, { error: LICENCE_NUMBER_MESSAGE }),
  licenceExpiresOn: isoDate('licence expiry'),
  dateOfBirth: isoDate('date of birth'),
});
export type LicenceDetails = z.infer<typeof licenceDetailsSchema>;

/** Age in whole years on an IST date. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * What is wrong with licence details as staff record them today: an expired licence, a date
 * of birth in the future or after the expiry (dates in the wrong order), a driver under 18.
 */
export function licenceDetailsProblem(l: LicenceDetails, now: Date): string | null {
  const today = istDate(now);
  if (l.dateOfBirth >= today) return 'The date of birth must be in the past.';
  if (ageOn(l.dateOfBirth, today) > OLDEST_DRIVER_YEARS) {
    return `Please check the date of birth: the driver would be over ${OLDEST_DRIVER_YEARS}.`;
  }
  if (l.licenceExpiresOn <= l.dateOfBirth) {
    return 'The licence expiry must be after the date of birth.';
  }
  if (l.licenceExpiresOn < today) {
    return `This driving licence expired on ${l.licenceExpiresOn}; it cannot be verified.`;
  }
  if (ageOn(l.dateOfBirth, today) < LEGAL_DRIVING_AGE) {
    return `The driver must be at least ${LEGAL_DRIVING_AGE} years old.`;
  }
  return null;
}

/**
 * Why the driver may not take a car for a rental ending at `dropAt`: no recorded details, a
 * licence valid through a day before the drop, or younger than the branch's minimum age on
 * the pickup day.
 */
export function driverProblem(
  l: LicenceDetails | null,
  pickupAt: Date,
  dropAt: Date,
  minAge: number,
): string | null {
  if (!l) return LICENCE_NOT_RECORDED_PICKUP_MESSAGE;
  // Valid through its expiry date (IST).
  if (istInstant(addDays(l.licenceExpiresOn, 1), '00:00') < dropAt) {
    return `The driving licence expires on ${l.licenceExpiresOn}, before the drop. The car cannot be handed over.`;
  }
  const age = ageOn(l.dateOfBirth, istDate(pickupAt));
  if (age < minAge) {
    return `The driver is ${age}; this branch hands cars to drivers of ${minAge} and over.`;
  }
  return null;
}
