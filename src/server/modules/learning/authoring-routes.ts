import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '../../../shared/ids.js';
import type { Config } from '../../config.js';
import { requireCustomer } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';
import { acceptCoverUploads } from './cover-image.js';

/** `:id` of a course or blog post, with messages that name it. */
export const idParamsOf = (noun: 'course' | 'blog') =>
  z.object({
    id: z.coerce
      .number({ error: `The ${noun} id must be a number.` })
      .int({ error: `The ${noun} id must be a whole number.` })
      .positive({ error: `The ${noun} id must be a whole number.` })
      .max(MAX_ID, { error: `The ${noun} id is too large.` }),
  });

/**
 * What every authoring route group (instructor courses, My Blogs) shares: signed-in customers
 * only, private replies, cover uploads; returns the write limit (30 a quarter-hour per user)
 * and the public media storage the covers go to.
 */
export async function authoringRoutesSetup(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', requireCustomer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await acceptCoverUploads(app);
  return { limit: routeLimit(config, 30, 15 * 60_000, 'user'), media: createPublicMedia(config) };
}
