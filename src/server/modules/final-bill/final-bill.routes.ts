import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finalBillSchema } from '../../../shared/console-bookings.js';
import { idParamsSchema } from '../../../shared/console.js';
import type { FinalBill } from '../../../shared/final-bill.js';
import type { Db } from '../../db/client.js';
import { bookingHandovers, bookings } from '../../db/schema.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/http-errors.js';

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
      async (request) => {
        const [row] = await db
          .select({ bill: bookingHandovers.bill, recordedAt: bookingHandovers.recordedAt })
          .from(bookingHandovers)
          .innerJoin(bookings, eq(bookings.id, bookingHandovers.bookingId))
          .where(
            and(
              eq(bookingHandovers.bookingId, request.params.id),
              eq(bookingHandovers.stage, 'return'),
              eq(bookings.userId, customerOf(request).id),
            ),
          );
        if (!row) throw notFound('No final bill for this booking yet.');
        return { bill: row.bill as FinalBill, returnedAt: row.recordedAt.toISOString() };
      },
    );
  };
