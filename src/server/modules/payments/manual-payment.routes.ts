import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParamsSchema } from '../../../shared/bookings.js';
import { manualPaymentBodySchema, manualPaymentInfoSchema } from '../../../shared/payments.js';
import type { AppDeps } from '../../app-deps.js';
import { customerOf } from '../../lib/auth-guard.js';
import { getManualPayment, submitUtr } from './manual-payment.service.js';
import { payLimit } from './pay-limits.js';

/** /make-payment: registered inside the customer-only scope of paymentsRoutes. */
export const manualPaymentRoutes =
  ({ db, config }: Pick<AppDeps, 'db' | 'config'>): FastifyPluginAsyncZod =>
  async (app) => {
    const manual = config.payment.manual;
    const tags = ['payments'];
    app.get(
      '/api/bookings/:id/manual-payment',
      {
        schema: {
          tags,
          summary: 'Manual payment details: amount due, UPI link, bank details, submitted UTR',
          params: bookingParamsSchema,
          response: { 200: manualPaymentInfoSchema },
        },
      },
      async (request) => getManualPayment(db, manual, customerOf(request).id, request.params.id),
    );

    app.post(
      '/api/bookings/:id/manual-payment',
      {
        config: payLimit(config, 'submitUtr'),
        schema: {
          tags,
          summary: 'Submit the UTR of a UPI / bank transfer; keeps the hold until staff check it',
          params: bookingParamsSchema,
          body: manualPaymentBodySchema,
          response: { 200: manualPaymentInfoSchema },
        },
      },
      async (request) =>
        submitUtr(db, manual, customerOf(request).id, request.params.id, request.body.utr),
    );
  };
