import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCheckBodySchema, couponCheckResponseSchema } from '../../../shared/coupons.js';
import { rentalReferralStatusSchema } from '../../../shared/rental-referral.js';
import { apiErrorSchema } from '../../../shared/site.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import { checkCoupon } from './coupon-check.service.js';
import { rentalReferralStatus, type OwedOf } from './rental-referral.service.js';

/**
 * The checkout's coupon check (decision 0049), signed-in customers, guessing held back; and my
 * referral offer for car rentals (decision 0051). `owedOf` is the payments module's answer to
 * what a booking's customer still owes (a friend's trip earns the credit once it is nothing).
 */
export const offersRoutes =
  (config: Config, db: Db, owedOf: OwedOf): FastifyPluginAsyncZod =>
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

    app.get(
      '/api/offers/referral',
      {
        schema: {
          tags: ['offers'],
          summary:
            'My referral offer for car rentals: the welcome or credit my next booking can take, my credits, and the friends who signed up through my link',
          response: { 200: rentalReferralStatusSchema },
        },
      },
      (request) => rentalReferralStatus(db, owedOf, customerOf(request).id),
    );
  };
