import { credit, debit } from '../../../shared/journal.js';
import type { TripChargeKind } from '../../../shared/trip-charges.js';
import type { DbOrTx } from '../../db/client.js';
import { lockBookingForMoney, receivableOf } from './journal.queries.js';
import { post } from './journal.service.js';
import { moneyNow } from './money-clock.js';
import { lockHeldDeposit } from './money-console.queries.js';

export type WriteOffOutcome = 'written_off' | 'deposit_held' | 'nothing_owed';

/**
 * Writes off what a renter never paid of a charge after the trip (issue 36 item 5), in the
 * caller's transaction: a bad debt (an expense) against the customer's receivable. No GST
 * document: the tax on the fee was due when invoiced and stays paid, and a toll or fine at cost
 * stays owed to whoever the business paid. Refused while the booking's deposit is still held
 * (its release pays the charge) and when the booking owes less than `amountPaise` (paid
 * meanwhile: the caller reads again).
 */
export async function writeOffTripCharge(
  db: DbOrTx,
  charge: { bookingId: number; chargeId: number; kind: TripChargeKind; amountPaise: number },
): Promise<WriteOffOutcome> {
  await lockBookingForMoney(db, charge.bookingId);
  const held = await lockHeldDeposit(db, charge.bookingId);
  if (held?.heldUntil && !held.releasedAt) return 'deposit_held';
  if (charge.amountPaise <= 0 || (await receivableOf(db, charge.bookingId)) < charge.amountPaise) {
    return 'nothing_owed';
  }
  await post(
    db,
    {
      event: 'trip_charge_written_off',
      bookingId: charge.bookingId,
      memo: `Charge after the trip #${charge.chargeId} (${charge.kind}) written off`,
      postedAt: moneyNow(),
    },
    [debit('bad_debts', charge.amountPaise), credit('customer_receivables', charge.amountPaise)],
  );
  return 'written_off';
}
