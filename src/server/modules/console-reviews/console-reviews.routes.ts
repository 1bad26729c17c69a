import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, MANAGER_ROLES } from '../../../shared/console.js';
import {
  consoleReviewListSchema,
  consoleReviewSchema,
  consoleReviewsQuerySchema,
  hideReviewBodySchema,
  replyReviewBodySchema,
} from '../../../shared/reviews.js';
import type { Db } from '../../db/client.js';
import { assertBranch, branchScope, staffOf } from '../../lib/console-guard.js';
import { branchReviews, hideReview, replyToReview, type ReviewActor } from '../reviews/index.js';

const actorOf = (request: FastifyRequest): ReviewActor => ({ userId: staffOf(request).id });

/**
 * Inside `consoleScope`, open to the desk: the branch's reviews (hidden ones too) and its one
 * public reply; hiding one, with the reason, is a manager's or an admin's (audited).
 */
export const consoleReviewsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];

    app.get(
      '/api/console/reviews',
      {
        schema: {
          tags,
          summary: "A branch's reviews from renters, hidden ones too, newest first",
          querystring: consoleReviewsQuerySchema,
          response: { 200: consoleReviewListSchema },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const { branchId, page } = request.query;
        if (branchId !== undefined) assertBranch(staff, branchId);
        return branchReviews(db, branchId ?? branchScope(staff), page);
      },
    );

    app.post(
      '/api/console/reviews/:id/hide',
      {
        config: { record: 'review', roles: MANAGER_ROLES },
        schema: {
          tags,
          summary: 'Hide a review from the site, with the reason (a manager or an admin; audited)',
          params: idParamsSchema,
          body: hideReviewBodySchema,
          response: { 200: consoleReviewSchema },
        },
      },
      async (request) => hideReview(db, actorOf(request), request.params.id, request.body.reason),
    );

    app.post(
      '/api/console/reviews/:id/reply',
      {
        config: { record: 'review' },
        schema: {
          tags,
          summary: "The branch's one public reply to a review (409 when it has one; audited)",
          params: idParamsSchema,
          body: replyReviewBodySchema,
          response: { 200: consoleReviewSchema },
        },
      },
      async (request) => replyToReview(db, actorOf(request), request.params.id, request.body.reply),
    );
  };
