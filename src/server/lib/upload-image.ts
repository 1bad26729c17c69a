import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { image } from './image-codec.js';
import { badRequest, HttpError } from './http-errors.js';
import type { UploadStorage } from './storage/upload-storage.js';
import { IMAGE_OR_PDF_TYPE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../shared/uploads.js';

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** The file type by its first bytes; the name and the declared type are not trusted. */
export function sniffType(buf: Buffer): SniffedType | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/**
 * Checks the bytes, then re-encodes images to JPEG (which drops EXIF, GPS and any payload
 * hidden after the image) at most 2000 px a side. PDFs are kept as sent when `allowPdf`.
 */
export async function normaliseUpload(
  buf: Buffer,
  { allowPdf }: { allowPdf: boolean },
): Promise<{ data: Buffer; mimeType: string; ext: string }> {
  const type = sniffType(buf);
  if (!type || (type === 'application/pdf' && !allowPdf)) {
    throw new HttpError(415, allowPdf ? IMAGE_OR_PDF_TYPE_MESSAGE : IMAGE_TYPE_MESSAGE);
  }
  if (type === 'application/pdf') return { data: buf, mimeType: type, ext: 'pdf' };
  try {
    const data = await image(buf, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { data, mimeType: 'image/jpeg', ext: 'jpg' };
  } catch {
    throw badRequest('This image could not be read. Please upload another picture.');
  }
}

/** Stores a normalised upload under `folder` with an unguessable name; returns its key. */
export async function storeUpload(
  storage: UploadStorage,
  folder: string,
  file: { data: Buffer; mimeType: string; ext: string },
) {
  const key = path.posix.join(folder, `${randomBytes(16).toString('hex')}.${file.ext}`);
  await storage.put(key, file.data, file.mimeType);
  return key;
}

export async function removeUpload(storage: UploadStorage, key: string | null | undefined) {
  if (key) await storage.remove(key);
}
