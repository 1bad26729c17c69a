import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closedMonthsSchema,
  monthParamsSchema,
  reopenBodySchema,
} from '../../../shared/closed-months.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import { closedMonthsView, closeMonth, reopenMonth } from '../payments/index.js';

/**
 * Inside `consoleScope`, for admins (the section registers it so): the months whose books are
 * closed, closing an ended month once its checks pass, and reopening one with a reason
 * (decision 0055). The whole registration's books, so no branch.
 */
export const consoleClosedMonthsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];

    app.get(
      '/api/console/closed-months',
      {
        schema: {
          tags,
          summary: 'The months whose books are closed, with who closed them and when',
          response: { 200: closedMonthsSchema },
        },
      },
      async () => closedMonthsView(db),
    );

    app.post(
      '/api/console/closed-months/:month',
      {
        schema: {
          tags,
          summary:
            'Close an ended month once every entry balances and every GST document has its entry',
          params: monthParamsSchema,
          response: { 200: z.object({ month: z.string(), closedAt: z.string() }) },
        },
      },
      async (request) => closeMonth(db, staffOf(request).id, request.params.month),
    );

    app.post(
      '/api/console/closed-months/:month/reopen',
      {
        schema: {
          tags,
          summary: 'Reopen a closed month, with the reason (audited)',
          params: monthParamsSchema,
          body: reopenBodySchema,
          response: { 200: z.object({ month: z.string() }) },
        },
      },
      async (request) =>
        reopenMonth(db, staffOf(request).id, request.params.month, request.body.reason),
    );
  };
