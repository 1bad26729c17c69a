import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { referralStatus } from './referral.service.js';

/** The referral offer (claimed when signing up through a friend's link): my open 20% credits. */
export const referralRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    app.addHook('onRequest', requireCustomer);

    app.get(
      '/api/learning/referral',
      {
        schema: {
          tags,
          summary: 'My referral credits (20% off a course order each)',
          response: {
            200: z.object({
              openCredits: z.number().int(),
              usedCredits: z.number().int(),
              percent: z.number().int(),
            }),
          },
        },
      },
      (request) => referralStatus(db, customerOf(request).id),
    );
  };
