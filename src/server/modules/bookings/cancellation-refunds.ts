import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.js';

/** A refund written inside the cancel transaction, and how to pay it once that commits. */
export interface RecordedRefund {
  /** Null when the whole refund went to what a change left owed: no money goes back. */
  refundPaymentId: number | null;
  /** After commit: pays it back through the gateway where it can. Never throws. */
  send(log: FastifyBaseLogger): Promise<void>;
}

/** A cancellation's money: what goes back, and what it settles of what was owed. */
export interface CancellationMoney {
  bookingId: number;
  /** Paid back to the customer. */
  amountPaise: number;
  /** Of the rules' refund, the part that pays what a dearer change left owed. */
  owedSettledPaise: number;
  /** Everything the customer owed on the booking when it was cancelled (settled or let go). */
  owedPaise: number;
}

/**
 * What cancelling needs from the module that owns money rows (payments), given to bookings
 * by buildApp so that bookings never imports payments.
 */
export interface CancellationRefunds {
  /** What the customer still owes on the booking (a dearer change not paid yet). */
  owed(db: DbOrTx, bookingId: number): Promise<number>;
  record(tx: Tx, money: CancellationMoney): Promise<RecordedRefund>;
}
