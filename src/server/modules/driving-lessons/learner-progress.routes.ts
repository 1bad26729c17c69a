import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lessonProgressSchema,
  purchaseIdParamsSchema,
} from '../../../shared/lesson-progress-api.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { purchaseProgress } from './progress.queries.js';

/** The learner's progress on a package they bought (issue 34 item 4, decision 0048). */
export const learnerProgressRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    app.get(
      '/api/lessons/purchases/:id/progress',
      {
        schema: {
          tags: ['lessons'],
          summary:
            "My progress on a package: lessons taught and missed, each skill's grade, the notes",
          params: purchaseIdParamsSchema,
          response: { 200: lessonProgressSchema },
        },
      },
      async (request) => purchaseProgress(db, customerOf(request).id, request.params.id),
    );
  };
