import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParamsSchema } from '../../../shared/bookings.js';
import {
  completeResponseSchema,
  completeTestBodySchema,
  dashboardReturnUrl,
  orderParamsSchema,
  payResponseSchema,
  razorpayReturnBodySchema,
  testOrderSchema,
} from '../../../shared/payments.js';
import type { AppDeps } from '../../app-deps.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import type { OtherOrderSettler } from '../../lib/payment-gateways/payment-gateway.js';
import { verifiedReturn } from '../../lib/payment-gateways/verified-return.js';
import { completePayment, getTestOrder, startPayment } from './payments.service.js';
import { customerDocumentRoutes } from './documents.routes.js';
import { gstBuyerRoutes } from './gst-buyer.routes.js';
import { refundDestinationRoutes } from './refund-destination.routes.js';
import { manualPaymentRoutes } from './manual-payment.routes.js';
import { razorpayWebhookRoute } from './razorpay-webhook.routes.js';
import { payLimit } from './pay-limits.js';
import { balanceOwedSchema } from '../../../shared/balance-collection.js';
import { customerBalance, startBalancePayment } from './balance-link.service.js';

export type PaymentsDeps = Pick<AppDeps, 'db' | 'config' | 'gateway' | 'events'> & {
  /** Orders of the driving school, settled by the same webhook (absent when it is off). */
  otherOrders?: OtherOrderSettler;
};

/** Online payment of a booking through the configured gateway. */
export const paymentsRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, gateway } = deps;
    const tags = ['payments'];
    if (gateway.name === 'razorpay') await app.register(razorpayWebhookRoute(deps));

    const customerRoutes: FastifyPluginAsyncZod = async (customer) => {
      customer.addHook('onRequest', requireCustomer);
      customer.addHook('onSend', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });

      await customer.register(manualPaymentRoutes(deps));
      await customer.register(gstBuyerRoutes(db));
      await customer.register(customerDocumentRoutes(db));
      await customer.register(refundDestinationRoutes(db));

      customer.post(
        '/api/bookings/:id/pay',
        {
          config: payLimit(config, 'startPayment'),
          schema: {
            tags,
            summary: 'Open a gateway order for my unpaid booking (amount: the booking total)',
            params: bookingParamsSchema,
            response: { 200: payResponseSchema },
          },
        },
        async (request) => startPayment(db, gateway, customerOf(request).id, request.params.id),
      );

      // Never in production: with the test gateway a customer marks their own booking paid.
      customer.get(
        '/api/bookings/:id/balance',
        {
          schema: {
            tags,
            summary: 'What I still owe on my booking after its return',
            params: bookingParamsSchema,
            response: { 200: balanceOwedSchema },
          },
        },
        async (request) => customerBalance(db, customerOf(request).id, request.params.id),
      );

      customer.post(
        '/api/bookings/:id/pay-balance',
        {
          config: payLimit(config, 'startPayment'),
          schema: {
            tags,
            summary: 'Open a gateway order for what I still owe after the return',
            params: bookingParamsSchema,
            response: { 200: payResponseSchema },
          },
        },
        async (request) =>
          startBalancePayment(db, gateway, customerOf(request).id, request.params.id),
      );

      if (gateway.name === 'test' && config.env !== 'production') {
        customer.get(
          '/api/payments/test/:orderId',
          {
            schema: {
              tags,
              summary: 'Test gateway: my order with its booking',
              params: orderParamsSchema,
              response: { 200: testOrderSchema },
            },
          },
          async (request) => getTestOrder(db, customerOf(request).id, request.params.orderId),
        );

        customer.post(
          '/api/payments/test/:orderId/complete',
          {
            config: payLimit(config, 'gatewayReturn'),
            schema: {
              tags,
              summary: 'Test gateway: pay successfully or fail the payment',
              params: orderParamsSchema,
              body: completeTestBodySchema,
              response: { 200: completeResponseSchema },
            },
          },
          async (request) => {
            const { orderId } = request.params;
            const result = gateway.verifyReturn({
              order_id: orderId,
              outcome: request.body.outcome,
            });
            const outcome = await completePayment(deps, result, {
              ownerId: customerOf(request).id,
              requireLiveHold: true,
            });
            const paid = outcome.paid;
            return {
              status: paid ? ('success' as const) : ('failed' as const),
              redirectUrl: dashboardReturnUrl(orderId, paid),
            };
          },
        );
      }

      if (gateway.name === 'razorpay') {
        customer.post(
          '/api/payments/razorpay/verify',
          {
            config: { ...payLimit(config, 'gatewayReturn'), access: 'customer' },
            schema: {
              tags,
              summary: 'Razorpay Checkout return: checks the order|payment signature',
              body: razorpayReturnBodySchema,
              response: { 200: completeResponseSchema },
            },
          },
          async (request) => {
            const result = verifiedReturn(gateway, request.body);
            const outcome = await completePayment(deps, result, {
              ownerId: customerOf(request).id,
            });
            const paid = outcome.paid;
            return {
              status: paid ? ('success' as const) : ('failed' as const),
              redirectUrl: dashboardReturnUrl(result.orderId, paid),
            };
          },
        );
      }
    };
    await app.register(customerRoutes);
  };
