import type { DbOrTx } from '../../db/client.js';
import { insertRefundRow, paidPaymentsOf } from './refunds.queries.js';

/**
 * Records the deposit coming back after a return (deposit minus the final bill's charges) as
 * a pending refund for staff to pay out, by the method the booking was paid with. Runs in the
 * caller's transaction so the refund exists exactly when the return does. Nothing to refund:
 * no row, null.
 */
export async function recordDepositRefund(
  tx: DbOrTx,
  bookingId: number,
  amountPaise: number,
): Promise<number | null> {
  if (amountPaise <= 0) return null;
  const [paid] = await paidPaymentsOf(tx, bookingId);
  return insertRefundRow(tx, { bookingId, method: paid?.method ?? 'manual', amountPaise });
}
