import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/console.js';
import { carComplianceBodySchema, carComplianceSchema } from '../../../shared/fleet-compliance.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import { getCompliance, updateCompliance } from '../fleet/index.js';

/** Inside `consoleScope` (managers and admins): a car's papers and service schedule. */
export const complianceRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/cars/:id/compliance',
      {
        config: { record: 'car' },
        schema: {
          tags,
          summary: "A car's registration, insurance, PUC and permit expiry and service schedule",
          params: idParamsSchema,
          response: { 200: carComplianceSchema },
        },
      },
      async (request) => getCompliance(db, request.params.id),
    );
    app.put(
      '/api/console/cars/:id/compliance',
      {
        config: { record: 'car' },
        schema: {
          tags,
          summary: "Record a car's paper expiry dates and next service (date and km)",
          params: idParamsSchema,
          body: carComplianceBodySchema,
          response: { 200: carComplianceSchema },
        },
      },
      async (request) => updateCompliance(db, staffOf(request), request.params.id, request.body),
    );
  };
