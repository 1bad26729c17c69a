import type { GstReimbursement } from '../../../shared/gst-documents.js';
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
  /** What the documents print of a toll or fine paid as the renter's agent. */
  detail: { occurredAt: Date; place: string; reference: string; offence: string };
}

/** A toll or fine as its document prints it, apart from the taxable lines (decision 0058). */
export const reimbursementOf = (
  kind: 'toll' | 'challan',
  amountPaise: number,
  d: { occurredAt: Date; place: string; reference: string; offence?: string },
): GstReimbursement => ({
  kind,
  occurredAt: d.occurredAt.toISOString(),
  place: d.place,
  reference: d.reference,
  offence: d.offence ?? '',
  amountPaise,
});

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
async function tripChargeParts(db: DbOrTx, charge: Omit<TripChargeToBill, 'detail'>) {
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
export async function tripChargeTotal(db: DbOrTx, charge: Omit<TripChargeToBill, 'detail'>) {
  return (await tripChargeParts(db, charge)).totalPaise;
}

/**
 * Bills a charge after the trip to its renter, in the caller's transaction: the customer owes
 * the total (receivables: paid by the balance link, or taken from the held deposit); a toll or
 * a fine is a recovery owed against what the business paid for it, never income; the damage
 * and the fee are extra-charge revenue and GST, on a tax invoice of their own that lists the
 * toll or fine apart (an expense statement alone when nothing is taxable). Returns the total
 * and the document's number (null while GST is off). A deposit the
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
  // Tolls and fines paid as the renter's agent are printed apart (Rule 33): on the tax invoice
  // of the charge's taxable part, or alone on an expense statement when nothing is taxable.
  const reimbursements =
    charge.kind !== 'damage' && atCostPaise > 0
      ? [reimbursementOf(charge.kind, atCostPaise, charge.detail)]
      : [];
  const invoice = await issueDocument(
    db,
    damagePaise + feePaise > 0 ? 'tax_invoice' : 'expense_statement',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      lines: [
        b.supply(SUPPLY.lateDamage, damagePaise),
        b.supply(FEE_SUPPLY[charge.kind], feePaise),
      ],
      reimbursements,
    },
    at,
  );
  // A deposit still held waits at least until the notice ends, then pays what is owed.
  const held = await lockHeldDeposit(db, charge.bookingId);
  if (held?.heldUntil && !held.releasedAt) await holdDepositUntil(db, held.id, noticeEndsAt);
  return { totalPaise, invoiceNumber: invoice?.number ?? null };
}
