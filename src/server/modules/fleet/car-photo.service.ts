import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { image } from '../../lib/image-codec.js';
import { CAR_PHOTO_WIDTHS } from '../../../shared/console-fleet.js';
import { CAR_PHOTO_TYPE_MESSAGE } from '../../../shared/uploads.js';
import type { Db } from '../../db/client.js';
import { cars } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { CAR_IMAGE_URL_PREFIX } from '../../lib/car-image.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { sniffType } from '../../lib/upload-image.js';
import { carDetail } from './fleet.queries.js';
import type { PublicMedia } from '../../lib/storage/public-media.js';

export const PHOTO_UNREADABLE_MESSAGE = 'This photo could not be read. Please upload another.';
const MIN_WIDTH = 400;

/**
 * Checks the bytes (not the name), then writes the photo in the sizes the site serves: 8:5
 * crops 800 wide (the cards' and the detail page's `width`) and 1600 wide (for 2x screens).
 * Re-encoding drops EXIF and anything hidden after the image. Returns the 800-wide URL.
 */
async function writeSizes(media: PublicMedia, carId: number, buf: Buffer) {
  const type = sniffType(buf);
  if (!type || type === 'application/pdf') throw new HttpError(415, CAR_PHOTO_TYPE_MESSAGE);
  let width: number | undefined;
  try {
    width = (await image(buf, { limitInputPixels: 50_000_000 }).metadata()).width;
  } catch {
    throw badRequest(PHOTO_UNREADABLE_MESSAGE);
  }
  if (!width || width < MIN_WIDTH) {
    throw badRequest(`The photo is too small: it must be at least ${MIN_WIDTH} pixels wide.`);
  }
  const stem = `car-${carId}-${randomBytes(6).toString('hex')}`;
  for (const w of CAR_PHOTO_WIDTHS) {
    const data = await image(buf, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: w, height: Math.round((w * 5) / 8), fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await media.put(`cars/${stem}-${w}.jpg`, data, 'image/jpeg');
  }
  return `${CAR_IMAGE_URL_PREFIX}${stem}-${CAR_PHOTO_WIDTHS[0]}.jpg`;
}

export async function replaceCarPhoto(
  db: Db,
  media: PublicMedia,
  staff: ConsoleStaff,
  carId: number,
  buf: Buffer,
) {
  const before = await carDetail(db, carId);
  assertBranch(staff, before.branchId);
  const imageUrl = await writeSizes(media, carId, buf);
  await db.transaction(async (tx) => {
    await tx.update(cars).set({ imageUrl }).where(eq(cars.id, carId));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'car.photo',
      recordType: 'car',
      recordId: carId,
      branchId: before.branchId,
      before: { imageUrl: before.imageUrl },
      after: { imageUrl },
    });
  });
  return carDetail(db, carId);
}
