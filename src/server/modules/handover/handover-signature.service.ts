import { eq } from 'drizzle-orm';
import { image } from '../../lib/image-codec.js';
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_NOT_IMAGE_MESSAGE,
  SIGNATURE_TOO_LARGE_MESSAGE,
} from '../../../shared/handover-sheet.js';
import { must } from '../../../shared/must.js';
import type { Db } from '../../db/client.js';
import { handoverSignatures } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { removeUpload, storeUpload } from '../../lib/upload-image.js';
import { lockBookingBranch } from './handover.queries.js';
import type { HandoverUpload } from './handover-photos.service.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG by its content (its magic bytes, then decoded), within the size limit; else refused. */
async function checkedSignature(upload: Buffer) {
  if (upload.length > SIGNATURE_MAX_BYTES) throw new HttpError(413, SIGNATURE_TOO_LARGE_MESSAGE);
  if (!upload.subarray(0, 8).equals(PNG_SIGNATURE)) throw badRequest(SIGNATURE_NOT_IMAGE_MESSAGE);
  const meta = await image(upload)
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'png' || !meta.width || !meta.height) {
    throw badRequest(SIGNATURE_NOT_IMAGE_MESSAGE);
  }
  // Re-encoded, so nothing but the pixels is kept (no text chunks from elsewhere).
  return image(upload).png().toBuffer();
}

/**
 * The customer's signature drawn on the staff tablet at pickup or return: stored as a PNG under
 * handovers/<booking>/, one per stage (a new one replaces it), audited.
 */
export async function saveHandoverSignature(
  db: Db,
  storage: UploadStorage,
  { staff, bookingId, stage, upload }: HandoverUpload,
) {
  const data = await checkedSignature(upload);
  const key = await storeUpload(storage, `handovers/${bookingId}`, {
    data,
    mimeType: 'image/png',
    ext: 'png',
  });
  const old = await db.transaction(async (tx) => {
    const branchId = await lockBookingBranch(tx, bookingId);
    const [before] = await tx
      .select()
      .from(handoverSignatures)
      .where(eq(handoverSignatures.bookingId, bookingId))
      .then((rows) => rows.filter((r) => r.stage === stage));
    const [row] = await tx
      .insert(handoverSignatures)
      .values({ bookingId, stage, storageKey: key, sizeBytes: data.length, signedBefore: staff.id })
      .onConflictDoUpdate({
        target: [handoverSignatures.bookingId, handoverSignatures.stage],
        set: {
          storageKey: key,
          sizeBytes: data.length,
          signedBefore: staff.id,
          signedAt: new Date(),
        },
      })
      .returning();
    const signature = must(row, 'the stored handover signature');
    await recordAudit(tx, {
      actorId: staff.id,
      action: `booking.signature.${stage}`,
      recordType: 'booking',
      recordId: bookingId,
      branchId,
      before: before ? { signatureId: before.id, signedAt: before.signedAt } : null,
      after: { signatureId: signature.id, sizeBytes: signature.sizeBytes },
    });
    return before;
  });
  if (old) await removeUpload(storage, old.storageKey);
  return { stage, signedAt: new Date().toISOString() };
}
