import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../../config.js';
import { diskStorage } from './disk-storage.js';
import { s3Storage } from './s3-storage.js';
import { isMissing, type UploadStorage } from './upload-storage.js';
import { notFound } from '../http-errors.js';

/**
 * The site's public pictures (car photos, blog and gallery images, course covers), served at
 * `/media/<key>`: files under DATA_DIR/media by default; with S3_BUCKET set, objects under
 * `<S3_KEY_PREFIX>media/` in the uploads' bucket, so every server process on every machine
 * sees a picture the moment one of them stores it (docs/decisions/0024).
 */
export type PublicMedia = UploadStorage;

export const MEDIA_URL_PREFIX = '/media/';
const MEDIA_CACHE = 'public, max-age=86400';

export function createPublicMedia(config: Pick<Config, 'uploads' | 'mediaDir'>): PublicMedia {
  return config.uploads.kind === 's3'
    ? s3Storage({ ...config.uploads, prefix: `${config.uploads.prefix}media/` })
    : diskStorage(config.mediaDir, { mode: 0o644 });
}

/** '/media/cars/car-1.svg' -> 'cars/car-1.svg'. */
export function mediaKey(url: string): string {
  if (!url.startsWith(MEDIA_URL_PREFIX)) throw new Error(`not a media URL: ${url}`);
  return url.slice(MEDIA_URL_PREFIX.length);
}

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};
/** The names this site gives pictures: no folders, no dot files. */
const MEDIA_NAME = /^[\w-][\w.-]{0,150}$/;

/**
 * Serves `/media/<folder>/`: from the disk with @fastify/static (sendfile, ranges, ETags), or
 * streamed from the bucket. A name that is not one of ours, or is not stored, answers 404.
 */
export async function serveMediaFolder(
  app: FastifyInstance,
  config: Pick<Config, 'uploads' | 'mediaDir'>,
  folder: string,
) {
  if (config.uploads.kind !== 's3') {
    fs.mkdirSync(path.join(config.mediaDir, folder), { recursive: true });
    await app.register(fastifyStatic, {
      root: path.join(config.mediaDir, folder),
      prefix: `${MEDIA_URL_PREFIX}${folder}/`,
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', MEDIA_CACHE),
    });
    return;
  }
  const media = createPublicMedia(config);
  app.get(
    `${MEDIA_URL_PREFIX}${folder}/*`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const type = TYPES[path.extname(name).toLowerCase()];
      if (!type || !MEDIA_NAME.test(name)) throw notFound();
      const body = await media.get(`${folder}/${name}`).catch((error: unknown) => {
        // A store that is down is a 5xx the logs show, not a missing picture.
        if (isMissing(error)) throw notFound();
        throw error;
      });
      return reply
        .header('content-type', type)
        .header('cache-control', MEDIA_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
