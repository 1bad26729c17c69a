import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAVOURITES_PAGE_SIZE } from '../../../shared/favourite-rules.js';
import {
  favouriteIdsResponseSchema,
  favouriteParamsSchema,
  favouriteStateSchema,
  favouritesPageSchema,
  favouritesQuerySchema,
} from '../../../shared/favourites.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/http-errors.js';
import { listCarCards } from '../cars/index.js';
import { addFavourite, listFavouriteCarIds, removeFavourite } from './favourites.queries.js';

/** My Favourites: per customer; PUT adds and DELETE removes, both idempotent. */
export const favouritesRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['favourites'];
    app.addHook('preHandler', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/favourites',
      {
        schema: {
          tags,
          summary: `My favourite cars as cards, ${FAVOURITES_PAGE_SIZE} a page`,
          querystring: favouritesQuerySchema,
          response: { 200: favouritesPageSchema },
        },
      },
      async (request) => {
        const all = await listCarCards(db, { favouriteOf: customerOf(request).id });
        const pageCount = Math.max(1, Math.ceil(all.length / FAVOURITES_PAGE_SIZE));
        const page = Math.min(request.query.page, pageCount);
        const start = (page - 1) * FAVOURITES_PAGE_SIZE;
        return {
          cars: all.slice(start, start + FAVOURITES_PAGE_SIZE),
          total: all.length,
          page,
          pageCount,
        };
      },
    );

    app.get(
      '/api/favourites/ids',
      {
        schema: {
          tags,
          summary: 'Ids of my favourite cars (for the hearts on car cards)',
          response: { 200: favouriteIdsResponseSchema },
        },
      },
      async (request) => ({ carIds: await listFavouriteCarIds(db, customerOf(request).id) }),
    );

    app.put(
      '/api/favourites/:carId',
      {
        schema: {
          tags,
          summary: 'Add a car to my favourites',
          params: favouriteParamsSchema,
          response: { 200: favouriteStateSchema },
        },
      },
      async (request) => {
        const { carId } = request.params;
        const added = await addFavourite(db, customerOf(request).id, carId);
        if (!added) throw notFound('This car is not available on our site any more.');
        return { carId, favourite: true };
      },
    );

    app.delete(
      '/api/favourites/:carId',
      {
        schema: {
          tags,
          summary: 'Remove a car from my favourites',
          params: favouriteParamsSchema,
          response: { 200: favouriteStateSchema },
        },
      },
      async (request) => {
        const { carId } = request.params;
        await removeFavourite(db, customerOf(request).id, carId);
        return { carId, favourite: false };
      },
    );
  };
