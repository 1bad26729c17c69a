import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';

/** A refund written inside the cancel transaction, and how to pay it once that commits. */
export interface RecordedRefund {
  refundPaymentId: number;
  /** After commit: pays it back through the gateway where it can. Never throws. */
  send(log: FastifyBaseLogger): Promise<void>;
}

/**
 * What cancelling needs from the module that owns money rows (payments), given to bookings
 * by buildApp so that bookings never imports payments.
 */
export interface CancellationRefunds {
  record(tx: Tx, refund: { bookingId: number; amountPaise: number }): Promise<RecordedRefund>;
}
