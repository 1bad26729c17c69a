import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { Emit } from '../../lib/events/domain-events.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import {
  GATEWAY_METHODS,
  type GatewayRefund,
  type GatewayRefundEvent,
  type PaymentGateway,
} from '../../lib/payment-gateways/payment-gateway.js';
import { HttpError } from '../../lib/http-errors.js';
import { must } from '../../../shared/must.js';
import { refundAbovePaidMessage } from '../../../shared/refund-destination.js';
import { refundedOf } from './money-console.queries.js';
import { receivableOf } from './journal.queries.js';
import type { CancellationMoney, CancellationRefunds } from '../bookings/index.js';
import { postCancellationRefund, postRefundPaidOut } from './journal.service.js';
import { planRefund } from './refund-plan.js';
import {
  findGatewayRefund,
  insertRefundRow,
  isRefundInFlight,
  lockSendingRefund,
  releaseSendingRefund,
  markGatewayRefundProcessed,
  paidPaymentsOf,
  releaseFailedGatewayRefund,
  customerOfBooking,
} from './refunds.queries.js';

export interface RefundDeps {
  db: Db;
  events: EventBus;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/** The gateway paid a refund row out: the customer is told (mail and chosen channels). */
async function tellRefundPaid(
  tx: Tx,
  emit: Emit,
  row: { paymentId: number; bookingId: number; amountPaise: number },
) {
  const userId = await customerOfBooking(tx, row.bookingId);
  if (userId !== undefined) emit({ type: 'refund.sent', ...row, userId, utr: null });
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
 * Writes a cancellation's refund inside the cancel transaction and decides at once what goes
 * back through the gateway: the refund row keeps the gateway's share (one piece per gateway
 * payment it came from), marked processing so staff never pay it too; a share paid another
 * way (UPI / bank transfer) gets its own pending row for staff.
 */
async function recordRefund(tx: Tx, gatewayMethod: string, money: CancellationMoney) {
  // Never more than was paid and not yet refunded: 409 naming the amount, nothing written.
  const paid = (await paidPaymentsOf(tx, money.bookingId)).reduce((s, p) => s + p.amountPaise, 0);
  const left = paid - (await refundedOf(tx, money.bookingId));
  if (money.amountPaise > left)
    throw new HttpError(409, refundAbovePaidMessage(Math.max(0, left)), 'amountPaise');
  // All of the refund may have gone to what a change left owed: no money goes back then.
  const row = money.amountPaise > 0 ? await writeRefundRows(tx, gatewayMethod, money) : null;
  await postCancellationRefund(tx, { ...money, refundPaymentId: row?.id ?? null });
  return row;
}

export async function writeRefundRows(
  tx: Tx,
  gatewayMethod: string,
  refund: { bookingId: number; amountPaise: number },
) {
  const sources = await paidPaymentsOf(tx, refund.bookingId);
  const fallback = sources[0]?.method ?? 'manual';
  const plan = planRefund(refund.amountPaise, sources, gatewayMethod, fallback);
  const pieces = plan.filter((p): p is GatewayPiece & typeof p => p.gatewayPaymentId !== null);
  const manual = plan.find((p) => p.gatewayPaymentId === null);
  if (pieces.length === 0) {
    const id = await insertRefundRow(tx, {
      bookingId: refund.bookingId,
      method: manual?.method ?? fallback,
      amountPaise: refund.amountPaise,
    });
    return { id, bookingId: refund.bookingId, method: gatewayMethod, pieces };
  }
  const id = await insertRefundRow(tx, {
    bookingId: refund.bookingId,
    method: gatewayMethod,
    amountPaise: pieces.reduce((sum, p) => sum + p.amountPaise, 0),
    status: 'processing',
  });
  if (manual) {
    await insertRefundRow(tx, {
      bookingId: refund.bookingId,
      method: manual.method,
      amountPaise: manual.amountPaise,
    });
  }
  return { id, bookingId: refund.bookingId, method: gatewayMethod, pieces };
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
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const sending = await lockSendingRefund(tx, row.id);
    if (!sending) {
      deps.log.error(
        { refundPaymentId: row.id, outcomes },
        'gateway refund answered for a refund no longer in flight: check for a double refund',
      );
      return;
    }
    const processedIds = outcomes.flatMap((o) =>
      o.refund?.status === 'processed' ? [o.refund.refundId] : [],
    );
    if (processedIds.length === outcomes.length) {
      await tx
        .update(payments)
        .set({ status: 'success', gatewayPaymentId: processedIds.join(',') })
        .where(eq(payments.id, row.id));
      await postRefundPaidOut(tx, {
        paymentId: row.id,
        bookingId: row.bookingId,
        amountPaise: sending.amountPaise,
        method: row.method,
      });
      await tellRefundPaid(tx, emit, {
        paymentId: row.id,
        bookingId: row.bookingId,
        amountPaise: sending.amountPaise,
      });
      return;
    }
    const [head, ...rest] = outcomes;
    const first = must(head, 'a gateway answer (a refund is sent in at least one piece)');
    await tx
      .update(payments)
      .set({ amountPaise: first.amountPaise, ...stateOf(first.refund) })
      .where(eq(payments.id, row.id));
    const rows = [{ id: row.id, outcome: first }];
    for (const o of rest) {
      const [inserted] = await tx
        .insert(payments)
        .values({
          bookingId: row.bookingId,
          kind: 'refund',
          method: row.method,
          amountPaise: o.amountPaise,
          ...stateOf(o.refund),
        })
        .returning({ id: payments.id });
      rows.push({ id: must(inserted, 'the inserted refund piece').id, outcome: o });
    }
    // One message for what the gateway paid at once; the rest is told when it is paid.
    const paid = rows.filter((r) => stateOf(r.outcome.refund).status === 'success');
    for (const r of paid) {
      await postRefundPaidOut(tx, {
        paymentId: r.id,
        bookingId: row.bookingId,
        amountPaise: r.outcome.amountPaise,
        method: row.method,
      });
    }
    const [firstPaid] = paid;
    if (firstPaid) {
      await tellRefundPaid(tx, emit, {
        paymentId: firstPaid.id,
        bookingId: row.bookingId,
        amountPaise: paid.reduce((sum, r) => sum + r.outcome.amountPaise, 0),
      });
    }
  });
}

