import type { Db, DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { postDepositReleased } from './journal.service.js';
import { lockDepositsDue, markDepositReleased } from './money-console.queries.js';

/** Held deposits released by one run of the job at most; the next run takes the rest. */
const RELEASES_PER_RUN = 200;

/**
 * Releases a held deposit refund (the row locked by the caller): `amountPaise` leaves the
 * deposits held and becomes payable back, and the row is payable from now on.
 */
export async function releaseHeldDeposit(
  tx: DbOrTx,
  refund: { id: number; bookingId: number },
  amountPaise: number,
  at = new Date(),
) {
  await markDepositReleased(tx, refund.id, at);
  if (amountPaise > 0) {
    await postDepositReleased(tx, {
      bookingId: refund.bookingId,
      refundPaymentId: refund.id,
      amountPaise,
    });
  }
}

/**
 * The deposit hold's end (issue 36): every held deposit whose date has come is released in
 * one transaction with its journal entry (the record of it: no staff member acted, so no
 * audit entry); staff then pay it back like any refund, and the customer is told on their
 * channels. Rows another run holds are skipped, so two runs at once
 * release each deposit once. Answers how many were released.
 */
export async function releaseDueDeposits(
  deps: { db: Db; events: EventBus },
  now = new Date(),
): Promise<number> {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const due = await lockDepositsDue(tx, now, RELEASES_PER_RUN);
    for (const refund of due) {
      await releaseHeldDeposit(tx, refund, refund.amountPaise, now);
      emit({
        type: 'deposit.released',
        paymentId: refund.id,
        bookingId: refund.bookingId,
        amountPaise: refund.amountPaise,
      });
    }
    return due.length;
  });
}
