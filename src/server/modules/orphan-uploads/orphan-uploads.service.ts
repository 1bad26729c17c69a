import type { Db } from '../../db/client.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { mediaInUse, storedUploadsInUse } from './orphan-uploads.queries.js';

/** Public pictures and the private uploads, each on the disk or in the bucket (S3_BUCKET). */
export interface UploadStores {
  media: UploadStorage;
  uploads: UploadStorage;
}

const MEDIA_FOLDERS = ['cars', 'blog', 'gallery', 'courses'];
/** Never `documents`: identity documents are kept whatever happens to their record. */
const UPLOAD_FOLDERS = ['photos', 'handovers'];

/**
 * The names the upload endpoints give pictures (car-photo.service, content-image.service,
 * learning/cover-image, upload-image's storeUpload). Generated pictures (`car-7.svg`, seeded
 * covers) never match, so only what someone uploaded can be swept.
 */
const UPLOADED_MEDIA =
  /^(?:cars\/car-\d+-[0-9a-f]{12}-\d+|(?:blog|gallery)\/console-[0-9a-f]{24}|blog\/member-[0-9a-f]{32}|courses\/cover-[0-9a-f]{32})\.jpg$/;
const UPLOADED_PICTURE = /^(?:photos|handovers)\/\d+\/[0-9a-f]{32}\.jpg$/;

/** A car photo is one upload in several sizes (`…-800.jpg`, `…-1600.jpg`); a car names one. */
const uploadOf = (mediaKey: string) =>
  mediaKey.replace(/^(cars\/car-\d+-[0-9a-f]{12})-\d+\.jpg$/, '$1');

async function oldUploads(store: UploadStorage, folders: string[], name: RegExp, before: number) {
  const keys: string[] = [];
  for (const folder of folders) {
    for await (const { key, modifiedAt } of store.list(folder)) {
      if (name.test(key) && modifiedAt.getTime() < before) keys.push(key);
    }
  }
  return keys;
}

/**
 * Deletes uploaded pictures that no record uses and that were written more than `graceHours`
 * before `now` (an upload is saved to its record by a later request: a form still open keeps
 * its picture for the grace period). Returns the removed keys.
 */
export async function removeOrphanUploads(
  db: Db,
  stores: UploadStores,
  graceHours: number,
  now = new Date(),
): Promise<{ media: string[]; uploads: string[] }> {
  const before = now.getTime() - graceHours * 3_600_000;
  const media = await oldUploads(stores.media, MEDIA_FOLDERS, UPLOADED_MEDIA, before);
  const uploads = await oldUploads(stores.uploads, UPLOAD_FOLDERS, UPLOADED_PICTURE, before);
  // Records are read after the listing, so a picture saved meanwhile is seen as used.
  const usedMedia = new Set(
    (await mediaInUse(db)).map((url) => uploadOf(url.replace(/^\/media\//, ''))),
  );
  const usedUploads = new Set(await storedUploadsInUse(db));
  const removed = {
    media: media.filter((key) => !usedMedia.has(uploadOf(key))),
    uploads: uploads.filter((key) => !usedUploads.has(key)),
  };
  for (const key of removed.media) await stores.media.remove(key);
  for (const key of removed.uploads) await stores.uploads.remove(key);
  return removed;
}