/**
 * Pays the gateway's share of a recorded refund back through the gateway the booking was paid
 * with, after the cancel transaction committed (no network call inside a transaction). A
 * booking paid in several gateway payments (rent, extensions) is refunded across them in
 * order, up to each one's amount. What the gateway refuses stays pending in the staff refunds
 * list. Never throws: the cancellation stands whatever happens.
 */
export async function sendRefund(
  deps: RefundDeps,
  row: { id: number; bookingId: number; method: string; pieces: GatewayPiece[] },
) {
  const { db, gateway, log } = deps;
  if (row.pieces.length === 0) return;
  try {
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
    log.error(
      { err: error, refundPaymentId: row.id },
      'refund could not be issued: it waits for staff',
    );
    await releaseSendingRefund(db, row.id).catch((err: unknown) =>
      log.error({ err, refundPaymentId: row.id }, 'refund left processing: release it by hand'),
    );
  }
}

/** How bookings' cancellation records and pays its refund; payments owns the rows. */
export function cancellationRefunds(
  deps: Pick<RefundDeps, 'db' | 'events' | 'gateway'>,
): CancellationRefunds {
  return {
    owed: async (db, bookingId) => Math.max(0, await receivableOf(db, bookingId)),
    async record(tx, money) {
      const row = await recordRefund(tx, GATEWAY_METHODS[deps.gateway.name], money);
      return {
        refundPaymentId: row?.id ?? null,
        send: async (log) => {
          if (row) await sendRefund({ ...deps, log }, row);
        },
      };
    },
  };
}

/**
 * A gateway's refund notification: processed marks the refund row a success; failed hands
 * the row back to staff (still pending, without the gateway refund id). A notification that
 * beats the gateway's own answer (the refund id is not saved yet) answers 503, so the gateway
 * sends it again; other unknown ids are ignored.
 */
export async function settleRefundEvent(
  deps: Pick<RefundDeps, 'db' | 'events' | 'log'>,
  event: GatewayRefundEvent,
) {
  const { db, log } = deps;
  const row = await findGatewayRefund(db, event.refundId);
  if (!row) {
    const sentId = refundIdOf(event.reference);
    if (sentId !== null && (await isRefundInFlight(db, sentId))) {
      throw new HttpError(503, REFUND_NOT_RECORDED_MESSAGE);
    }
    return;
  }
  if (event.status === 'processed') {
    await deps.events.transaction(db, async (tx, emit) => {
      if (await markGatewayRefundProcessed(tx, row.id, event.refundId)) {
        await postRefundPaidOut(tx, {
          paymentId: row.id,
          bookingId: row.bookingId,
          amountPaise: row.amountPaise,
          method: row.method,
        });
        await tellRefundPaid(tx, emit, {
          paymentId: row.id,
          bookingId: row.bookingId,
          amountPaise: row.amountPaise,
        });
      }
    });
  } else if (await releaseFailedGatewayRefund(db, row.id, event.refundId)) {
    log.error(
      { refundPaymentId: row.id, gatewayRefundId: event.refundId },
      'gateway refund failed: the refund waits for staff',
    );
  }
}
