import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markRefundPaidBodySchema,
  pendingManualPaymentsSchema,
  pendingRefundsSchema,
  rejectManualPaymentBodySchema,
  staffActionResponseSchema,
  staffPaymentParamsSchema,
} from '../../../shared/staff-payments.js';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import {
  confirmManualPayment,
  markRefundPaid,
  pendingManualPayments,
  pendingRefunds,
  rejectManualPayment,
} from './staff-payments.service.js';

/**
 * Staff only (401 visitor, 403 customer): check submitted UTRs against the bank statement, and
 * pay by bank transfer the refunds no gateway pays.
 */
export const staffPaymentsRoutes =
  (deps: Pick<AppDeps, 'db' | 'config' | 'events'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const tags = ['staff'];
    app.addHook('onRequest', requireStaff);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    // Generous: a staff member clears a queue quickly, but a stolen session cannot hammer it.
    const actionLimit = () => routeLimit(config, 120, 60_000, 'user');

    app.get(
      '/api/staff/manual-payments',
      {
        schema: {
          tags,
          summary: 'Submitted UTRs waiting for a staff check, oldest first',
          response: { 200: pendingManualPaymentsSchema },
        },
      },
      async () => pendingManualPayments(db),
    );

    app.post(
      '/api/staff/manual-payments/:id/confirm',
      {
        config: actionLimit(),
        schema: {
          tags,
          summary: 'The transfer arrived: payment success, booking confirmed, mail sent',
          params: staffPaymentParamsSchema,
          response: { 200: staffActionResponseSchema },
        },
      },
      async (request) => {
        const outcome = await confirmManualPayment(deps, request.params.id);
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'success' as const,
          message: `Booking #${outcome.bookingId} is confirmed.`,
        };
      },
    );

    app.post(
      '/api/staff/manual-payments/:id/reject',
      {
        config: actionLimit(),
        schema: {
          tags,
          summary: 'The UTR could not be matched: payment failed, short hold, customer mailed',
          params: staffPaymentParamsSchema,
          body: rejectManualPaymentBodySchema,
          response: { 200: staffActionResponseSchema },
        },
      },
      async (request) => {
        const outcome = await rejectManualPayment(deps, request.params.id, {
          holdMinutes: config.bookingHoldMinutes,
          reason: request.body.reason || null,
        });
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'failed' as const,
          message: `The reference for booking #${outcome.bookingId} was rejected and the customer was told.`,
        };
      },
    );

    app.get(
      '/api/staff/refunds',
      {
        schema: {
          tags,
          summary: 'Refunds of cancelled bookings waiting for a bank transfer, oldest first',
          response: { 200: pendingRefundsSchema },
        },
      },
      async () => pendingRefunds(db),
    );

    app.post(
      '/api/staff/refunds/:id/paid',
      {
        config: actionLimit(),
        schema: {
          tags,
          summary: 'The refund was sent by bank transfer: refund success with its UTR, mail sent',
          params: staffPaymentParamsSchema,
          body: markRefundPaidBodySchema,
          response: { 200: staffActionResponseSchema },
        },
      },
      async (request) => {
        const outcome = await markRefundPaid(deps, request.params.id, request.body.utr);
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'success' as const,
          message: `The refund for booking #${outcome.bookingId} is marked paid and the customer was told.`,
        };
      },
    );
  };
