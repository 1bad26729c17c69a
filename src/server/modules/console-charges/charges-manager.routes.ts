import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  writeOffBodySchema,
  writeOffPreviewSchema,
} from '../../../shared/trip-charge-write-off.js';
import {
  tripChargesReportQuerySchema,
  tripChargesReportSchema,
} from '../../../shared/trip-charges-report.js';
import { recordTripChargeResponseSchema } from '../../../shared/trip-charges.js';
import type { ConsoleDeps } from '../../app-deps.js';
import { askedScope, staffOf } from '../../lib/console-guard.js';
import {
  previewWriteOff,
  tripChargesReport,
  tripChargesReportCsv,
  writeOffCharge,
} from '../trip-charges/index.js';

/**
 * Inside `consoleScope`, for branch managers and admins (the section registers it so): writing
 * off what a renter never paid of a charge, and the report of charges after trips by kind
 * (issue 36 item 5). Branch managers their branch's charges; admins any, or every branch.
 */
export const consoleChargesManagerRoutes =
  (deps: ConsoleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    const { db } = deps;

    app.post(
      '/api/console/trip-charges/:id/write-off/preview',
      {
        config: { record: 'trip_charge' },
        schema: {
          tags,
          summary:
            'What writing off a charge would do: its unpaid part (409 when it cannot be written off, saying why); nothing is written',
          params: idParamsSchema,
          response: { 200: writeOffPreviewSchema },
        },
      },
      async (request) => previewWriteOff(db, request.params.id),
    );

    app.post(
      '/api/console/trip-charges/:id/write-off',
      {
        config: { record: 'trip_charge' },
        schema: {
          tags,
          summary:
            'Write off what the renter never paid of a billed charge, with a reason (a bad debt; 409 while the deposit is held, a dispute is open, or nothing is owed)',
          params: idParamsSchema,
          body: writeOffBodySchema,
          response: { 200: recordTripChargeResponseSchema },
        },
      },
      async (request) => writeOffCharge(db, staffOf(request), request.params.id, request.body),
    );

    app.get(
      '/api/console/trip-charges/report',
      {
        schema: {
          tags,
          summary:
            'Charges after trips recorded in a period (IST dates) by kind: own cost, billed, collected, still owed, disputed, written off',
          querystring: tripChargesReportQuerySchema,
          response: { 200: tripChargesReportSchema },
        },
      },
      async (request) =>
        tripChargesReport(db, askedScope(request, request.query.branchId), request.query),
    );

    app.get(
      '/api/console/trip-charges/report.csv',
      {
        schema: {
          tags,
          summary: 'The report of charges after trips as CSV',
          querystring: tripChargesReportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const { fileName, body } = await tripChargesReportCsv(
          db,
          askedScope(request, request.query.branchId),
          request.query,
        );
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(body);
      },
    );
  };
