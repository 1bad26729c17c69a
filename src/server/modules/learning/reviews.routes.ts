import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewBodySchema, slugParamsSchema } from '../../../shared/learning-catalogue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { reviewCourse } from './catalogue.service.js';

/** Course reviews: one per enrolled student, rating (half stars) required. */
export const reviewsRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/learning/courses/:slug/reviews',
      {
        onRequest: requireCustomer,
        config: routeLimit(config, 10, 15 * 60_000, 'user'),
        schema: {
          tags: ['learning'],
          summary: 'Review a course I am enrolled in (once)',
          params: slugParamsSchema,
          body: reviewBodySchema,
          response: { 201: z.object({ rating: z.number(), comment: z.string() }) },
        },
      },
      async (request, reply) => {
        const review = await reviewCourse(
          db,
          customerOf(request),
          request.params.slug,
          request.body,
        );
        return reply.status(201).send(review);
      },
    );
  };
