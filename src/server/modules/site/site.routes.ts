import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteInfoSchema } from '../../../shared/site.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';

export const siteRoutes =
  (config: Config, database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['site'],
          summary: 'Ready when migrations have run and the database answers',
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable'), message: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const };
        } catch {
          return reply
            .status(503)
            .send({ status: 'unavailable' as const, message: 'The database does not answer.' });
        }
      },
    );

    app.get(
      '/api/site',
      {
        schema: {
          tags: ['site'],
          summary: 'Business contact details shown in the footer and contact page',
          response: { 200: siteInfoSchema },
        },
      },
      async () => ({
        ...config.business,
        learningEnabled: config.learning.enabled,
        rentalPricesExcludeGst: config.gst.enabled && !config.gst.pricesIncludeTax,
      }),
    );
  };
