import { EVIDENCE_LIMIT_MESSAGE, MAX_EVIDENCE_FILES } from '../../../shared/trip-charges.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { normaliseUpload, removeUpload, storeUpload } from '../../lib/upload-image.js';
import { countEvidence, evidenceFile, insertEvidence, lockCharge } from './trip-charges.queries.js';

/**
 * A photo or PDF of a charge's evidence (the challan notice, the damage), checked by content
 * (photos re-encoded) and stored under trip-charges/<id>/; served to staff and the renter only.
 */
export async function saveTripChargeEvidence(
  db: Db,
  storage: UploadStorage,
  staff: ConsoleStaff,
  chargeId: number,
  upload: Buffer,
) {
  const file = await normaliseUpload(upload, { allowPdf: true });
  const key = await storeUpload(storage, `trip-charges/${chargeId}`, file);
  try {
    return await db.transaction(async (tx) => {
      const charge = await lockCharge(tx, chargeId);
      if (!charge) throw notFound();
      if ((await countEvidence(tx, chargeId)) >= MAX_EVIDENCE_FILES)
        throw badRequest(EVIDENCE_LIMIT_MESSAGE);
      const row = await insertEvidence(tx, {
        chargeId,
        storageKey: key,
        mimeType: file.mimeType,
        sizeBytes: file.data.length,
        uploadedBy: staff.id,
      });
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'trip_charge.evidence',
        recordType: 'trip_charge',
        recordId: chargeId,
        branchId: charge.branchId,
        before: null,
        after: { fileId: row.id, mimeType: row.mimeType, sizeBytes: row.sizeBytes },
      });
      return {
        id: row.id,
        url: `/api/console/trip-charges/${chargeId}/evidence/${row.id}`,
        mimeType: row.mimeType,
      };
    });
  } catch (error) {
    await removeUpload(storage, key);
    throw error;
  }
}

/** A file of a charge (its owner checked by the caller): its type and its bytes. */
export async function openTripChargeEvidence(
  db: Db,
  storage: UploadStorage,
  chargeId: number,
  fileId: number,
) {
  const row = await evidenceFile(db, chargeId, fileId);
  if (!row) throw notFound('File not found.');
  return { mimeType: row.mimeType, body: await storage.get(row.storageKey) };
}
