import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finalBillSchema } from '../../../shared/console-bookings.js';
import { idParamsSchema } from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { customerFinalBill } from '../console-bookings/customer-final-bill.service.js';

/** The customer's own final bill of a returned booking (decision 0013); others get 404. */
export const finalBillRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireCustomer);
    app.get(
      '/api/account/bookings/:id/final-bill',
      {
        schema: {
          tags: ['account'],
          summary: 'The final bill of my returned booking',
          params: idParamsSchema,
          response: { 200: z.object({ bill: finalBillSchema, returnedAt: z.string() }) },
        },
      },
      async (request) => customerFinalBill(db, customerOf(request).id, request.params.id),
    );
  };
