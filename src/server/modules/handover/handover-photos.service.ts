import { and, count, eq } from 'drizzle-orm';
import { must } from '../../../shared/must.js';
import type { Db } from '../../db/client.js';
import { handoverPhotos } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { normaliseUpload, removeUpload, storeUpload } from '../../lib/upload-image.js';
import { lockBookingBranch } from './handover.queries.js';

export const MAX_PHOTOS_PER_STAGE = 12;

/** A file staff add to a booking's pickup or return (a photo of the car, the signature). */
export interface HandoverUpload {
  staff: ConsoleStaff;
  bookingId: number;
  stage: 'pickup' | 'return';
  upload: Buffer;
}

/**
 * Stores a photo of the car at pickup or return, checked by content and re-encoded like every
 * upload. Photos live in the upload storage under handovers/ and are served to staff only.
 */
export async function saveHandoverPhoto(
  db: Db,
  storage: UploadStorage,
  { staff, bookingId, stage, upload }: HandoverUpload,
) {
  const file = await normaliseUpload(upload, { allowPdf: false });
  const key = await storeUpload(storage, `handovers/${bookingId}`, file);
  try {
    return await db.transaction(async (tx) => {
      const branchId = await lockBookingBranch(tx, bookingId);
      const [taken] = await tx
        .select({ n: count() })
        .from(handoverPhotos)
        .where(and(eq(handoverPhotos.bookingId, bookingId), eq(handoverPhotos.stage, stage)));
      if ((taken?.n ?? 0) >= MAX_PHOTOS_PER_STAGE) {
        throw badRequest(`At most ${MAX_PHOTOS_PER_STAGE} photos per handover.`);
      }
      const [photo] = await tx
        .insert(handoverPhotos)
        .values({
          bookingId,
          stage,
          storageKey: key,
          sizeBytes: file.data.length,
          uploadedBy: staff.id,
        })
        .returning();
      const { id, sizeBytes } = must(photo, 'the inserted handover photo');
      await recordAudit(tx, {
        actorId: staff.id,
        action: `booking.photo.${stage}`,
        recordType: 'booking',
        recordId: bookingId,
        branchId,
        before: null,
        after: { photoId: id, sizeBytes },
      });
      return { id, url: `/api/console/bookings/${bookingId}/photos/${id}` };
    });
  } catch (error) {
    await removeUpload(storage, key);
    throw error;
  }
}

export async function openHandoverPhoto(
  db: Db,
  storage: UploadStorage,
  bookingId: number,
  photoId: number,
) {
  const [row] = await db
    .select()
    .from(handoverPhotos)
    .where(and(eq(handoverPhotos.id, photoId), eq(handoverPhotos.bookingId, bookingId)));
  if (!row) throw notFound('Photo not found.');
  return storage.get(row.storageKey);
}
