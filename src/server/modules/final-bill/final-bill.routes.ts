import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finalBillSchema } from '../../../shared/console-bookings.js';
import { idParamsSchema } from '../../../shared/console.js';
import { depositHoldSchema } from '../../../shared/deposit-hold.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import { handoverSheetFile } from '../handover/index.js';
import { customerFinalBill } from './customer-final-bill.service.js';
import type { Config } from '../../config.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';

/** The customer's own final bill of a returned booking (decision 0013); others get 404. */
export const finalBillRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = createUploadStorage(config.uploads);
    app.addHook('onRequest', requireCustomer);
    app.get(
      '/api/account/bookings/:id/final-bill',
      {
        schema: {
          tags: ['account'],
          summary: 'The final bill of my returned booking',
          params: idParamsSchema,
          response: {
            200: z.object({
              bill: finalBillSchema,
              returnedAt: z.string(),
              /** Present while the branch holds the deposit for charges after the trip. */
              depositHold: depositHoldSchema.optional(),
            }),
          },
        },
      },
      async (request) => customerFinalBill(db, customerOf(request).id, request.params.id),
    );
    app.get(
      '/api/account/bookings/:id/handover-sheet',
      {
        schema: {
          tags: ['account'],
          summary: 'The handover sheet of my booking as a PDF, once the car is handed over',
          params: idParamsSchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const file = await handoverSheetFile(
          db,
          storage,
          config.business,
          request.params.id,
          await visitorLanguage(request, db),
          customerOf(request).id,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .header('Cache-Control', 'private, no-store')
          .send(file.pdf);
      },
    );
  };
