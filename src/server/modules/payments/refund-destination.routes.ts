import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  refundDestinationBodySchema,
  refundDestinationSchema,
  refundsAwaitingDestinationSchema,
} from '../../../shared/refund-destination.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { refundsAwaitingDestination, setRefundDestination } from './refund-destination.service.js';

const idParams = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive().max(2_147_483_647),
});

/** The customer's refunds sent by transfer, and where they want each (customer-only scope). */
export const refundDestinationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    app.get(
      '/api/account/refunds',
      {
        schema: {
          tags,
          summary: 'My refunds waiting for a transfer, with where each goes',
          response: { 200: refundsAwaitingDestinationSchema },
        },
      },
      async (request) => refundsAwaitingDestination(db, customerOf(request).id),
    );
    app.put(
      '/api/account/refunds/:id/destination',
      {
        schema: {
          tags,
          summary: 'Say where a refund goes: a UPI ID, or a bank account with its IFSC',
          params: idParams,
          body: refundDestinationBodySchema,
          response: {
            200: z.object({ paymentId: z.number().int(), destination: refundDestinationSchema }),
          },
        },
      },
      async (request) =>
        setRefundDestination(db, customerOf(request).id, request.params.id, request.body),
    );
  };
