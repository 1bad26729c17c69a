import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';
import { removeOrphanUploads } from './orphan-uploads.service.js';

export const ORPHAN_UPLOAD_SWEEP_QUEUE = 'upload-orphan-sweep';

/**
 * Pictures uploaded in the console or an account and never saved to a record (a form closed
 * without saving, a photo replaced, a process that died between storing and saving) are
 * deleted once older than UPLOAD_ORPHAN_GRACE_HOURS. Hourly, in one process of however many.
 */
export function scheduleOrphanUploadSweep(
  jobs: JobQueue,
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
) {
  const stores = {
    media: createPublicMedia(config),
    uploads: createUploadStorage(config.uploads),
  };
  jobs.define(ORPHAN_UPLOAD_SWEEP_QUEUE, async () => {
    const removed = await removeOrphanUploads(db, stores, config.orphanUploadGraceHours);
    if (removed.media.length + removed.uploads.length > 0) {
      log.info({ removed }, 'removed uploads no record uses');
    }
  });
  jobs.every(ORPHAN_UPLOAD_SWEEP_QUEUE, '17 * * * *');
}
