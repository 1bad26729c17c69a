import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giftTokenParamsSchema } from '../../../shared/learning-orders.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { contentLanguageSchema } from '../../../shared/learning-catalogue.js';
import { contentLanguage, contentLanguageQuery } from './content-language.js';
import { courseTexts } from './course-view.js';
import { claimGift, findGift } from './gift.service.js';

const giftViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  language: contentLanguageSchema,
  category: z.enum(['exam', 'skill', 'qb']),
  giver: z.string(),
  friendName: z.string(),
  claimed: z.boolean(),
});

/** The e-mailed gift link: anyone with it sees the gift; a signed-in user claims it once. */
export const giftRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    const limit = routeLimit(config, 20, 15 * 60_000);

    app.get(
      '/api/learning/gifts/:token',
      {
        config: limit,
        schema: {
          tags,
          summary: 'A gifted course, by the link the friend received',
          params: giftTokenParamsSchema,
          querystring: contentLanguageQuery,
          response: { 200: giftViewSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const [gift, lang] = await Promise.all([
          findGift(db, request.params.token),
          contentLanguage(request, db, request.query.lang),
        ]);
        return { ...gift, ...courseTexts(gift, lang), claimed: gift.claimedBy !== null };
      },
    );

    app.post(
      '/api/learning/gifts/:token/claim',
      {
        onRequest: requireCustomer,
        config: limit,
        schema: {
          tags,
          summary: 'Enrol me in the gifted course (once per gift)',
          params: giftTokenParamsSchema,
          querystring: contentLanguageQuery,
          response: { 200: giftViewSchema },
        },
      },
      async (request) => {
        const gift = await claimGift(db, customerOf(request).id, request.params.token);
        const lang = await contentLanguage(request, db, request.query.lang);
        return { ...gift, ...courseTexts(gift, lang), claimed: true };
      },
    );
  };
