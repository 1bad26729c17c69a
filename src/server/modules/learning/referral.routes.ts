import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralStatusSchema } from '../../../shared/learning-orders.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { referralStatus } from './referral.service.js';

/** The referral offer (claimed when signing up through a friend's link): my 20% credits. */
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
          summary:
            'My referral offer and credits (20% off a course order each): earned, used, pending',
          response: {
            200: referralStatusSchema,
          },
        },
      },
      (request) => referralStatus(db, customerOf(request).id),
    );
  };
