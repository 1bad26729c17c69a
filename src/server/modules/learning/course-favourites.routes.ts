import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryQuerySchema, courseCardSchema } from '../../../shared/learning-catalogue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { courseFavourites, courses, instructors } from '../../db/schema.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/http-errors.js';
import { courseRowColumns } from './catalogue.queries.js';
import { courseCard } from './course-view.js';

const params = z.object({
  courseId: z.coerce
    .number({ error: 'The course id must be a number.' })
    .int({ error: 'The course id must be a whole number.' })
    .positive({ error: 'The course id must be a whole number.' })
    .max(2_147_483_647, { error: 'The course id is too large.' }),
});
const state = z.object({ courseId: z.number().int(), favourite: z.boolean() });

/** Favourite courses of the logged-in customer; PUT adds, DELETE removes, both idempotent. */
export const courseFavouritesRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/learning/favourites',
      {
        schema: {
          tags,
          summary: 'My favourite courses',
          querystring: countryQuerySchema,
          response: { 200: z.object({ courses: z.array(courseCardSchema) }) },
        },
      },
      async (request) => {
        const rows = await db
          .select(courseRowColumns)
          .from(courseFavourites)
          .innerJoin(courses, eq(courses.id, courseFavourites.courseId))
          .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
          .where(
            and(eq(courseFavourites.userId, customerOf(request).id), eq(courses.status, 'live')),
          )
          .orderBy(desc(courseFavourites.createdAt));
        return {
          courses: rows.map((r) => courseCard(r, request.query.country, config.learning.aedPerUsd)),
        };
      },
    );

    app.put(
      '/api/learning/favourites/:courseId',
      {
        schema: {
          tags,
          summary: 'Add a course to my favourites',
          params,
          response: { 200: state },
        },
      },
      async (request) => {
        const { courseId } = request.params;
        const [course] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, courseId), eq(courses.status, 'live')));
        if (!course) throw notFound('This course is not available.');
        await db
          .insert(courseFavourites)
          .values({ userId: customerOf(request).id, courseId })
          .onConflictDoNothing();
        return { courseId, favourite: true };
      },
    );

    app.delete(
      '/api/learning/favourites/:courseId',
      {
        schema: {
          tags,
          summary: 'Remove a course from my favourites',
          params,
          response: { 200: state },
        },
      },
      async (request) => {
        const { courseId } = request.params;
        await db
          .delete(courseFavourites)
          .where(
            and(
              eq(courseFavourites.userId, customerOf(request).id),
              eq(courseFavourites.courseId, courseId),
            ),
          );
        return { courseId, favourite: false };
      },
    );
  };
