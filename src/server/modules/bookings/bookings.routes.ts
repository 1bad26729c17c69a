import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKINGS_PAGE_SIZE,
  CANCELLED_MESSAGE,
  bookingCountsSchema,
  bookingParamsSchema,
  bookingSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  cancelResponseSchema,
  cancellationQuoteSchema,
  createBookingBodySchema,
  createExtensionBodySchema,
  extensionQuerySchema,
  extensionQuoteSchema,
  idempotencyHeadersSchema,
} from '../../../shared/bookings.js';
import type { AppDeps } from '../../app-deps.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { countBookingsOf, countPaymentsOf, listBookingsOf } from './bookings.queries.js';
import { toBookings } from './booking-view.js';
import { createBooking, getBooking } from './bookings.service.js';
import { cancelBooking, cancellationQuote } from './cancellation.service.js';
import { createExtension, extensionQuote } from './extension.service.js';
import type { CancellationRefunds } from './cancellation-refunds.js';

export type BookingsDeps = Pick<AppDeps, 'db' | 'config' | 'events'> & {
  refunds: CancellationRefunds;
};

/** A customer's bookings: create (idempotent per key), list, counters, view, extend, cancel. */
export const bookingsRoutes =
  (deps: BookingsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const tags = ['bookings'];
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.post(
      '/api/bookings',
      {
        schema: {
          tags,
          summary: 'Book a car: unpaid, holding the car for BOOKING_HOLD_MINUTES',
          headers: idempotencyHeadersSchema,
          body: createBookingBodySchema,
          response: { 200: bookingSchema, 201: bookingSchema },
        },
      },
      async (request, reply) => {
        const { booking, created } = await createBooking(db, {
          userId: customerOf(request).id,
          key: request.headers['idempotency-key'],
          body: request.body,
          holdMinutes: config.bookingHoldMinutes,
        });
        return reply.code(created ? 201 : 200).send(booking);
      },
    );

    app.get(
      '/api/bookings',
      {
        schema: {
          tags,
          summary: `My bookings, newest first, ${BOOKINGS_PAGE_SIZE} a page`,
          querystring: bookingsQuerySchema,
          response: { 200: bookingsPageSchema },
        },
      },
      async (request) => {
        const userId = customerOf(request).id;
        const { total } = await countBookingsOf(db, userId);
        const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
        const page = Math.min(request.query.page, pageCount);
        const rows = await listBookingsOf(
          db,
          userId,
          BOOKINGS_PAGE_SIZE,
          (page - 1) * BOOKINGS_PAGE_SIZE,
        );
        return { bookings: await toBookings(db, rows), total, page, pageCount };
      },
    );

    app.get(
      '/api/bookings/counts',
      {
        schema: {
          tags,
          summary: 'Dashboard counters',
          response: { 200: bookingCountsSchema },
        },
      },
      async (request) => {
        const userId = customerOf(request).id;
        const { current, completed, cancelled } = await countBookingsOf(db, userId);
        return { current, completed, cancelled, transactions: await countPaymentsOf(db, userId) };
      },
    );

    app.get(
      '/api/bookings/:id',
      {
        schema: {
          tags,
          summary: 'One of my bookings',
          params: bookingParamsSchema,
          response: { 200: bookingSchema },
        },
      },
      async (request) => getBooking(db, customerOf(request).id, request.params.id),
    );

    app.get(
      '/api/bookings/:id/cancellation-quote',
      {
        schema: {
          tags,
          summary: 'Cancellation rules and the refund cancelling now would give',
          params: bookingParamsSchema,
          response: { 200: cancellationQuoteSchema },
        },
      },
      async (request) =>
        cancellationQuote({ db, refunds: deps.refunds }, customerOf(request).id, request.params.id),
    );

    app.get(
      '/api/bookings/:id/extension-quote',
      {
        schema: {
          tags,
          summary: 'Whether my booking can run on to a new drop, with the rates for it',
          params: bookingParamsSchema,
          querystring: extensionQuerySchema,
          response: { 200: extensionQuoteSchema },
        },
      },
      async (request) =>
        extensionQuote(db, customerOf(request).id, request.params.id, request.query),
    );

    app.post(
      '/api/bookings/:id/extensions',
      {
        schema: {
          tags,
          summary:
            'Extend my booking to a new drop: an unpaid extension holding the same car, paid like a booking',
          params: bookingParamsSchema,
          headers: idempotencyHeadersSchema,
          body: createExtensionBodySchema,
          response: { 200: bookingSchema, 201: bookingSchema },
        },
      },
      async (request, reply) => {
        const { booking, created } = await createExtension(db, {
          userId: customerOf(request).id,
          bookingId: request.params.id,
          key: request.headers['idempotency-key'],
          body: request.body,
          holdMinutes: config.bookingHoldMinutes,
        });
        return reply.code(created ? 201 : 200).send(booking);
      },
    );

    app.post(
      '/api/bookings/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel my booking; the car is free again at once',
          params: bookingParamsSchema,
          response: { 200: cancelResponseSchema },
        },
      },
      async (request) => {
        const userId = customerOf(request).id;
        const result = await cancelBooking(deps, userId, request.params.id, request.log);
        return { message: CANCELLED_MESSAGE, ...result };
      },
    );
  };
