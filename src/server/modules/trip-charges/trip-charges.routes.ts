import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerTripChargesSchema } from '../../../shared/trip-charges.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import { assertCustomerCharge, customerTripCharges } from './customer-trip-charges.service.js';
import { openTripChargeEvidence } from './trip-charge-evidence.service.js';

const positive = z.coerce
  .number({ error: 'The id must be a number.' })
  .int()
  .positive()
  .max(2_147_483_647);
const bookingParams = z.object({ id: positive });
const fileParams = z.object({ id: positive, chargeId: positive, fileId: positive });

/** The renter's side of charges after the trip (issue 36): their booking's charges and files. */
export const tripChargesRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];
    const storage = createUploadStorage(config.uploads);

    app.get(
      '/api/bookings/:id/trip-charges',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary:
            'Charges after the trip on my booking (tolls, challans, damage), with what is owed and the deposit held',
          params: bookingParams,
          response: { 200: customerTripChargesSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return customerTripCharges(db, customerOf(request).id, request.params.id);
      },
    );

    app.get(
      '/api/bookings/:id/trip-charges/:chargeId/evidence/:fileId',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary: "A charge's evidence on my booking (a photo or PDF; mine only)",
          params: fileParams,
        },
      },
      async (request, reply) => {
        const { id, chargeId, fileId } = request.params;
        await assertCustomerCharge(db, customerOf(request).id, id, chargeId);
        const file = await openTripChargeEvidence(db, storage, chargeId, fileId);
        return reply
          .type(file.mimeType)
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );
  };
