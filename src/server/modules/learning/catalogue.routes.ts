import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySummarySchema,
  countryQuerySchema,
  courseCategorySchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListSchema,
  slugParamsSchema,
} from '../../../shared/learning-catalogue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { serveMediaFolder } from '../../lib/storage/public-media.js';
import { contentLanguage, contentLanguageQuery } from './content-language.js';
import { categorySummary, courseDetail, listCourses, visibleCourse } from './catalogue.service.js';

/** Public catalogue: categories, course lists by category, course detail, course pictures. */
export const catalogueRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    const ctx = { aedPerUsd: config.learning.aedPerUsd };

    await serveMediaFolder(app, config, 'courses');

    app.get(
      '/api/learning/categories',
      {
        schema: {
          tags,
          summary: 'The three course categories (exam, skill, qb) with their Live course counts',
          response: { 200: categorySummarySchema },
        },
      },
      () => categorySummary(db),
    );

    app.get(
      '/api/learning/categories/:category/courses',
      {
        schema: {
          tags,
          summary: 'Live courses of a category: search, sort (a2z default), 50 a page',
          params: z.object({ category: courseCategorySchema }),
          querystring: courseListQuerySchema.extend(contentLanguageQuery.shape),
          response: { 200: courseListSchema },
        },
      },
      async (request) =>
        listCourses(db, ctx, {
          ...request.query,
          category: request.params.category,
          lang: await contentLanguage(request, db, request.query.lang),
        }),
    );

    app.get(
      '/api/learning/courses/:slug',
      {
        schema: {
          tags,
          summary: 'Course detail: syllabus, instructor, price for the country, rating, reviews',
          params: slugParamsSchema,
          querystring: countryQuerySchema.extend(contentLanguageQuery.shape),
          response: { 200: courseDetailSchema },
        },
      },
      async (request, reply) => {
        const row = await visibleCourse(db, request.params.slug, request.user);
        if (request.user) reply.header('Cache-Control', 'no-store');
        const lang = await contentLanguage(request, db, request.query.lang);
        return courseDetail(db, ctx, row, request.user, request.query.country, lang);
      },
    );
  };
