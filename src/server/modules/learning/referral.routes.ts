import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { claimReferral, referralStatus } from './referral.service.js';

/** The referral offer: claim a friend's link after signing up; see my open 20% credits. */
export const referralRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    app.addHook('onRequest', requireCustomer);

    app.post(
      '/api/learning/referral/claim',
      {
        config: routeLimit(config, 10, 15 * 60_000, 'user'),
        schema: {
          tags,
          summary: "Use a friend's referral code (new accounts): 20% off for both of us",
          body: z.object({
            code: z
              .string({ error: 'This referral link is not valid.' })
              .regex(/^[A-Za-z0-9]{4,40}$/, { error: 'This referral link is not valid.' }),
          }),
          response: { 200: z.object({ referrerName: z.string(), percent: z.number().int() }) },
        },
      },
      (request) => claimReferral(db, customerOf(request).id, request.body.code),
    );

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
