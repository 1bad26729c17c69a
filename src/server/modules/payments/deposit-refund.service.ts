import type { DbOrTx } from '../../db/client.js';
import { postReturnSettled, type SettledBill } from './journal.service.js';
import { insertRefundRow, paidPaymentsOf } from './refunds.queries.js';

/**
 * Settles the deposit at a return, in the caller's transaction so that the money rows exist
 * exactly when the return does: what comes back (deposit minus the final bill's charges) is a
 * pending refund for staff to pay out, by the method the booking was paid with; the journal
 * keeps the charges as revenue and any balance beyond the deposit as owed. With `heldUntil`
 * (the branch holds deposits after the return, issue 36) the refund waits until then as a
 * deposit held; the release job makes it payable. Returns the refund row's id, null when
 * nothing comes back.
 */
export async function settleReturnDeposit(
  tx: DbOrTx,
  bookingId: number,
  bill: SettledBill,
  heldUntil: Date | null = null,
): Promise<number | null> {
  let refundPaymentId: number | null = null;
  const held = bill.depositRefundPaise > 0 && heldUntil !== null;
  if (bill.depositRefundPaise > 0) {
    const [paid] = await paidPaymentsOf(tx, bookingId);
    refundPaymentId = await insertRefundRow(tx, {
      bookingId,
      method: paid?.method ?? 'manual',
      amountPaise: bill.depositRefundPaise,
      heldUntil: held ? heldUntil : null,
    });
  }
  await postReturnSettled(tx, bookingId, bill, refundPaymentId, held ? bill.depositRefundPaise : 0);
  return refundPaymentId;
}
