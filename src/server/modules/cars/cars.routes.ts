import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carListQuerySchema,
  carListResponseSchema,
  catalogueResponseSchema,
  trendingResponseSchema,
} from '../../../shared/cars.js';
import { trendingWindow } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { listCarCards } from './cars.queries.js';
import { getCatalogue } from './catalogue.queries.js';

export const carsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cars',
      {
        schema: {
          tags: ['cars'],
          summary: 'Car list, cheapest first, optionally by city, category and sub-category',
          querystring: carListQuerySchema,
          response: { 200: carListResponseSchema },
        },
      },
      async (request) => {
        const { cityid, category, subcategory } = request.query;
        const cars = await listCarCards(db, {
          cityIndex: cityid,
          categoryId: category,
          subcategoryId: subcategory,
        });
        return { cars, total: cars.length };
      },
    );

    app.get(
      '/api/cars/trending',
      {
        schema: {
          tags: ['cars'],
          summary: 'Trending Cars: cars free from tomorrow 23:59 to the day after 09:59 (IST)',
          response: { 200: trendingResponseSchema },
        },
      },
      async () => {
        const window = trendingWindow(new Date());
        const cars = await listCarCards(db, { freeDuring: window });
        return { from: window.from.toISOString(), to: window.to.toISOString(), cars };
      },
    );

    app.get(
      '/api/catalogue',
      {
        schema: {
          tags: ['cars'],
          summary: 'Branches and car categories with sub-categories',
          response: { 200: catalogueResponseSchema },
        },
      },
      async () => getCatalogue(db),
    );
  };
