import {
  DEPOSIT_REASON_MESSAGE,
  NO_DEPOSIT_HELD_MESSAGE,
  depositAboveHeldMessage,
  depositAlreadyKeptMessage,
  type DepositHeld,
  type DepositSettlementBody,
  type DepositSettlementResponse,
} from '../../../shared/deposit-settlement.js';
import { isDepositHeld } from '../../../shared/deposit-hold.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { depositKeptBefore, lockBookingForMoney } from './journal.queries.js';
import { postDepositKept } from './journal.service.js';
import { releaseHeldDeposit } from './deposit-release.service.js';
import { heldDeposit, lockHeldDeposit, reduceRefund } from './money-console.queries.js';

/** The deposit left after the return, waiting to be returned (0 when none). */
export async function depositHeld(
  db: Db,
  bookingId: number,
  now = new Date(),
): Promise<DepositHeld> {
  const row = await heldDeposit(db, bookingId);
  return {
    bookingId,
    refundPaymentId: row?.id ?? null,
    heldPaise: row?.amountPaise ?? 0,
    ...(row?.heldUntil && isDepositHeld(row, now)
      ? { heldUntil: row.heldUntil.toISOString() }
      : {}),
  };
}

/**
 * Staff settle the deposit left after a return: `returnPaise` goes back (the refund row waits
 * for the transfer as before), the rest is kept against damage or dues with a reason — posted
 * as extra-charge revenue with GST and invoiced. In one transaction with the booking and the
 * refund row locked; more than is held is a 409 naming `returnPaise` and writes nothing. A
 * deposit the branch still holds after the return (issue 36) is settled early: what is kept
 * comes out of the deposits held, and what goes back is released now.
 */
export async function settleDeposit(
  db: Db,
  actorId: number,
  bookingId: number,
  body: DepositSettlementBody,
): Promise<DepositSettlementResponse> {
  return db.transaction(async (tx) => {
    const booking = await lockBookingForMoney(tx, bookingId);
    if (!booking) throw notFound('Booking not found.');
    const refund = await lockHeldDeposit(tx, bookingId);
    if (!refund) throw new HttpError(409, NO_DEPOSIT_HELD_MESSAGE, 'returnPaise');
    const held = refund.amountPaise;
    if (body.returnPaise > held)
      throw new HttpError(409, depositAboveHeldMessage(held), 'returnPaise');
    const keptPaise = held - body.returnPaise;
    if (keptPaise > 0 && body.reason.length < 3) throw badRequest(DEPOSIT_REASON_MESSAGE, 'reason');
    // The refund row is locked: of two clicks at once, the second sees the first's keep.
    const earlier = await depositKeptBefore(tx, refund.id);
    // Once part was kept, the rest is on its way back: a second settlement is a click twice
    // unless staff make it a further claim.
    if (earlier && !body.furtherClaim) {
      throw new HttpError(
        409,
        depositAlreadyKeptMessage(earlier.keptPaise, formatIstDayTime(earlier.at)),
        'returnPaise',
        { kind: 'depositAlreadyKept', keptPaise: earlier.keptPaise, at: earlier.at.toISOString() },
      );
    }
    const stillHeld = refund.heldUntil !== null && refund.releasedAt === null;
    let invoiceNumber: string | null = null;
    if (keptPaise > 0) {
      await reduceRefund(tx, refund.id, body.returnPaise);
      const invoice = await postDepositKept(tx, {
        bookingId,
        refundPaymentId: refund.id,
        amountPaise: keptPaise,
        reason: body.reason,
        from: stillHeld ? 'deposits_held' : 'refunds_payable',
      });
      invoiceNumber = invoice?.number ?? null;
    }
    if (stillHeld) await releaseHeldDeposit(tx, refund, body.returnPaise);
    await recordAudit(tx, {
      actorId,
      action: keptPaise > 0 ? 'payment.deposit_keep' : 'payment.deposit_return',
      recordType: 'payment',
      recordId: refund.id,
      branchId: booking.branchId,
      before: { heldPaise: held },
      after: { returnPaise: body.returnPaise, keptPaise, reason: body.reason || null },
    });
    return {
      bookingId,
      returnPaise: body.returnPaise,
      keptPaise,
      invoiceNumber,
      message:
        keptPaise === 0
          ? `The whole deposit left, ${formatRupees(held)}, goes back to the customer.`
          : `${formatRupees(keptPaise)} of the deposit is kept${invoiceNumber ? ` (tax invoice ${invoiceNumber})` : ''}; ${formatRupees(body.returnPaise)} goes back to the customer.`,
    };
  });
}
