import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerTripChargeSchema,
  customerTripChargesSchema,
} from '../../../shared/trip-charges.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import {
  assertCustomerCharge,
  customerTripCharges,
  disputedCharge,
} from './customer-trip-charges.service.js';
import { openTripChargeEvidence } from './trip-charge-evidence.service.js';
import { openDispute, openDisputeFile } from './trip-charge-disputes.service.js';
import { readDisputeForm } from './dispute-upload.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../../../shared/account.js';

const positive = z.coerce
  .number({ error: 'The id must be a number.' })
  .int()
  .positive()
  .max(2_147_483_647);
const bookingParams = z.object({ id: positive });
const fileParams = z.object({ id: positive, chargeId: positive, fileId: positive });
const chargeParams = z.object({ id: positive, chargeId: positive });

/** The renter's side of charges after the trip (issue 36): their booking's charges and files. */
export const tripChargesRoutes =
  (db: Db, config: Config, events: EventBus): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];
    const storage = createUploadStorage(config.uploads);
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

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

    app.post(
      '/api/bookings/:id/trip-charges/:chargeId/dispute',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary:
            'Dispute a charge after the trip on my booking: multipart `reason` and an optional `file` (409 twice or after the window)',
          params: chargeParams,
          response: { 201: customerTripChargeSchema },
        },
      },
      async (request, reply) => {
        const { id, chargeId } = request.params;
        const userId = customerOf(request).id;
        // Whose charge first: another customer's is 404 whatever the form holds.
        await assertCustomerCharge(db, userId, id, chargeId);
        const form = await readDisputeForm(request);
        await openDispute({ db, events, storage }, userId, { bookingId: id, chargeId }, form);
        reply.code(201);
        return disputedCharge(db, userId, id, chargeId);
      },
    );

    app.get(
      '/api/bookings/:id/trip-charges/:chargeId/dispute/file',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary: 'The file I sent with my dispute (mine only)',
          params: chargeParams,
        },
      },
      async (request, reply) => {
        const { id, chargeId } = request.params;
        await assertCustomerCharge(db, customerOf(request).id, id, chargeId);
        const file = await openDisputeFile(db, storage, chargeId);
        return reply
          .type(file.mimeType)
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );
  };
