import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { image } from '../../lib/image-codec.js';
import { UPLOAD_MAX_BYTES } from '../../../shared/account.js';
import { tooLargeMessage } from '../../../shared/uploads.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { normaliseUpload } from '../../lib/upload-image.js';
import type { PublicMedia } from '../../lib/storage/public-media.js';

export const COVER_MAX_BYTES = UPLOAD_MAX_BYTES;

/** Lets the routes of `app` take one cover picture upload. */
export const acceptCoverUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

/** A lesson's picture is shown at most this wide; it keeps its own shape. */
export const LESSON_PICTURE_MAX_WIDTH = 1200;

/** How a stored picture is sized: cropped to a card, or made to fit a lesson's width. */
export type PictureSize =
  { fit: 'cover'; width: number; height: number } | { fit: 'width'; maxWidth: number };

/**
 * Reads a picture (multipart field "file"), checked by its content and size, and stores it as
 * a JPEG under /media/<folder>/ with an unguessable name (public once its post or course is
 * Live). `size` crops it (a course card's 16:9) or narrows it, keeping its aspect ratio.
 * Returns its address.
 */
export async function saveCoverUpload(
  request: FastifyRequest,
  media: PublicMedia,
  target: { folder: 'blog' | 'courses'; prefix: string; size?: PictureSize },
): Promise<string> {
  if (!request.isMultipart()) throw badRequest('Please choose an image to upload.');
  const part = await request.file();
  if (!part) throw badRequest('Please choose an image to upload.');
  let buf: Buffer;
  try {
    buf = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, tooLargeMessage('image', COVER_MAX_BYTES));
    }
    throw error;
  }
  let { data } = await normaliseUpload(buf, { allowPdf: false });
  if (target.size) data = await resized(data, target.size);
  const name = `${target.prefix}-${randomBytes(16).toString('hex')}.jpg`;
  await media.put(`${target.folder}/${name}`, data, 'image/jpeg');
  return `/media/${target.folder}/${name}`;
}

function resized(data: Buffer, size: PictureSize): Promise<Buffer> {
  const resize =
    size.fit === 'cover'
      ? { width: size.width, height: size.height, fit: 'cover' as const }
      : { width: size.maxWidth, withoutEnlargement: true };
  return image(data).resize(resize).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
