import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingDetailsSchema } from '../../../shared/billing-address.js';
import {
  counterAvailabilityQuerySchema,
  counterBillingQuerySchema,
  counterAvailabilitySchema,
  counterBookingBodySchema,
  counterBookingResponseSchema,
  counterCustomerBodySchema,
  counterCarsQuerySchema,
  counterCarsSchema,
  counterCouponCheckBodySchema,
  counterCustomerSchema,
  counterGstQuerySchema,
  counterLookupQuerySchema,
  counterLookupSchema,
} from '../../../shared/counter-booking.js';
import { couponCheckResponseSchema } from '../../../shared/coupons.js';
import { apiErrorSchema } from '../../../shared/site.js';
import { checkoutGstSchema } from '../../../shared/gst-buyer.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { consoleActionLimit } from '../../lib/route-limit.js';
import {
  bookAtCounter,
  checkCounterCoupon,
  counterBilling,
  counterGst,
  findCounterCustomer,
  openCounterAccount,
} from './counter-booking.service.js';
import { counterAvailability } from './counter-availability.service.js';
import { counterCars } from './counter-cars.queries.js';

/**
 * Inside `consoleScope`: the counter's cars, customer look-up, new account and booking. The
 * whole desk uses these (counter staff too): the booking form and the booking change take
 * their cars from here, not from the fleet's manager-only routes.
 */
export const counterRoutes =
  (deps: { db: Db; mailer: Mailer; config: Config; events: EventBus }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/counter/cars',
      {
        schema: {
          tags,
          summary:
            'Cars of the branch with their rate packages, and its pickup/drop options, for a counter booking or a booking change',
          querystring: counterCarsQuerySchema,
          response: { 200: counterCarsSchema },
        },
      },
      async (request) => counterCars(deps.db, staffOf(request), request.query.branchId),
    );

    app.get(
      '/api/console/counter/availability',
      {
        schema: {
          tags,
          summary:
            "Which of the branch's cars in use can take a period, and why each other one cannot (the booking it clashes with, a block, the turnaround gap, the papers)",
          querystring: counterAvailabilityQuerySchema,
          response: { 200: counterAvailabilitySchema },
        },
      },
      async (request) => counterAvailability(deps.db, staffOf(request), request.query),
    );

    app.get(
      '/api/console/counter/customer',
      {
        schema: {
          tags,
          summary: 'The customer with exactly this e-mail or mobile number, or null',
          querystring: counterLookupQuerySchema,
          response: { 200: counterLookupSchema },
        },
      },
      async (request) => ({ customer: await findCounterCustomer(deps.db, request.query.contact) }),
    );

    app.get(
      '/api/console/counter/gst',
      {
        schema: {
          tags,
          summary: "The GST a booking of this car carries for this customer (the form's total)",
          querystring: counterGstQuerySchema,
          response: { 200: checkoutGstSchema },
        },
      },
      async (request) => counterGst(deps.db, staffOf(request), request.query),
    );

    app.get(
      '/api/console/counter/billing',
      {
        schema: {
          tags,
          summary:
            "The customer's billing address and GST registration on file (the form asks for an address when none is)",
          querystring: counterBillingQuerySchema,
          response: { 200: billingDetailsSchema },
        },
      },
      async (request) => counterBilling(deps.db, request.query.customerId),
    );

    app.post(
      '/api/console/counter/customers',
      {
        config: consoleActionLimit(deps.config),
        schema: {
          tags,
          summary: 'Opens an account for a walk-in or phone customer (the customer is mailed)',
          body: counterCustomerBodySchema,
          response: { 201: counterCustomerSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return openCounterAccount(deps, staffOf(request), request.body);
      },
    );

    app.post(
      '/api/console/counter/bookings',
      {
        config: consoleActionLimit(deps.config),
        schema: {
          tags,
          summary:
            'Books a car of the branch for a customer, with the payment taken at the counter (and the billing address, when given)',
          body: counterBookingBodySchema,
          response: { 201: counterBookingResponseSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return bookAtCounter(deps, staffOf(request), request.body);
      },
    );

    app.post(
      '/api/console/counter/coupon-check',
      {
        config: consoleActionLimit(deps.config),
        schema: {
          tags,
          summary:
            "Whether a coupon code the customer gives at the counter applies to their booking of the branch's car: the coupon's terms",
          body: counterCouponCheckBodySchema,
          response: { 200: couponCheckResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => checkCounterCoupon(deps.db, staffOf(request), request.body),
    );
  };
