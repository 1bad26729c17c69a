import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCheckBodySchema, couponCheckResponseSchema } from '../../../shared/coupons.js';
import { apiErrorSchema } from '../../../shared/site.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import { checkCoupon } from './coupon-check.service.js';

/** The checkout's coupon check (decision 0049): signed-in customers, guessing held back. */
export const offersRoutes =
  (config: Config, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is read: a visitor is asked to log in, whatever they sent.
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    app.post(
      '/api/offers/check',
      {
        // Beside the database's count of unknown codes (10 an hour), a plain request limit.
        config: routeLimit(config, 30, 10 * MINUTE_MS, 'user'),
        schema: {
          tags: ['offers'],
          summary:
            "Whether a coupon code applies to a car over a period, for me: the coupon's terms",
          body: couponCheckBodySchema,
          response: {
            200: couponCheckResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => checkCoupon(db, customerOf(request).id, request.body),
    );
  };
