import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewBodySchema, slugParamsSchema } from '../../../shared/learning-catalogue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { courseReviews } from '../../db/schema.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import { routeLimit } from '../../lib/route-limit.js';
import { visibleCourse } from './catalogue.service.js';
import { isEnrolled } from './study.queries.js';

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
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        if (!(await isEnrolled(db, user.id, course.id))) {
          throw new HttpError(403, 'Only students enrolled in this course can review it.');
        }
        const { rating, comment } = request.body;
        const inserted = await db
          .insert(courseReviews)
          .values({ courseId: course.id, userId: user.id, ratingHalves: rating * 2, comment })
          .onConflictDoNothing()
          .returning({ id: courseReviews.id });
        if (inserted.length === 0) throw conflict('You have already reviewed this course.');
        return reply.status(201).send({ rating, comment });
      },
    );
  };
