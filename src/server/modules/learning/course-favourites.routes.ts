import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryQuerySchema, courseCardSchema } from '../../../shared/learning-catalogue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import {
  addFavouriteCourse,
  favouriteCourseRows,
  removeFavouriteCourse,
} from './course-favourites.queries.js';
import { contentLanguage, contentLanguageQuery } from './content-language.js';
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
          querystring: countryQuerySchema.extend(contentLanguageQuery.shape),
          response: { 200: z.object({ courses: z.array(courseCardSchema) }) },
        },
      },
      async (request) => {
        const { country, lang } = request.query;
        const [rows, language] = await Promise.all([
          favouriteCourseRows(db, customerOf(request).id),
          contentLanguage(request, db, lang),
        ]);
        return {
          courses: rows.map((r) => courseCard(r, country, config.learning.aedPerUsd, language)),
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
      async (request) => addFavouriteCourse(db, customerOf(request).id, request.params.courseId),
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
      async (request) => removeFavouriteCourse(db, customerOf(request).id, request.params.courseId),
    );
  };
