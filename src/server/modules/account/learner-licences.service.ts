import { eq } from 'drizzle-orm';
import {
  issuedInFuture,
  LEARNER_LICENCE_MESSAGES as M,
  normaliseLearnerLicenceNumber,
  type LearnerLicence,
  type LearnerLicenceBody,
} from '../../../shared/learner-licence.js';
import type { DbOrTx } from '../../db/client.js';
import { learnerLicences } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';

/**
 * A customer's learner's licence (decision 0047): their own document, as the driving licence
 * staff record for rentals is, so the account module keeps it; the driving-lessons module
 * reads it when a lesson is booked.
 */
export async function learnerLicenceOf(db: DbOrTx, userId: number): Promise<LearnerLicence | null> {
  const [row] = await db
    .select({
      licenceNumber: learnerLicences.licenceNumber,
      issuedOn: learnerLicences.issuedOn,
      expiresOn: learnerLicences.expiresOn,
    })
    .from(learnerLicences)
    .where(eq(learnerLicences.userId, userId));
  return row ?? null;
}

/** Records (or replaces) my learner's licence: the number in one form, issued by today. */
export async function saveLearnerLicence(
  db: DbOrTx,
  userId: number,
  body: LearnerLicenceBody,
  now = new Date(),
): Promise<LearnerLicence> {
  if (issuedInFuture(body, now)) throw badRequest(M.issuedOn, 'issuedOn');
  const values = {
    licenceNumber: normaliseLearnerLicenceNumber(body.licenceNumber) ?? body.licenceNumber,
    issuedOn: body.issuedOn,
    expiresOn: body.expiresOn,
    recordedAt: now,
  };
  await db
    .insert(learnerLicences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: learnerLicences.userId, set: values });
  return {
    licenceNumber: values.licenceNumber,
    issuedOn: body.issuedOn,
    expiresOn: body.expiresOn,
  };
}
