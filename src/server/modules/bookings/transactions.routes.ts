import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRANSACTIONS_PAGE_SIZE,
  transactionsPageSchema,
  transactionsQuerySchema,
} from '../../../shared/bookings.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { listTransactions } from './transactions.queries.js';

/** My Transaction: the payment records of my bookings (rent, extension, refund). */
export const transactionsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/transactions',
      {
        schema: {
          tags: ['bookings'],
          summary: `My payments, newest first, ${TRANSACTIONS_PAGE_SIZE} a page, filtered by search`,
          querystring: transactionsQuerySchema,
          response: { 200: transactionsPageSchema },
        },
      },
      async (request) => {
        const userId = customerOf(request).id;
        const { search } = request.query;
        const first = await listTransactions(db, userId, search, TRANSACTIONS_PAGE_SIZE, 0);
        const pageCount = Math.max(1, Math.ceil(first.total / TRANSACTIONS_PAGE_SIZE));
        const page = Math.min(request.query.page, pageCount);
        const { total, rows } =
          page === 1
            ? first
            : await listTransactions(
                db,
                userId,
                search,
                TRANSACTIONS_PAGE_SIZE,
                (page - 1) * TRANSACTIONS_PAGE_SIZE,
              );
        return {
          transactions: rows.map((p) => ({
            ...p,
            createdAt: p.createdAt.toISOString(),
          })),
          total,
          page,
          pageCount,
        };
      },
    );
  };
