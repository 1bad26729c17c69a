import type { FastifyInstance } from 'fastify';

/** Razorpay's POST to the webhook: the raw JSON body and its `X-Razorpay-Signature`. */
export const postRazorpayWebhook = (app: FastifyInstance, body: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
