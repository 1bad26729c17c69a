import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRANCH_NOT_FOUND_MESSAGE,
  branchParamsSchema,
  pickupDropOptionsResponseSchema,
} from '../../../shared/pickup-drop.js';
import type { Db } from '../../db/client.js';
import { branches, pickupDropOptions } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';

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
      async (request) => {
        const { branchId } = request.params;
        const [branch] = await db
          .select({ id: branches.id })
          .from(branches)
          .where(eq(branches.id, branchId));
        if (!branch) throw notFound(BRANCH_NOT_FOUND_MESSAGE);
        const options = await db
          .select({
            id: pickupDropOptions.id,
            name: pickupDropOptions.name,
            ratePaise: pickupDropOptions.ratePaise,
          })
          .from(pickupDropOptions)
          .where(
            and(eq(pickupDropOptions.branchId, branchId), eq(pickupDropOptions.isActive, true)),
          )
          .orderBy(asc(pickupDropOptions.ratePaise), asc(pickupDropOptions.id));
        return { options };
      },
    );
  };
