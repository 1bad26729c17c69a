import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../lib/http-errors.js';
import {
  GatewaySignatureError,
  type GatewayRefundEvent,
  type GatewayResult,
  type OtherOrderSettler,
} from '../../lib/payment-gateways/payment-gateway.js';
import { completePayment, isBookingOrder } from './payments.service.js';
import { settleRefundEvent } from './refunds.service.js';

/**
 * Razorpay's server-to-server notification. The signature covers the exact bytes sent, so
 * this plugin (and only it) keeps JSON bodies as the raw string.
 */
export const razorpayWebhookRoute =
  (
    deps: Pick<AppDeps, 'db' | 'gateway' | 'events'> & { otherOrders?: OtherOrderSettler },
  ): FastifyPluginAsync =>
  async (app) => {
    const { gateway } = deps;
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });

    app.post(
      '/api/payments/razorpay/webhook',
      {
        // Razorpay calls it without a session; the signature is its check.
        config: { access: 'public' },
        schema: { tags: ['payments'], summary: 'Razorpay webhook (HMAC of the raw body)' },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        let result: GatewayResult | GatewayRefundEvent | null;
        try {
          result = gateway.parseWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof GatewaySignatureError) throw badRequest(error.message);
          if (error instanceof SyntaxError) throw badRequest('The webhook body is not JSON.');
          throw error;
        }
        if (result && 'refundId' in result) {
          await settleRefundEvent({ ...deps, log: request.log }, result);
        } else if (result) {
          // Dispatched by what the order is for: a booking's settles here, any other goes to
          // the driving school, which acknowledges one it never opened so Razorpay stops.
          if (await isBookingOrder(deps.db, result.orderId)) await completePayment(deps, result);
          else await deps.otherOrders?.(result);
        }
        return { ok: true };
      },
    );
  };
