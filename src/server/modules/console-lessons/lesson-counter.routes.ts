import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  learnerLicenceBodySchema,
  learnerLicenceReplySchema,
} from '../../../shared/learner-licence.js';
import { lessonPurchaseListSchema, lessonPurchaseSchema } from '../../../shared/lesson-api.js';
import {
  counterLessonSaleBodySchema,
  learnerPurchasesQuerySchema,
} from '../../../shared/lesson-desk-api.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import { consoleActionLimit } from '../../lib/route-limit.js';
import {
  learnerLicenceAtDesk,
  openPurchasesAtDesk,
  recordLearnerLicenceAtDesk,
  sellLessonPackage,
} from './lesson-counter.service.js';

/**
 * Inside `consoleScope`, open to the desk: a walk-in learner's packages (sold at the counter,
 * or the ones they can book from) and their learner's licence.
 */
export const lessonCounterRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.post(
      '/api/console/lessons/purchases',
      {
        // It takes money: limited per staff member as the counter booking is.
        config: consoleActionLimit(config),
        schema: {
          tags,
          summary:
            'Sell a lesson package of the branch to a learner paying at the counter (tax invoice issued)',
          body: counterLessonSaleBodySchema,
          response: { 201: lessonPurchaseSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return sellLessonPackage(db, staffOf(request), request.body);
      },
    );
    app.get(
      '/api/console/lessons/purchases',
      {
        schema: {
          tags,
          summary: "A learner's paid packages at the branch with lessons left, to book from",
          querystring: learnerPurchasesQuerySchema,
          response: { 200: lessonPurchaseListSchema },
        },
      },
      async (request) => openPurchasesAtDesk(db, staffOf(request), request.query),
    );
    app.get(
      '/api/console/lessons/learners/:id/licence',
      {
        // A learner is the desk's once they bought a package at its branch (or rented there).
        config: { record: 'customer' },
        schema: {
          tags,
          summary: "A learner's learner's licence on file, or null",
          params: idParamsSchema,
          response: { 200: learnerLicenceReplySchema },
        },
      },
      async (request) => learnerLicenceAtDesk(db, request.params.id),
    );
    app.put(
      '/api/console/lessons/learners/:id/licence',
      {
        config: { record: 'customer' },
        schema: {
          tags,
          summary: "Record or replace a learner's learner's licence from the paper at the desk",
          params: idParamsSchema,
          body: learnerLicenceBodySchema,
          response: { 200: learnerLicenceReplySchema },
        },
      },
      async (request) =>
        recordLearnerLicenceAtDesk(db, staffOf(request), request.params.id, request.body),
    );
  };
