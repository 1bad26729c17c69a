import { and, eq } from 'drizzle-orm';
import { credit, debit, type JournalLine } from '../../../shared/journal.js';
import { isPassedOnAtCost, type TripChargeKind } from '../../../shared/trip-charges.js';
import type { DbOrTx } from '../../db/client.js';
import { journalEntries, journalLines } from '../../db/schema.js';
import { SUPPLY_PREFIX } from './document-text.js';
import { issueDocument } from './documents.service.js';
import { lockBookingForMoney, receivableOf } from './journal.queries.js';
import { post, taxedLines, taxOfBooking } from './journal.service.js';
import { moneyNow } from './money-clock.js';
import { insertRefundRow, paidPaymentsOf } from './refunds.queries.js';
import { tripChargeMemo } from './trip-charge-money.service.js';

const REVENUE_OR_TAX = new Set([
  'extra_charge_revenue',
  'gst_output_cgst',
  'gst_output_sgst',
  'gst_output_igst',
]);

/** The lines a charge was billed with (its `trip_charge_billed` entry). */
async function billedLines(db: DbOrTx, bookingId: number, memo: string) {
  return db
    .select({
      account: journalLines.account,
      debitPaise: journalLines.debitPaise,
      creditPaise: journalLines.creditPaise,
      rateBp: journalLines.rateBp,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalEntries.bookingId, bookingId),
        eq(journalEntries.event, 'trip_charge_billed'),
        eq(journalEntries.memo, memo),
      ),
    );
}

/**
 * A disputed charge after the trip is taken back (issue 36 item 4), in the caller's
 * transaction: what it was billed with, reversed (the recovery, the revenue and each GST line), a credit note for its taxable part, and what the
 * customer had already paid of it (the booking's receivable now below zero) becomes a refund to
 * pay back. Returns the credit note's number (null when nothing was taxable or GST is off).
 */
export async function reverseTripCharge(
  db: DbOrTx,
  charge: {
    bookingId: number;
    chargeId: number;
    kind: TripChargeKind;
    amountPaise: number;
    totalPaise: number;
  },
) {
  await lockBookingForMoney(db, charge.bookingId);
  const at = moneyNow();
  const memo = tripChargeMemo(charge);
  const b = await taxOfBooking(db, charge.bookingId);
  const own = await billedLines(db, charge.bookingId, memo);
  // A charge billed alone is its entry mirrored; a toll billed with its statement's others
  // (one entry per booking and import, decision 0057) is its own figures: the toll at cost,
  // the rest its fee at the booking's rate.
  const atCost = isPassedOnAtCost(charge.kind) ? charge.amountPaise : 0;
  const lines: JournalLine[] =
    own.length > 0
      ? own
      : [
          debit('customer_receivables', charge.totalPaise),
          credit('pure_agent_recoveries', atCost),
          ...taxedLines(credit, 'extra_charge_revenue', charge.totalPaise - atCost, b.tax),
        ];
  const mirrored: JournalLine[] = lines.map((l) => ({
    account: l.account,
    debitPaise: l.creditPaise,
    creditPaise: l.debitPaise,
    rateBp: l.rateBp ?? null,
  }));
  await post(
    db,
    { event: 'trip_charge_reversed', bookingId: charge.bookingId, memo, postedAt: at },
    mirrored,
  );
  const taxablePaise = lines
    .filter((l) => REVENUE_OR_TAX.has(l.account))
    .reduce((sum, l) => sum + l.creditPaise - l.debitPaise, 0);
  const note = await issueDocument(
    db,
    'credit_note',
    {
      userId: b.booking.userId,
      bookingId: b.rootId,
      refersTo: 'tax_invoice',
      lines: [b.supply(`${SUPPLY_PREFIX.tripChargeReversed}#${charge.chargeId}`, taxablePaise)],
    },
    at,
  );
  const overpaid = -(await receivableOf(db, charge.bookingId));
  if (overpaid > 0) {
    const [paid] = await paidPaymentsOf(db, charge.bookingId);
    const refundId = await insertRefundRow(db, {
      bookingId: charge.bookingId,
      method: paid?.method ?? 'manual',
      amountPaise: overpaid,
    });
    await post(
      db,
      {
        event: 'trip_charge_refunded',
        bookingId: charge.bookingId,
        paymentId: refundId,
        memo,
        postedAt: at,
      },
      [debit('customer_receivables', overpaid), credit('refunds_payable', overpaid)],
    );
  }
  return note?.number ?? null;
}
