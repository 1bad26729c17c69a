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
import { branchScope, staffOf } from '../../lib/console-guard.js';
import { consoleActionLimit } from '../../lib/route-limit.js';
import {
  balanceOwedSchema,
  collectBalanceBodySchema,
  collectBalanceResponseSchema,
  paymentLinkResponseSchema,
} from '../../../shared/balance-collection.js';
import {
  depositHeldSchema,
  depositSettlementBodySchema,
  depositSettlementResponseSchema,
} from '../../../shared/deposit-settlement.js';
import {
  sendBalanceLink,
  balanceOwed,
  collectBalance,
  depositHeld,
  settleDeposit,
  confirmManualPayment,
  markRefundPaid,
  pendingManualPayments,
  pendingRefunds,
  rejectManualPayment,
} from '../payments/index.js';
import {
  bookingConfirmedMessage,
  referenceRejectedMessage,
  refundMarkedPaidMessage,
} from '../../../shared/booking-messages.js';

/**
 * Inside `consoleScope`: check submitted UTRs against the bank statement, and pay by bank
 * transfer the refunds no gateway pays. Branch staff see and act on their branch's payments
 * only (another branch's payment id is 404); every action is audited. Payments writes every
 * row (decision 0028): these routes call its services.
 */
export const consolePaymentsRoutes =
  (deps: Pick<AppDeps, 'db' | 'config' | 'events' | 'mailer'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const tags = ['console'];
    const actionLimit = () => consoleActionLimit(config);

    app.get(
      '/api/console/bookings/:id/balance',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'What the customer still owes after the return (from the journal)',
          params: staffPaymentParamsSchema,
          response: { 200: balanceOwedSchema },
        },
      },
      async (request) => balanceOwed(db, request.params.id),
    );

    app.post(
      '/api/console/bookings/:id/collect-balance',
      {
        config: { ...actionLimit(), record: 'booking' },
        schema: {
          tags,
          summary: 'Record the balance taken at the counter (cash, UPI with its UTR, card)',
          params: staffPaymentParamsSchema,
          body: collectBalanceBodySchema,
          response: { 200: collectBalanceResponseSchema },
        },
      },
      async (request) => collectBalance(db, staffOf(request).id, request.params.id, request.body),
    );

    app.post(
      '/api/console/bookings/:id/payment-link',
      {
        config: { ...actionLimit(), record: 'booking' },
        schema: {
          tags,
          summary: 'Mail the customer a link to pay what the return left owing online',
          params: staffPaymentParamsSchema,
          response: { 200: paymentLinkResponseSchema },
        },
      },
      async (request) => sendBalanceLink(deps, staffOf(request).id, request.params.id),
    );

    app.get(
      '/api/console/bookings/:id/deposit',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: 'The deposit left after the return, waiting to be returned',
          params: staffPaymentParamsSchema,
          response: { 200: depositHeldSchema },
        },
      },
      async (request) => depositHeld(db, request.params.id),
    );

    app.post(
      '/api/console/bookings/:id/deposit',
      {
        config: { ...actionLimit(), record: 'booking' },
        schema: {
          tags,
          summary:
            'Return the deposit in full or in part; what is kept is invoiced (reason needed)',
          params: staffPaymentParamsSchema,
          body: depositSettlementBodySchema,
          response: { 200: depositSettlementResponseSchema },
        },
      },
      async (request) => settleDeposit(db, staffOf(request).id, request.params.id, request.body),
    );

    app.get(
      '/api/console/manual-payments',
      {
        schema: {
          tags,
          summary: 'Submitted UTRs waiting for a staff check, oldest first',
          response: { 200: pendingManualPaymentsSchema },
        },
      },
      async (request) => pendingManualPayments(db, branchScope(staffOf(request))),
    );

    app.post(
      '/api/console/manual-payments/:id/confirm',
      {
        config: { ...actionLimit(), record: 'payment' },
        schema: {
          tags,
          summary: 'The transfer arrived: payment success, booking confirmed, mail sent',
          params: staffPaymentParamsSchema,
          response: { 200: staffActionResponseSchema },
        },
      },
      async (request) => {
        const outcome = await confirmManualPayment(deps, staffOf(request).id, request.params.id);
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'success' as const,
          message: bookingConfirmedMessage(outcome.bookingId),
        };
      },
    );

    app.post(
      '/api/console/manual-payments/:id/reject',
      {
        config: { ...actionLimit(), record: 'payment' },
        schema: {
          tags,
          summary: 'The UTR could not be matched: payment failed, short hold, customer mailed',
          params: staffPaymentParamsSchema,
          body: rejectManualPaymentBodySchema,
          response: { 200: staffActionResponseSchema },
        },
      },
      async (request) => {
        const outcome = await rejectManualPayment(deps, staffOf(request).id, request.params.id, {
          holdMinutes: config.bookingHoldMinutes,
          reason: request.body.reason || null,
        });
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'failed' as const,
          message: referenceRejectedMessage(outcome.bookingId),
        };
      },
    );

    app.get(
      '/api/console/refunds',
      {
        schema: {
          tags,
          summary: 'Refunds of cancelled bookings waiting for a bank transfer, oldest first',
          response: { 200: pendingRefundsSchema },
        },
      },
      async (request) => pendingRefunds(db, branchScope(staffOf(request))),
    );

    app.post(
      '/api/console/refunds/:id/paid',
      {
        config: { ...actionLimit(), record: 'payment' },
        schema: {
          tags,
          summary: 'The refund was sent by bank transfer: refund success with its UTR, mail sent',
          params: staffPaymentParamsSchema,
          body: markRefundPaidBodySchema,
          response: { 200: staffActionResponseSchema },
        },
      },
      async (request) => {
        const outcome = await markRefundPaid(
          deps,
          staffOf(request).id,
          request.params.id,
          request.body.utr,
        );
        return {
          paymentId: outcome.paymentId,
          bookingId: outcome.bookingId,
          status: 'success' as const,
          message: refundMarkedPaidMessage(outcome.bookingId),
        };
      },
    );
  };
