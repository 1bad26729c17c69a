import { randomBytes } from 'node:crypto';
import { image } from '../../lib/image-codec.js';
import {
  BLOG_IMAGE_SIZE,
  BLOG_IMAGE_URL_PREFIX,
  GALLERY_IMAGE_SIZE,
  GALLERY_IMAGE_URL_PREFIX,
} from '../../lib/content-image.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { sniffType } from '../../lib/upload-image.js';
import type { PublicMedia } from '../../lib/storage/public-media.js';

export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';
export const IMAGE_UNREADABLE_MESSAGE = 'This image could not be read. Please upload another.';
const MIN_WIDTH = 400;

const KINDS = {
  blog: { size: BLOG_IMAGE_SIZE, prefix: BLOG_IMAGE_URL_PREFIX, folder: 'blog' },
  gallery: { size: GALLERY_IMAGE_SIZE, prefix: GALLERY_IMAGE_URL_PREFIX, folder: 'gallery' },
} as const;

/**
 * Checks the bytes (not the name or declared type), then writes the picture cropped to the
 * size the public page shows it at (blog cover 1200×630, gallery 800×600). Re-encoding drops
 * EXIF and anything hidden after the image. Returns the public URL.
 */
export async function writeContentImage(
  media: PublicMedia,
  kind: keyof typeof KINDS,
  buf: Buffer,
): Promise<string> {
  const { size, prefix, folder } = KINDS[kind];
  const type = sniffType(buf);
  if (!type || type === 'application/pdf') throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  let width: number | undefined;
  try {
    width = (await image(buf, { limitInputPixels: 50_000_000 }).metadata()).width;
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
  if (!width || width < MIN_WIDTH) {
    throw badRequest(`The image is too small: it must be at least ${MIN_WIDTH} pixels wide.`);
  }
  let data: Buffer;
  try {
    data = await image(buf, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ ...size, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
  const name = `console-${randomBytes(12).toString('hex')}.jpg`;
  await media.put(`${folder}/${name}`, data, 'image/jpeg');
  return `${prefix}${name}`;
}

/** Names this site gives the pictures it writes (uploads and seeded drawings), nothing else. */
const OWN_PICTURE = /^[a-z0-9-]{1,80}\.(jpg|svg)$/;

/**
 * Deletes the picture at a public URL of `kind` from the media folder, when it is one of ours
 * (any other URL is left alone). A file already gone is fine.
 */
export async function removeContentImage(
  media: PublicMedia,
  kind: keyof typeof KINDS,
  url: string,
) {
  const { prefix, folder } = KINDS[kind];
  const name = url.slice(prefix.length);
  if (!url.startsWith(prefix) || !OWN_PICTURE.test(name)) return;
  await media.remove(`${folder}/${name}`);
}
