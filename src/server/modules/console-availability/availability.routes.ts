import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, MANAGER_ROLES } from '../../../shared/console.js';
import {
  blockBodySchema,
  blockListSchema,
  blockSchema,
  calendarQuerySchema,
  calendarSchema,
  todayBoardSchema,
  todayQuerySchema,
} from '../../../shared/console-availability.js';
import type { Db } from '../../db/client.js';
import { assertBranch, staffOf } from '../../lib/console-guard.js';
import { createBlock, deleteBlock, listBlocks } from '../fleet/index.js';
import { branchCalendar } from './calendar.queries.js';
import { todayBoard } from './today.queries.js';

/** Inside `consoleScope`: maintenance blocks, the branch calendar, today's board. */
export const availabilityRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/cars/:id/blocks',
      {
        config: { record: 'car', roles: MANAGER_ROLES },
        schema: {
          tags,
          summary: 'Maintenance blocks of a car',
          params: idParamsSchema,
          response: { 200: blockListSchema },
        },
      },
      async (request) => listBlocks(db, request.params.id),
    );
    app.post(
      '/api/console/blocks',
      {
        config: { roles: MANAGER_ROLES },
        schema: {
          tags,
          summary: 'Block a car (409 naming the booking when a live booking overlaps)',
          body: blockBodySchema,
          response: { 201: blockSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createBlock(db, staffOf(request), request.body);
      },
    );
    app.delete(
      '/api/console/blocks/:id',
      {
        config: { record: 'block', roles: MANAGER_ROLES },
        schema: {
          tags,
          summary: 'Remove a block',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteBlock(db, staffOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/api/console/calendar',
      {
        schema: {
          tags,
          summary: 'A branch calendar: cars, bookings and blocks over a week or a month',
          querystring: calendarQuerySchema,
          response: { 200: calendarSchema },
        },
      },
      async (request) => {
        assertBranch(staffOf(request), request.query.branchId);
        return branchCalendar(db, request.query);
      },
    );
    app.get(
      '/api/console/today',
      {
        schema: {
          tags,
          summary: "Today's pickups and returns of a branch, and overdue returns",
          querystring: todayQuerySchema,
          response: { 200: todayBoardSchema },
        },
      },
      async (request) => {
        assertBranch(staffOf(request), request.query.branchId);
        return todayBoard(db, request.query.branchId);
      },
    );
  };
