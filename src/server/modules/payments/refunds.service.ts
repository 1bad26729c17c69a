import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import {
  GATEWAY_METHODS,
  type GatewayRefund,
  type GatewayRefundEvent,
  type PaymentGateway,
} from '../../lib/payment-gateways/payment-gateway.js';
import { HttpError } from '../../lib/http-errors.js';
import { planRefund } from './refund-plan.js';
import {
  findGatewayRefund,
  insertRefundRow,
  isRefundInFlight,
  lockSendingRefund,
  lockUnsentRefund,
  releaseSendingRefund,
  markGatewayRefundProcessed,
  paidPaymentsOf,
  releaseFailedGatewayRefund,
} from './refunds.queries.js';

export interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/** The reference a gateway refund carries (receipt and notes): the refund row's id. */
export const refundReference = (refundPaymentId: number) => `refund_${refundPaymentId}`;

/** The refund row id a reference names, or null. */
function refundIdOf(reference: string | undefined): number | null {
  const match = /^refund_(\d+)$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}

export const REFUND_NOT_RECORDED_MESSAGE =
  'This refund is still being recorded. Send the notification again shortly.';

interface GatewayPiece {
  amountPaise: number;
  gatewayPaymentId: string;
}
type PieceOutcome = GatewayPiece & { refund: GatewayRefund | null };

/**
 * Decides, in one short transaction, what goes back through the gateway: the refund row keeps
 * the gateway's share (one piece per gateway payment it came from); a share paid another way
 * (UPI / bank transfer) moves to its own pending refund row for staff.
 */
async function prepareRefund(db: Db, gatewayMethod: string, refundPaymentId: number) {
  return db.transaction(async (tx) => {
    const row = await lockUnsentRefund(tx, refundPaymentId);
    if (!row || row.amountPaise === 0) return null;
    const plan = planRefund(
      row.amountPaise,
      await paidPaymentsOf(tx, row.bookingId),
      gatewayMethod,
      row.method,
    );
    const pieces = plan.filter((p): p is GatewayPiece & typeof p => p.gatewayPaymentId !== null);
    const manual = plan.find((p) => p.gatewayPaymentId === null);
    if (pieces.length === 0) {
      await tx.update(payments).set({ method: manual!.method }).where(eq(payments.id, row.id));
      return null;
    }
    const gatewayPaise = pieces.reduce((sum, p) => sum + p.amountPaise, 0);
    // Processing: off the staff list until the gateway answers, so it is never paid twice.
    await tx
      .update(payments)
      .set({ method: gatewayMethod, amountPaise: gatewayPaise, status: 'processing' })
      .where(eq(payments.id, row.id));
    if (manual) {
      await insertRefundRow(tx, {
        bookingId: row.bookingId,
        method: manual.method,
        amountPaise: manual.amountPaise,
      });
    }
    return { id: row.id, bookingId: row.bookingId, method: gatewayMethod, pieces };
  });
}

const stateOf = (refund: GatewayRefund | null) =>
  refund === null
    ? { status: 'pending' as const, gatewayPaymentId: null }
    : {
        status: refund.status === 'processed' ? ('success' as const) : ('processing' as const),
        gatewayPaymentId: refund.refundId,
      };

/**
 * Records the gateway's answers on the refund row, unless staff paid it meanwhile. All paid:
 * one successful row with the gateway refund ids. Otherwise each piece gets its own row, so a
 * refused piece (no id) waits for staff and a pending one (its id) waits for the webhook.
 */
async function recordOutcomes(
  deps: RefundDeps,
  row: { id: number; bookingId: number; method: string },
  outcomes: PieceOutcome[],
) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockSendingRefund(tx, row.id))) {
      deps.log.error(
        { refundPaymentId: row.id, outcomes },
        'gateway refund answered for a refund no longer in flight: check for a double refund',
      );
      return;
    }
    if (outcomes.every((o) => o.refund?.status === 'processed')) {
      const ids = outcomes.map((o) => o.refund!.refundId).join(',');
      await tx
        .update(payments)
        .set({ status: 'success', gatewayPaymentId: ids })
        .where(eq(payments.id, row.id));
      return;
    }
    const [first, ...rest] = outcomes;
    await tx
      .update(payments)
      .set({ amountPaise: first!.amountPaise, ...stateOf(first!.refund) })
      .where(eq(payments.id, row.id));
    for (const o of rest) {
      await tx.insert(payments).values({
        bookingId: row.bookingId,
        kind: 'refund',
        method: row.method,
        amountPaise: o.amountPaise,
        ...stateOf(o.refund),
      });
    }
  });
}

/**
 * Pays a cancellation's refund back through the gateway the booking was paid with, after the
 * cancel transaction committed (no network call inside a transaction). A booking paid in
 * several gateway payments (rent, extensions) is refunded across them in order, up to each
 * one's amount. What the gateway refuses, and what was paid by UPI / bank transfer, stays
 * pending in the staff refunds list. Never throws: the cancellation stands whatever happens.
 */
export async function issueRefund(deps: RefundDeps, refundPaymentId: number | null) {
  if (refundPaymentId === null) return;
  const { db, gateway, log } = deps;
  try {
    const row = await prepareRefund(db, GATEWAY_METHODS[gateway.name], refundPaymentId);
    if (!row) return;
    const outcomes: PieceOutcome[] = [];
    for (const piece of row.pieces) {
      let refund: GatewayRefund | null = null;
      try {
        refund = await gateway.refund({
          gatewayPaymentId: piece.gatewayPaymentId,
          amountPaise: piece.amountPaise,
          reference: refundReference(row.id),
        });
      } catch (error) {
        log.error(
          { err: error, refundPaymentId: row.id, gatewayPaymentId: piece.gatewayPaymentId },
          'gateway refund refused: the refund waits for staff',
        );
      }
      outcomes.push({ ...piece, refund });
    }
    await recordOutcomes(deps, row, outcomes);
  } catch (error) {
    log.error({ err: error, refundPaymentId }, 'refund could not be issued: it waits for staff');
    await releaseSendingRefund(db, refundPaymentId).catch((err: unknown) =>
      log.error({ err, refundPaymentId }, 'refund left processing: release it by hand'),
    );
  }
}

/**
 * A gateway's refund notification: processed marks the refund row a success; failed hands
 * the row back to staff (still pending, without the gateway refund id). A notification that
 * beats the gateway's own answer (the refund id is not saved yet) answers 503, so the gateway
 * sends it again; other unknown ids are ignored.
 */
export async function settleRefundEvent(db: Db, event: GatewayRefundEvent, log: FastifyBaseLogger) {
  const row = await findGatewayRefund(db, event.refundId);
  if (!row) {
    const sentId = refundIdOf(event.reference);
    if (sentId !== null && (await isRefundInFlight(db, sentId))) {
      throw new HttpError(503, REFUND_NOT_RECORDED_MESSAGE);
    }
    return;
  }
  if (event.status === 'processed') {
    await markGatewayRefundProcessed(db, row.id, event.refundId);
  } else if (await releaseFailedGatewayRefund(db, row.id, event.refundId)) {
    log.error(
      { refundPaymentId: row.id, gatewayRefundId: event.refundId },
      'gateway refund failed: the refund waits for staff',
    );
  }
}
