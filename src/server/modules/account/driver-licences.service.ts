import { eq } from 'drizzle-orm';
import { normaliseLicenceNumber, type LicenceDetails } from '../../../shared/driver-rules.js';
import type { DbOrTx } from '../../db/client.js';
import { driverLicences } from '../../db/schema.js';

/** The licence details staff recorded for a customer, or null (the handover reads them). */
export async function driverLicenceOf(db: DbOrTx, userId: number): Promise<LicenceDetails | null> {
  const [row] = await db
    .select({
      licenceNumber: driverLicences.licenceNumber,
      licenceExpiresOn: driverLicences.licenceExpiresOn,
      dateOfBirth: driverLicences.dateOfBirth,
    })
    .from(driverLicences)
    .where(eq(driverLicences.userId, userId));
  return row ?? null;
}

/** Records (or replaces) the licence details staff read when they verified the licence. */
export async function recordDriverLicence(
  tx: DbOrTx,
  userId: number,
  licence: LicenceDetails,
  recordedBy: number,
): Promise<void> {
  const licenceNumber = normaliseLicenceNumber(licence.licenceNumber) ?? licence.licenceNumber;
  const values = { ...licence, licenceNumber, recordedBy, recordedAt: new Date() };
  await tx
    .insert(driverLicences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: driverLicences.userId, set: values });
}
