import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAR_PAGE_SIZE,
  carListQuerySchema,
  carListResponseSchema,
  catalogueResponseSchema,
  trendingResponseSchema,
} from '../../../shared/cars.js';
import {
  carDetailQuerySchema,
  carDetailResponseSchema,
  carIdParamsSchema,
  carModelParamsSchema,
} from '../../../shared/car-detail.js';
import { trendingWindow } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import type { AvailabilityIndex } from './availability-index.js';
import { findCarIdByModel } from './car-detail.queries.js';
import { getCarDetail } from './car-detail.service.js';
import { carListFromDatabase } from './car-list.service.js';
import { listCarCards } from './cars.queries.js';
import { getCatalogue } from './catalogue.queries.js';
import { parseSearch } from './search.service.js';
import { createSnapshotCache } from './snapshot-cache.js';

export const carsRoutes =
  (db: Db, availability: AvailabilityIndex): FastifyPluginAsyncZod =>
  async (app) => {
    // When the index cannot answer (feed down): car-list replies from the database, reused
    // while it is unchanged (see snapshot-cache.ts).
    const listReplies = createSnapshotCache(db);

    app.get(
      '/api/cars',
      {
        schema: {
          tags: ['cars'],
          summary:
            'Car list, cheapest first, by city, category and sub-category; with a search ' +
            '(branch, pickupDate, pickupTime, dropDate, dropTime) only cars free for the period, ' +
            'each priced for it from its cheapest package',
          querystring: carListQuerySchema,
          response: { 200: carListResponseSchema },
        },
      },
      async (request, reply) => {
        const { cityid, category, subcategory, page = 1 } = request.query;
        const search = parseSearch(request.query);
        reply.type('application/json; charset=utf-8');
        // Cars changed a moment ago are read again first (their writer's process too).
        const refreshing = availability.whenFresh(search?.branchId);
        if (refreshing) await refreshing;
        if (availability.live) {
          const text = availability.listReply(
            {
              cityIndex: cityid,
              categoryId: category,
              subcategoryId: subcategory,
              branchId: search?.branchId,
              freeDuring: search && { from: search.pickupAt, to: search.dropAt },
              page,
              pageSize: CAR_PAGE_SIZE,
            },
            search,
          );
          // Already shaped as the response schema says (availability-index.ts).
          return reply.send(text as never);
        }
        // Everything the reply depends on; the search's bounds stand for its hours too.
        const key = JSON.stringify([
          cityid,
          category,
          subcategory,
          page,
          search?.branchId,
          search?.pickupAt.getTime(),
          search?.dropAt.getTime(),
        ]);
        const body = await listReplies(key, async () => {
          return carListFromDatabase(db, { cityid, category, subcategory, page }, search);
        });
        // Already shaped by the response schema above; a JSON string is sent as it is.
        return reply.send(body as never);
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
        const refreshing = availability.whenFresh();
        if (refreshing) await refreshing;
        const cars = availability.live
          ? availability.cards({ freeDuring: window })
          : await listCarCards(db, { freeDuring: window });
        return { from: window.from.toISOString(), to: window.to.toISOString(), cars };
      },
    );

    app.get(
      '/api/cars/:id',
      {
        schema: {
          tags: ['cars'],
          summary:
            'Car detail with rate packages, accessories and amenities; with a search, each ' +
            'package priced for the period and whether the car is free for it',
          params: carIdParamsSchema,
          querystring: carDetailQuerySchema,
          response: { 200: carDetailResponseSchema },
        },
      },
      async (request) => getCarDetail(db, request.params.id, parseSearch(request.query)),
    );

    app.get(
      '/api/cars/by-model/:brandName/:modelName',
      {
        schema: {
          tags: ['cars'],
          summary: 'Car detail by brand and model name (the selected branch first)',
          params: carModelParamsSchema,
          querystring: carDetailQuerySchema,
          response: { 200: carDetailResponseSchema },
        },
      },
      async (request) => {
        const search = parseSearch(request.query);
        const { brandName, modelName } = request.params;
        const id = await findCarIdByModel(db, brandName, modelName, search?.branchId);
        return getCarDetail(db, id, search);
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
