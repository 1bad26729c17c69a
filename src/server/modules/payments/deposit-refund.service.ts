import type { DbOrTx } from '../../db/client.js';
import { postReturnSettled, type SettledBill } from './journal.service.js';
import { insertRefundRow, paidPaymentsOf } from './refunds.queries.js';

/**
 * Settles the deposit at a return, in the caller's transaction so that the money rows exist
 * exactly when the return does: what comes back (deposit minus the final bill's charges) is a
 * pending refund for staff to pay out, by the method the booking was paid with; the journal
 * keeps the charges as revenue and any balance beyond the deposit as owed. Returns the refund
 * row's id, null when nothing comes back.
 */
export async function settleReturnDeposit(
  tx: DbOrTx,
  bookingId: number,
  bill: SettledBill,
): Promise<number | null> {
  let refundPaymentId: number | null = null;
  if (bill.depositRefundPaise > 0) {
    const [paid] = await paidPaymentsOf(tx, bookingId);
    refundPaymentId = await insertRefundRow(tx, {
      bookingId,
      method: paid?.method ?? 'manual',
      amountPaise: bill.depositRefundPaise,
    });
  }
  await postReturnSettled(tx, bookingId, bill, refundPaymentId);
  return refundPaymentId;
}
