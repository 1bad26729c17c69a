import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  branchParamsSchema,
  pickupDropOptionsResponseSchema,
} from '../../../shared/pickup-drop.js';
import type { Db } from '../../db/client.js';
import { pickupDropOptionsOf } from './branches.service.js';

export const branchesRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/branches/:branchId/pickup-drop-options',
      {
        schema: {
          tags: ['branches'],
          summary: "A branch's pickup and drop options with their charges, cheapest first",
          params: branchParamsSchema,
          response: { 200: pickupDropOptionsResponseSchema },
        },
      },
      async (request) => pickupDropOptionsOf(db, request.params.branchId),
    );
  };
