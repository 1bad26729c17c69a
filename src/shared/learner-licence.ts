import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { addDays, istDate } from './time.js';

// ---- A learner's licence (issue 34 item 3, decision 0047) ----
//
// Driving on a public road needs a valid learner's licence (valid six months); the driving
// test is taken no earlier than 30 days after it was issued (CMVR rules 3 and 15, as read in
// decision 0047). The learner records it on their account (the account module owns it: it is
// the customer's document, beside the driving licence staff record for rentals); a practical
// lesson is booked only while it is valid on the lesson's day.

/** The driving test comes at least this many days after the learner's licence was issued. */
export const LEARNER_TEST_MIN_DAYS = 30;

export const LEARNER_LICENCE_MESSAGES = {
  number:
    'Please enter the learner’s licence number as printed, starting with the state and RTO code, e.g. CG07/0012345/2026.',
  issuedOn: 'Please enter the date the learner’s licence was issued, not in the future.',
  expiresOn: 'The learner’s licence must expire after the day it was issued.',
  missing:
    'Please record your learner’s licence (number, issue and expiry dates) before your first lesson on the road.',
  expiresBeforeLesson:
    'Your learner’s licence expires before this lesson. Please renew it and record the new dates, or choose an earlier lesson.',
  notYetIssued: 'Your learner’s licence is not yet valid on the day of this lesson.',
  tooNewForTest: `A driving test can be booked only ${LEARNER_TEST_MIN_DAYS} days or more after the learner’s licence was issued.`,
  saved: 'Your learner’s licence is saved.',
} as const;

const M = LEARNER_LICENCE_MESSAGES;

/** A learner's licence number as printed (CG07/0012345/2026, CG0720260012345), in one form. */
export function normaliseLearnerLicenceNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9/]{5,16}$/.test(compact) ? compact : null;
}

export const learnerLicenceBodySchema = z
  .object({
    licenceNumber: z
      .string({ error: M.number })
      .max(40, M.number)
      .refine((typed) => normaliseLearnerLicenceNumber(typed) !== null, { error: M.number }),
    issuedOn: calendarDate(M.issuedOn),
    expiresOn: calendarDate(M.expiresOn),
  })
  .refine((l) => l.issuedOn < l.expiresOn, { message: M.expiresOn, path: ['expiresOn'] });
export type LearnerLicenceBody = z.infer<typeof learnerLicenceBodySchema>;

export const learnerLicenceSchema = z.object({
  licenceNumber: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
});
export type LearnerLicence = z.infer<typeof learnerLicenceSchema>;
export const learnerLicenceReplySchema = z.object({ licence: learnerLicenceSchema.nullable() });

/** A licence's issue date must not be in the future (IST). */
export const issuedInFuture = (l: LearnerLicenceBody, now: Date) => l.issuedOn > istDate(now);

/**
 * Why a learner may not have a lesson (or, `test`, a driving test) starting at `start`: no
 * licence recorded, not yet issued or already expired on the lesson's IST day, or for a test
 * issued fewer than 30 days before. Null: fine.
 */
export function learnerLicenceProblem(
  licence: LearnerLicence | null,
  start: Date,
  opts: { test?: boolean } = {},
): string | null {
  if (!licence) return M.missing;
  const day = istDate(start);
  if (licence.issuedOn > day) return M.notYetIssued;
  if (licence.expiresOn < day) return M.expiresBeforeLesson;
  if (opts.test && addDays(licence.issuedOn, LEARNER_TEST_MIN_DAYS) > day) return M.tooNewForTest;
  return null;
}

/**
 * When a learner with this licence may take the driving test at the RTO: from 30 days after it
 * was issued until it expires (IST dates, both included); `open` false when it expires first.
 */
export function drivingTestWindow(licence: LearnerLicence): {
  from: string;
  until: string;
  open: boolean;
} {
  const from = addDays(licence.issuedOn, LEARNER_TEST_MIN_DAYS);
  return { from, until: licence.expiresOn, open: from <= licence.expiresOn };
}
