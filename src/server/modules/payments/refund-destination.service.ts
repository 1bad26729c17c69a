import { bookingReference } from '../../../shared/payments.js';
import {
  REFUND_DESTINATION_CLOSED_MESSAGE,
  type RefundAwaitingDestination,
  type RefundDestination,
  type RefundDestinationBody,
} from '../../../shared/refund-destination.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { refundDestinations } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import {
  customerRefundsByTransfer,
  depositRefundIds,
  destinationsOf,
  lockCustomerRefund,
  saveRefundDestination,
} from './money-console.queries.js';

type DestinationRow = typeof refundDestinations.$inferSelect;

/** Where a pending refund goes: the customer's UPI ID or account, else still to be given. */
export function destinationOf(row: DestinationRow | null | undefined): RefundDestination {
  if (row?.kind === 'upi' && row.upiId) return { kind: 'upi', upiId: row.upiId };
  if (row?.kind === 'bank' && row.accountNumber && row.ifsc)
    return {
      kind: 'bank',
      accountName: row.accountName ?? '',
      accountNumber: row.accountNumber,
      ifsc: row.ifsc,
    };
  return { kind: 'needed' };
}

/** For staff lists: each refund's reason (deposit or cancellation) and where it goes. */
export async function refundDetails(db: DbOrTx, paymentIds: number[]) {
  const [deposits, destinations] = await Promise.all([
    depositRefundIds(db, paymentIds),
    destinationsOf(db, paymentIds),
  ]);
  const byId = new Map(destinations.map((d) => [d.paymentId, d]));
  return (id: number) => ({
    reason: deposits.has(id) ? ('deposit' as const) : ('cancellation' as const),
    destination: destinationOf(byId.get(id)),
  });
}

/** The customer's refunds staff pay by transfer, each with where it goes (or that it is needed). */
export async function refundsAwaitingDestination(
  db: Db,
  userId: number,
): Promise<{ refunds: RefundAwaitingDestination[] }> {
  const rows = await customerRefundsByTransfer(db, userId);
  const details = await refundDetails(
    db,
    rows.map((r) => r.payment.id),
  );
  return {
    refunds: rows.map(({ payment, destination }) => ({
      paymentId: payment.id,
      bookingId: payment.bookingId,
      reference: bookingReference(payment.bookingId),
      reason: details(payment.id).reason,
      amountPaise: payment.amountPaise,
      destination: destinationOf(destination),
    })),
  };
}

/**
 * The customer says where a refund goes. Only their own refund (another's is 404), and only
 * while it waits for a transfer: paid, or with the gateway, is 409 and nothing is written.
 */
export async function setRefundDestination(
  db: Db,
  userId: number,
  paymentId: number,
  body: RefundDestinationBody,
) {
  return db.transaction(async (tx) => {
    const refund = await lockCustomerRefund(tx, userId, paymentId);
    if (!refund) throw notFound('Refund not found.');
    if (refund.status !== 'pending' || refund.gatewayPaymentId)
      throw conflict(REFUND_DESTINATION_CLOSED_MESSAGE);
    await saveRefundDestination(
      tx,
      body.kind === 'upi'
        ? {
            paymentId,
            kind: 'upi',
            upiId: body.upiId,
            accountName: null,
            accountNumber: null,
            ifsc: null,
          }
        : {
            paymentId,
            kind: 'bank',
            upiId: null,
            accountName: body.accountName,
            accountNumber: body.accountNumber,
            ifsc: body.ifsc,
          },
    );
    const destination: RefundDestination = body;
    return { paymentId, destination };
  });
}
