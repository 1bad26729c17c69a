import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markRefundPaidBodySchema,
  pendingManualPaymentsSchema,
  pendingRefundsSchema,
  rejectManualPaymentBodySchema,
  staffActionResponseSchema,
  staffPaymentParamsSchema,
} from '../../../shared/staff-payments.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireStaff } from '../../lib/auth-guard.js';
import { routeLimit } from '../../lib/route-limit.js';
import { mailIfConfirmed } from './booking-mail-hooks.js';
import { sendUtrRejectedMail } from './manual-payment-mail.js';
import { sendRefundSentMail } from './refund-mail.js';
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
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
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
        const outcome = await confirmManualPayment(db, request.params.id);
        await mailIfConfirmed({ db, mailer: app.mailer, config, log: request.log }, outcome);
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
        const reason = request.body.reason || undefined;
        const outcome = await rejectManualPayment(db, request.params.id, config.bookingHoldMinutes);
        try {
          await sendUtrRejectedMail(db, app.mailer, config, { ...outcome, reason });
        } catch (error) {
          request.log.error(
            { err: error, bookingId: outcome.bookingId },
            'UTR rejection mail failed',
          );
        }
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
        const outcome = await markRefundPaid(db, request.params.id, request.body.utr);
        try {
          await sendRefundSentMail(db, app.mailer, config, outcome);
        } catch (error) {
          request.log.error({ err: error, bookingId: outcome.bookingId }, 'refund mail failed');
        }
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'success' as const,
          message: `The refund for booking #${outcome.bookingId} is marked paid and the customer was told.`,
        };
      },
    );
  };
