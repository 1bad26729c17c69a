import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { requireCustomer } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';
import { acceptCoverUploads } from './cover-image.js';

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
