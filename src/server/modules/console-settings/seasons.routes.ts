import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import { rateSeasonInputSchema, rateSeasonSchema } from '../../../shared/seasons.js';
import type { Db } from '../../db/client.js';
import { branchScope, staffOf } from '../../lib/console-guard.js';
import { createSeason, deleteSeason, listRules, updateSeason } from '../pricing/index.js';

/** Inside `consoleScope`: the branches' rate seasons and standing rules (decision 0049). */
export const seasonsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/seasons',
      {
        schema: {
          tags,
          summary: "The branches' rate seasons and standing rules",
          response: { 200: z.object({ seasons: z.array(rateSeasonSchema) }) },
        },
      },
      async (request) => ({ seasons: await listRules(db, branchScope(staffOf(request))) }),
    );
    app.post(
      '/api/console/branches/:id/seasons',
      {
        config: { record: 'branch' },
        schema: {
          tags,
          summary: 'Add a rate season (or the standing rule) to a branch',
          params: idParamsSchema,
          body: rateSeasonInputSchema,
          response: { 201: rateSeasonSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createSeason(db, staffOf(request), request.params.id, request.body)),
    );
    app.put(
      '/api/console/seasons/:id',
      {
        config: { record: 'season' },
        schema: {
          tags,
          summary: 'Change a rate season; bookings already made keep their price',
          params: idParamsSchema,
          body: rateSeasonInputSchema,
          response: { 200: rateSeasonSchema },
        },
      },
      async (request) => updateSeason(db, staffOf(request), request.params.id, request.body),
    );
    app.delete(
      '/api/console/seasons/:id',
      {
        config: { record: 'season' },
        schema: {
          tags,
          summary: 'Remove a rate season; bookings already made keep their price',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteSeason(db, staffOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
