import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAR_PAGE_SIZE,
  carListQuerySchema,
  carListResponseSchema,
  catalogueResponseSchema,
  type CarListResponse,
  trendingResponseSchema,
} from '../../../shared/cars.js';
import {
  carDetailQuerySchema,
  carDetailResponseSchema,
  carIdParamsSchema,
  carModelParamsSchema,
} from '../../../shared/car-detail.js';
import { periodPrice } from '../../../shared/pricing.js';
import type { SearchPeriod } from '../../../shared/search.js';
import { trendingWindow } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { compileProjection } from '../../lib/json-projection.js';
import type { AvailabilityIndex } from './availability-index.js';
import { findCarIdByModel } from './car-detail.queries.js';
import { getCarDetail } from './car-detail.service.js';
import { listCarCards } from './cars.queries.js';
import { getCatalogue } from './catalogue.queries.js';
import { parseSearch } from './search.service.js';
import { createSnapshotCache } from './snapshot-cache.js';

/**
 * One page of the car list, with a search only the cars free for it, priced for it; and the
 * snapshot it was read under (unknown when no car matched).
 */
async function carList(
  db: Db,
  query: { cityid?: number; category?: number; subcategory?: number; page: number },
  search: SearchPeriod | undefined,
): Promise<{ list: CarListResponse; snapshot: string | undefined }> {
  const { page } = query;
  const rows = await listCarCards(db, {
    cityIndex: query.cityid,
    categoryId: query.category,
    subcategoryId: query.subcategory,
    branchId: search?.branchId,
    freeDuring: search && { from: search.pickupAt, to: search.dropAt },
    limit: CAR_PAGE_SIZE,
    offset: (page - 1) * CAR_PAGE_SIZE,
  });
  const total = rows[0]?.matching ?? 0;
  const paging = { total, page, pageCount: Math.max(1, Math.ceil(total / CAR_PAGE_SIZE)) };
  const snapshot = rows[0]?.snapshot;
  if (!search) return { list: { cars: rows, ...paging }, snapshot };
  const cars = rows.map((row) => ({
    ...row,
    period: periodPrice(search.hours, {
      ratePerHourPaise: row.fromRatePerHourPaise,
      kmPerHour: row.kmPerHour,
    }),
  }));
  const list = {
    cars,
    ...paging,
    search: {
      branchId: search.branchId,
      pickupAt: search.pickupAt.toISOString(),
      dropAt: search.dropAt.toISOString(),
      hours: search.hours,
    },
  };
  return { list, snapshot };
}

/** The car list's JSON as the response schema gives it, without zod's encode (json-projection). */
const carListReply = compileProjection(carListResponseSchema);

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
        const refreshing = availability.whenFresh();
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
          const { list, snapshot } = await carList(
            db,
            { cityid, category, subcategory, page },
            search,
          );
          return { value: JSON.stringify(carListReply(list)), snapshot };
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
