import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  consoleCouponListSchema,
  consoleCouponSchema,
  couponActiveBodySchema,
  couponInputSchema,
} from '../../../shared/coupons.js';
import { consoleReferralSummarySchema } from '../../../shared/rental-referral.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import {
  createCoupon,
  listCoupons,
  referralSummary,
  setCouponActive,
  updateCoupon,
} from '../offers/index.js';

/** Inside `consoleScope`, for managers: coupon codes and the referral's summary. */
export const couponsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    const coupon = { record: 'coupon' as const };
    app.get(
      '/api/console/offers/coupons',
      {
        schema: {
          tags,
          summary: 'Coupon codes with their live uses, the discount given and those bookings’ rent',
          response: { 200: consoleCouponListSchema },
        },
      },
      async (request) => listCoupons(db, staffOf(request)),
    );
    app.get(
      '/api/console/offers/referrals',
      {
        schema: {
          tags,
          summary:
            'The referral for car rentals: sign-ups, and the welcomes and credits live bookings took (a branch manager: their branch’s)',
          response: { 200: consoleReferralSummarySchema },
        },
      },
      async (request) => referralSummary(db, staffOf(request)),
    );
    app.post(
      '/api/console/offers/coupons',
      {
        schema: {
          tags,
          summary: 'Make a coupon code (a branch manager: for their branch)',
          body: couponInputSchema,
          response: { 201: consoleCouponSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createCoupon(db, staffOf(request), request.body);
      },
    );
    app.put(
      '/api/console/offers/coupons/:id',
      {
        config: coupon,
        schema: {
          tags,
          summary: 'Change a coupon code (the uses it had stay)',
          params: idParamsSchema,
          body: couponInputSchema,
          response: { 200: consoleCouponSchema },
        },
      },
      async (request) => updateCoupon(db, staffOf(request), request.params.id, request.body),
    );
    app.put(
      '/api/console/offers/coupons/:id/active',
      {
        config: coupon,
        schema: {
          tags,
          summary: 'Switch a coupon code off or on again',
          params: idParamsSchema,
          body: couponActiveBodySchema,
          response: { 200: consoleCouponSchema },
        },
      },
      async (request) =>
        setCouponActive(db, staffOf(request), request.params.id, request.body.isActive),
    );
  };
