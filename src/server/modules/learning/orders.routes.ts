import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CART_COOKIE, parseCartCookie } from '../../../shared/learning-cart.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import { countryQuerySchema } from '../../../shared/learning-catalogue.js';
import {
  cartSchema,
  checkoutBodySchema,
  checkoutResultSchema,
  completeResultSchema,
  courseOrderSchema,
  gatewayOrderParamsSchema,
  giftBodySchema,
  orderIdParamsSchema,
  testCompleteBodySchema,
} from '../../../shared/learning-orders.js';
import type { Config } from '../../config.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { notFound } from '../../lib/http-errors.js';
import { verifiedReturn } from '../../lib/payment-gateways/verified-return.js';
import { pricedCart } from './cart.service.js';
import { contentLanguage, contentLanguageQuery } from './content-language.js';
import { checkoutCart } from './checkout.service.js';
import { giftCourse, type GiftDeps } from './gift.service.js';
import { findOrderByGatewayId } from './orders.queries.js';
import { completeOrder, myOrders, refundOrder } from './orders.service.js';

/** The course cart (read from its cookie), checkout, gifting, payment returns and refunds. */
export const ordersRoutes =
  (deps: GiftDeps, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    // Each of these opens a gateway order, sends a mail or moves money: a handful per customer.
    const limit = routeLimit(config, 20, 15 * 60_000, 'user');
    const tags = ['learning'];
    const { db, gateway } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/learning/cart',
      {
        schema: {
          tags,
          summary: 'The cart cookie priced by the server: lines and the Order Summary',
          querystring: countryQuerySchema.extend(contentLanguageQuery.shape),
          response: { 200: cartSchema },
        },
      },
      async (request) =>
        pricedCart(db, parseCartCookie(request.cookies[CART_COOKIE]), {
          ...(request.user ? { userId: request.user.id } : {}),
          country: request.query.country,
          aedPerUsd: deps.aedPerUsd,
          lang: await contentLanguage(request, db, request.query.lang),
        }),
    );

    const customer: FastifyPluginAsyncZod = async (c) => {
      c.addHook('onRequest', requireCustomer);

      c.post(
        '/api/learning/orders',
        {
          config: limit,
          schema: {
            tags,
            summary: 'Proceed to Secure Checkout: one order of the cart, priced by the server',
            body: checkoutBodySchema,
            response: { 200: checkoutResultSchema },
          },
        },
        async (request) =>
          checkoutCart(
            deps,
            customerOf(request).id,
            parseCartCookie(request.cookies[CART_COOKIE]),
            request.body.country,
          ),
      );

      c.post(
        '/api/learning/gifts',
        {
          config: limit,
          schema: {
            tags,
            summary: "Gift this Course: pay for one course for a friend's e-mail",
            body: giftBodySchema,
            response: { 200: checkoutResultSchema },
          },
        },
        (request) => giftCourse(deps, customerOf(request).id, request.body),
      );

      c.get(
        '/api/learning/orders',
        {
          schema: {
            tags,
            summary: 'My course orders, with whether each can still be refunded',
            querystring: contentLanguageQuery,
            response: { 200: z.object({ orders: z.array(courseOrderSchema) }) },
          },
        },
        async (request) => ({
          orders: await myOrders(
            db,
            customerOf(request).id,
            await contentLanguage(request, db, request.query.lang),
          ),
        }),
      );

      c.post(
        '/api/learning/orders/:id/refund',
        {
          config: limit,
          schema: {
            tags,
            summary: '30 day Refund Guarantee: refund a paid order through the gateway',
            params: orderIdParamsSchema,
            response: { 200: z.object({ id: z.number().int(), status: z.literal('refunded') }) },
          },
        },
        (request) => refundOrder(deps, customerOf(request).id, request.params.id),
      );

      if (gateway.name === 'test') {
        c.get(
          '/api/learning/payments/test/:orderId',
          {
            schema: {
              tags,
              summary: 'Test gateway: my course order',
              params: gatewayOrderParamsSchema,
              response: {
                200: z.object({
                  orderId: z.number().int(),
                  total: z.number().int(),
                  currency: z.string(),
                  status: z.string(),
                }),
              },
            },
          },
          async (request) => {
            const order = await findOrderByGatewayId(db, request.params.orderId);
            if (!order || order.userId !== customerOf(request).id) {
              throw notFound(LEARNING_MESSAGES.orderNotFound);
            }
            return {
              orderId: order.id,
              total: order.totalMinor,
              currency: order.currency,
              status: order.status,
            };
          },
        );

        c.post(
          '/api/learning/payments/test/:orderId/complete',
          {
            config: limit,
            schema: {
              tags,
              summary: 'Test gateway: pay my course order successfully or fail it',
              params: gatewayOrderParamsSchema,
              body: testCompleteBodySchema,
              response: { 200: completeResultSchema },
            },
          },
          async (request, reply) => {
            const result = gateway.verifyReturn({
              order_id: request.params.orderId,
              outcome: request.body.outcome,
            });
            const done = await completeOrder(deps, result, customerOf(request).id);
            if (done.status === 'success') reply.clearCookie(CART_COOKIE, { path: '/' });
            return done;
          },
        );
      }

      if (gateway.name === 'razorpay') {
        c.post(
          '/api/learning/orders/razorpay/verify',
          {
            // Declared here: with the test gateway the route walk never sees this route.
            config: { ...limit, access: 'customer' },
            schema: {
              tags,
              summary: 'Razorpay Checkout return for a course order (order|payment signature)',
              body: z.object({
                razorpay_order_id: z.string().max(64),
                razorpay_payment_id: z.string().max(64),
                razorpay_signature: z.string().max(256),
              }),
              response: { 200: completeResultSchema },
            },
          },
          async (request, reply) => {
            const result = verifiedReturn(gateway, request.body);
            const done = await completeOrder(deps, result, customerOf(request).id);
            if (done.status === 'success') reply.clearCookie(CART_COOKIE, { path: '/' });
            return done;
          },
        );
      }
    };
    await app.register(customer);
  };
