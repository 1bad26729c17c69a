import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../../shared/account.js';
import { idParamsSchema, MANAGER_ROLES } from '../../../shared/console.js';
import { decideDisputeBodySchema } from '../../../shared/trip-charge-disputes.js';
import {
  EVIDENCE_MISSING_MESSAGE,
  EVIDENCE_TOO_LARGE_MESSAGE,
  recordTripChargeBodySchema,
  recordTripChargeResponseSchema,
  tripChargePreviewSchema,
  tripChargeEvidenceSchema,
  tripChargeListQuerySchema,
  tripChargeListSchema,
} from '../../../shared/trip-charges.js';
import type { ConsoleDeps } from '../../app-deps.js';
import { askedScope, staffOf } from '../../lib/console-guard.js';
import { readUploadedFile } from '../../lib/read-upload.js';
import { createUploadStorage } from '../../lib/storage/create-storage.js';
import {
  decideTripChargeDispute,
  listTripChargesFor,
  openDisputeFile,
  openTripChargeEvidence,
  previewTripCharge,
  recordTripCharge,
  saveTripChargeEvidence,
} from '../trip-charges/index.js';

const fileParams = idParamsSchema.extend({
  fileId: z.coerce
    .number({ error: 'The id must be a number.' })
    .int()
    .positive()
    .max(2_147_483_647),
});

/** Inside `consoleScope`, open to the desk: charges after the trip and their evidence. */
export const consoleChargesRoutes =
  (deps: ConsoleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    const { db } = deps;
    const storage = createUploadStorage(deps.config.uploads);
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    app.get(
      '/api/console/trip-charges',
      {
        schema: {
          tags,
          summary: "Charges after trips of a branch's cars (or one car), newest first",
          querystring: tripChargeListQuerySchema,
          response: { 200: tripChargeListSchema },
        },
      },
      async (request) =>
        listTripChargesFor(db, {
          branchId: askedScope(request, request.query.branchId),
          carId: request.query.carId,
        }),
    );

    app.post(
      '/api/console/trip-charges/preview',
      {
        schema: {
          tags,
          summary:
            'What recording a charge would do (the renter then, the fee, the total, the deposit held): nothing is written',
          body: recordTripChargeBodySchema,
          response: { 200: tripChargePreviewSchema },
        },
      },
      async (request) => previewTripCharge(db, staffOf(request), request.body),
    );

    app.post(
      '/api/console/trip-charges',
      {
        schema: {
          tags,
          summary:
            'Record a toll, a challan or damage found later against a car and a time: its renter then is billed (409 while the car is still out on it)',
          body: recordTripChargeBodySchema,
          response: { 201: recordTripChargeResponseSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return recordTripCharge(deps, staffOf(request), request.body);
      },
    );

    app.post(
      '/api/console/trip-charges/:id/evidence',
      {
        config: { record: 'trip_charge' },
        schema: {
          tags,
          summary: 'Add a photo or PDF of the evidence (multipart field "file"; at most 6)',
          params: idParamsSchema,
          response: { 201: tripChargeEvidenceSchema },
        },
      },
      async (request, reply) => {
        const upload = await readUploadedFile(request, {
          missing: EVIDENCE_MISSING_MESSAGE,
          tooLarge: EVIDENCE_TOO_LARGE_MESSAGE,
        });
        reply.code(201);
        return saveTripChargeEvidence(db, storage, staffOf(request), request.params.id, upload);
      },
    );

    app.get(
      '/api/console/trip-charges/:id/evidence/:fileId',
      {
        config: { record: 'trip_charge' },
        schema: { tags, summary: "A charge's evidence file (staff only)", params: fileParams },
      },
      async (request, reply) => {
        const file = await openTripChargeEvidence(
          db,
          storage,
          request.params.id,
          request.params.fileId,
        );
        return reply
          .type(file.mimeType)
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );

    app.post(
      '/api/console/trip-charges/:id/dispute/decision',
      {
        config: { record: 'trip_charge', roles: MANAGER_ROLES },
        schema: {
          tags,
          summary:
            "Accept (the charge taken back with a credit note) or reject the renter's dispute, with a reason (a manager or an admin)",
          params: idParamsSchema,
          body: decideDisputeBodySchema,
          response: { 200: recordTripChargeResponseSchema },
        },
      },
      async (request) =>
        decideTripChargeDispute(deps, staffOf(request), request.params.id, request.body),
    );

    app.get(
      '/api/console/trip-charges/:id/dispute/file',
      {
        config: { record: 'trip_charge' },
        schema: {
          tags,
          summary: 'The file the renter sent with their dispute (staff only)',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await openDisputeFile(db, storage, request.params.id);
        return reply
          .type(file.mimeType)
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );
  };
