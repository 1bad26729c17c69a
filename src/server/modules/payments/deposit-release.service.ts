import { credit, debit } from '../../../shared/journal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { lockBookingForMoney, receivableOf } from './journal.queries.js';
import { post, postDepositReleased } from './journal.service.js';
import {
  depositsDue,
  lockHeldDeposit,
  markDepositReleased,
  reduceRefund,
} from './money-console.queries.js';
import { moneyNow } from './money-clock.js';

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
 * What the customer still owes on the booking (charges after the trip not paid by their
 * link) is taken from the held deposit before the rest goes back: deposits held down,
 * receivables down, and the refund row carries only the rest. Answers what was taken.
 */
async function applyDepositToOwed(
  tx: DbOrTx,
  refund: { id: number; bookingId: number; amountPaise: number },
) {
  const owed = await receivableOf(tx, refund.bookingId);
  const taken = Math.min(Math.max(0, owed), refund.amountPaise);
  if (taken === 0) return 0;
  await reduceRefund(tx, refund.id, refund.amountPaise - taken);
  await post(
    tx,
    {
      event: 'deposit_applied',
      bookingId: refund.bookingId,
      paymentId: refund.id,
      memo: 'Charges after the trip taken from the held deposit',
      postedAt: moneyNow(),
    },
    [debit('deposits_held', taken), credit('customer_receivables', taken)],
  );
  return taken;
}

/**
 * The deposit hold's end (issue 36): each held deposit whose date has come is, in a
 * transaction of its own (the booking locked first, as staff taking money lock it, then the
 * refund row, checked still due), first applied to what the customer still owes for charges
 * after the trip, then released with its journal entries (no staff member acted, so no audit
 * entry); staff then pay it back like any refund, and the customer is told on their channels.
 * Two runs at once release each deposit once: the second finds it released. Answers how many
 * were released.
 */
export async function releaseDueDeposits(
  deps: { db: Db; events: EventBus },
  now = new Date(),
): Promise<number> {
  let released = 0;
  for (const due of await depositsDue(deps.db, now, RELEASES_PER_RUN)) {
    const done = await deps.events.transaction(deps.db, async (tx, emit) => {
      await lockBookingForMoney(tx, due.bookingId);
      const refund = await lockHeldDeposit(tx, due.bookingId);
      if (
        refund?.id !== due.id ||
        refund.releasedAt !== null ||
        refund.heldUntil === null ||
        refund.heldUntil > now
      )
        return false;
      const taken = await applyDepositToOwed(tx, refund);
      const back = refund.amountPaise - taken;
      await releaseHeldDeposit(tx, refund, back, now);
      emit({
        type: 'deposit.released',
        paymentId: refund.id,
        bookingId: refund.bookingId,
        amountPaise: back,
        takenPaise: taken,
      });
      return true;
    });
    if (done) released++;
  }
  return released;
}
