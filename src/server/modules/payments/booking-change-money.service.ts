import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { GATEWAY_METHODS } from '../../lib/payment-gateways/payment-gateway.js';
import { postBookingChanged } from './journal.service.js';
import { receivableOf } from './journal.queries.js';
import { refundedOf } from './money-console.queries.js';
import { paidPaymentsOf } from './refunds.queries.js';
import { sendRefund, writeRefundRows, type RefundDeps } from './refunds.service.js';

/** A paid booking's terms before and after a change (the quote's figures). */
export interface ChangedBookingMoney {
  bookingId: number;
  before: { depositPaise: number; totalPaise: number };
  after: { depositPaise: number; totalPaise: number };
}

export interface ChangeMoneyOutcome {
  /** What the customer now owes more (collect it at the counter or by payment link). */
  owedPaise: number;
  /** What goes back to the customer, and its refund row. */
  refundPaise: number;
  refundPaymentId: number | null;
  /** After the change commits: pays the refund back through the gateway where it can. */
  send(log: FastifyBaseLogger): Promise<void>;
}

/**
 * The money of a change to a paid booking (issue 32 item 2), inside the change's transaction.
 * Dearer: the difference is owed (the journal's receivable, which the balance route, the
 * counter's collect and the payment link read). Cheaper: it first cancels what the customer
 * still owed; the rest is refunded, up to what they paid and was not refunded yet, through the
 * gateway it came from where it can (else a refund row for staff); anything beyond stays to
 * the customer's credit on the booking.
 */
export async function recordBookingChangeMoney(
  tx: Tx,
  deps: Pick<RefundDeps, 'db' | 'events' | 'gateway'>,
  change: ChangedBookingMoney,
): Promise<ChangeMoneyOutcome> {
  const depositDiff = change.after.depositPaise - change.before.depositPaise;
  const totalDiff = change.after.totalPaise - change.before.totalPaise;
  const outcome = {
    owedPaise: Math.max(0, totalDiff),
    refundPaise: 0,
    refundPaymentId: null as number | null,
    send: async () => {},
  };
  if (totalDiff === 0 && depositDiff === 0) return outcome;
  let row: Awaited<ReturnType<typeof writeRefundRows>> | null = null;
  if (totalDiff < 0) {
    const owed = Math.max(0, await receivableOf(tx, change.bookingId));
    const rest = -totalDiff - Math.min(owed, -totalDiff);
    const paid = (await paidPaymentsOf(tx, change.bookingId)).reduce(
      (sum, p) => sum + p.amountPaise,
      0,
    );
    const refundable = Math.max(0, paid - (await refundedOf(tx, change.bookingId)));
    outcome.refundPaise = Math.min(rest, refundable);
    if (outcome.refundPaise > 0) {
      row = await writeRefundRows(tx, GATEWAY_METHODS[deps.gateway.name], {
        bookingId: change.bookingId,
        amountPaise: outcome.refundPaise,
      });
      outcome.refundPaymentId = row.id;
    }
  }
  await postBookingChanged(tx, {
    bookingId: change.bookingId,
    depositDiffPaise: depositDiff,
    revenueDiffPaise: totalDiff - depositDiff,
    refundPaise: outcome.refundPaise,
    refundPaymentId: outcome.refundPaymentId,
  });
  const sending = row;
  return {
    ...outcome,
    send: sending ? (log) => sendRefund({ ...deps, log }, sending) : outcome.send,
  };
}
