import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carReviewsParamsSchema,
  carReviewsQuerySchema,
  carReviewsSchema,
  myReviewSchema,
  myReviewsSchema,
  reviewBodySchema,
} from '../../../shared/reviews.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { carReviews, myReviews, writeReview } from './reviews.service.js';

/**
 * Reviews from renters (decision 0049): a customer reviews their completed trip once and sees
 * the trips awaiting a review; anyone reads a car's visible reviews.
 */
export const reviewsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reviews'];

    app.post(
      '/api/reviews',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary:
            'Review my completed trip: the car and the branch 1-5 and a comment (403 not my completed trip, 409 reviewed already)',
          body: reviewBodySchema,
          response: { 201: myReviewSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return writeReview(db, customerOf(request).id, request.body);
      },
    );

    app.get(
      '/api/reviews/mine',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary: 'My completed trips awaiting a review, and the reviews I wrote',
          response: { 200: myReviewsSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return myReviews(db, customerOf(request).id);
      },
    );

    app.get(
      '/api/reviews/cars/:carId',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A car's renters' reviews: average, count and 10 a page, latest first",
          params: carReviewsParamsSchema,
          querystring: carReviewsQuerySchema,
          response: { 200: carReviewsSchema },
        },
      },
      async (request) => carReviews(db, request.params.carId, request.query.page),
    );
  };
