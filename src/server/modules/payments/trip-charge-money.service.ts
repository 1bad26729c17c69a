import { chargeFor, gstTermsOf } from '../../../shared/gst.js';
import { credit, debit } from '../../../shared/journal.js';
import { isPassedOnAtCost, type TripChargeKind } from '../../../shared/trip-charges.js';
import type { DbOrTx } from '../../db/client.js';
import { SUPPLY } from './document-text.js';
import { issueDocument } from './documents.service.js';
import { post, taxedLines, taxOfBooking } from './journal.service.js';
import { lockBookingForMoney } from './journal.queries.js';
import { moneyNow } from './money-clock.js';
import { holdDepositUntil, lockHeldDeposit } from './money-console.queries.js';

/** A charge after the trip as the money module bills it (issue 36, decision 0056). */
export interface TripChargeToBill {
  /** The first booking of the chain that had the car. */
  bookingId: number;
  chargeId: number;
  kind: TripChargeKind;
  /** The toll or the fine (at cost), or the damage's repair estimate (a price). */
  amountPaise: number;
  /** The branch's handling fee for the kind (a price). */
  feePaise: number;
}

/** The memo of a charge's entries: how its reversal finds what it was billed with. */
export const tripChargeMemo = (charge: { chargeId: number; kind: string }) =>
  `Charge after the trip #${charge.chargeId} (${charge.kind})`;

const FEE_SUPPLY: Record<TripChargeKind, string> = {
  toll: SUPPLY.tollFee,
  challan: SUPPLY.challanFee,
  damage: SUPPLY.damageFee,
};

/**
 * What the renter owes for a charge: a toll or a fine at cost (no GST: passed on as a pure
 * agent), the damage and the fee as prices, with GST added when the business's prices exclude
 * it (the same rule as the return's bill).
 */
async function tripChargeParts(db: DbOrTx, charge: TripChargeToBill) {
  const b = await taxOfBooking(db, charge.bookingId);
  const terms = gstTermsOf({ ...b, buyerGstin: b.buyerGstin ?? null });
  const atCostPaise = isPassedOnAtCost(charge.kind) ? charge.amountPaise : 0;
  const damagePaise =
    charge.kind === 'damage' ? chargeFor(charge.amountPaise, terms).totalPaise : 0;
  const feePaise = chargeFor(charge.feePaise, terms).totalPaise;
  return {
    b,
    atCostPaise,
    damagePaise,
    feePaise,
    totalPaise: atCostPaise + damagePaise + feePaise,
  };
}

/** What billing the charge would make its renter owe (shown before staff confirm). */
export async function tripChargeTotal(db: DbOrTx, charge: TripChargeToBill) {
  return (await tripChargeParts(db, charge)).totalPaise;
}

/**
 * Bills a charge after the trip to its renter, in the caller's transaction: the customer owes
 * the total (receivables: paid by the balance link, or taken from the held deposit); a toll or
 * a fine is a recovery owed against what the business paid for it, never income; the damage
 * and the fee are extra-charge revenue and GST, on a tax invoice of their own. Returns the
 * total and the invoice's number (null when nothing is taxable or GST is off). A deposit the
 * branch still holds is held at least until `noticeEndsAt`; its release takes what is owed.
 */
export async function billTripCharge(db: DbOrTx, charge: TripChargeToBill, noticeEndsAt: Date) {
  // The booking first, as every money change of it (the deposit's release takes turns).
  await lockBookingForMoney(db, charge.bookingId);
  const at = moneyNow();
  const { b, atCostPaise, damagePaise, feePaise, totalPaise } = await tripChargeParts(db, charge);
  await post(
    db,
    {
      event: 'trip_charge_billed',
      bookingId: charge.bookingId,
      memo: tripChargeMemo(charge),
      postedAt: at,
    },
    [
      debit('customer_receivables', totalPaise),
      credit('pure_agent_recoveries', atCostPaise),
      ...taxedLines(credit, 'extra_charge_revenue', damagePaise, b.tax),
      ...taxedLines(credit, 'extra_charge_revenue', feePaise, b.tax),
    ],
  );
  const invoice = await issueDocument(
    db,
    'tax_invoice',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      lines: [
        b.supply(SUPPLY.lateDamage, damagePaise),
        b.supply(FEE_SUPPLY[charge.kind], feePaise),
      ],
    },
    at,
  );
  // A deposit still held waits at least until the notice ends, then pays what is owed.
  const held = await lockHeldDeposit(db, charge.bookingId);
  if (held?.heldUntil && !held.releasedAt) await holdDepositUntil(db, held.id, noticeEndsAt);
  return { totalPaise, invoiceNumber: invoice?.number ?? null };
}
