import {
  documentNumber,
  documentTotals,
  financialYear,
  type GstDocumentLine,
  reimbursementsTotal,
} from '../../../shared/gst-documents.js';
import { chargeFor, gstTermsOf, placeOfSupply, splitGst } from '../../../shared/gst.js';
import { credit, debit } from '../../../shared/journal.js';
import { bookingReference } from '../../../shared/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { assertMonthOpen } from './closed-month-guard.js';
import { SUPPLY } from './document-text.js';
import { addressOf } from './documents.queries.js';
import { recipientOf } from './documents.service.js';
import {
  bookingTaxes,
  depositsApplied,
  holdDepositsUntil,
  insertDocuments,
  insertEntries,
  lockBookingsForMoney,
  nextSerials,
  partiesOf,
  receivables,
  rentals,
  type EntryRow,
} from './imported-tolls-money.queries.js';
import { merged, taxedLines } from './journal.service.js';
import { reimbursementOf } from './trip-charge-money.service.js';
import { moneyNow } from './money-clock.js';

/** A booking's tolls of one FASTag statement (issue 36 item 3, decision 0057). */
export interface ImportedTolls {
  /** The first booking of the chain that had the car. */
  bookingId: number;
  /** After this the held deposit may pay them (the branch's notice period). */
  noticeEndsAt: Date;
  tolls: {
    chargeId: number;
    amountPaise: number;
    feePaise: number;
    /** Where and when, as the statement printed them (the documents list each toll). */
    occurredAt: Date;
    place: string;
    reference: string;
  }[];
}

export interface TollBilled {
  /** What the renter owes for it: the toll at cost and the fee with any GST. */
  totalPaise: number;
  invoiceNumber: string | null;
}

type Taxes = Awaited<ReturnType<typeof bookingTaxes>>[number];

/** One booking's entry: the figures `billTripCharge` posts for each toll, in one entry. */
function entryOf(bill: ImportedTolls, b: Taxes) {
  const terms = gstTermsOf({ ...b, buyerGstin: b.buyerGstin ?? null });
  const tax = {
    rateBp: b.rateBp,
    interState: b.homeState !== null && placeOfSupply(b.buyerGstin, b.homeState) !== b.homeState,
  };
  const fees = bill.tolls.map((t) => chargeFor(t.feePaise, terms).totalPaise);
  const atCost = bill.tolls.reduce((sum, t) => sum + t.amountPaise, 0);
  const totals = bill.tolls.map((t, i) => t.amountPaise + (fees[i] ?? 0));
  const entry: EntryRow = {
    bookingId: bill.bookingId,
    event: 'trip_charge_billed',
    memo: `Tolls from a FASTag statement: charges ${bill.tolls.map((t) => `#${t.chargeId}`).join(', ')}`,
    lines: merged([
      debit(
        'customer_receivables',
        totals.reduce((sum, t) => sum + t, 0),
      ),
      credit('pure_agent_recoveries', atCost),
      ...fees.flatMap((fee) => taxedLines(credit, 'extra_charge_revenue', fee, tax)),
    ]),
  };
  return { entry, fees, totals };
}

/**
 * Bills many bookings' tolls of one statement at once, in the caller's transaction, to the
 * same figures as `billTripCharge` would one by one (the toll at cost to pure-agent
 * recoveries, the fee as extra-charge revenue with its GST), but per booking one journal entry
 * and one tax invoice (a line per toll's fee), each statement of rows written at once. Held
 * deposits wait at least until each booking's notice ends. Returns each toll's total and its
 * invoice's number, by charge id.
 */
export async function billImportedTolls(
  db: DbOrTx,
  bills: ImportedTolls[],
): Promise<Map<number, TollBilled>> {
  const billed = new Map<number, TollBilled>();
  if (bills.length === 0) return billed;
  const ids = bills.map((b) => b.bookingId);
  await lockBookingsForMoney(db, ids);
  const at = moneyNow();
  await assertMonthOpen(db, at);
  const taxes = new Map((await bookingTaxes(db, ids)).map((t) => [t.id, t]));
  const made = bills.map((bill) => {
    const b = taxes.get(bill.bookingId);
    if (!b) throw new Error(`Booking ${bill.bookingId} not found for its journal entry.`);
    return { bill, b, ...entryOf(bill, b) };
  });
  await insertEntries(
    db,
    at,
    made.filter((m) => m.entry.lines.length > 0).map((m) => m.entry),
  );
  const invoices = await issueInvoices(db, made, at);
  await holdDepositsUntil(
    db,
    bills.map((b) => ({ bookingId: b.bookingId, at: b.noticeEndsAt })),
  );
  for (const { bill, totals } of made) {
    const invoiceNumber = invoices.get(bill.bookingId) ?? null;
    bill.tolls.forEach((t, i) =>
      billed.set(t.chargeId, { totalPaise: totals[i] ?? 0, invoiceNumber }),
    );
  }
  return billed;
}

/**
 * Each booking's document, numbered in one go per series, each as `issueDocument` would issue
 * it after the entry: a tax invoice for the fees that lists the tolls apart (paid as the
 * renter's agent, decision 0058), or an expense statement of the tolls alone when no fee is
 * charged. None while GST is off.
 */
async function issueInvoices(
  db: DbOrTx,
  made: { bill: ImportedTolls; b: Taxes; fees: number[] }[],
  at: Date,
) {
  const numbers = new Map<number, string>();
  if (made.length === 0) return numbers;
  const parties = new Map(
    (await partiesOf(db, [...new Set(made.map((m) => m.b.userId))])).map((p) => [p.userId, p]),
  );
  const issued = made.filter((m) => parties.has(m.b.userId));
  if (issued.length === 0) return numbers;
  const ids = issued.map((m) => m.bill.bookingId);
  const applied = await depositsApplied(db, ids);
  const owed = await receivables(db, ids);
  const rented = await rentals(db, ids);
  const fy = financialYear(at);
  const feeing = issued.filter((m) => m.fees.some((f) => f > 0));
  const statements = issued.filter((m) => !m.fees.some((f) => f > 0));
  const firstInvoice =
    feeing.length > 0 ? await nextSerials(db, 'tax_invoice', fy, feeing.length) : 0;
  const firstStatement =
    statements.length > 0 ? await nextSerials(db, 'expense_statement', fy, statements.length) : 0;
  const rows = [
    ...feeing.map((m, i) => ({ m, docType: 'tax_invoice' as const, serial: firstInvoice + i })),
    ...statements.map((m, i) => ({
      m,
      docType: 'expense_statement' as const,
      serial: firstStatement + i,
    })),
  ].map(({ m: { bill, b, fees }, docType, serial }) => {
    const p = parties.get(b.userId);
    if (!p) throw new Error(`The customer of booking ${bill.bookingId} is missing.`);
    const buyer = p.buyer ? { ...p.buyer, address: addressOf(p.business) } : null;
    const pos = placeOfSupply(buyer?.gstin ?? null, p.settings.stateCode);
    const description = `${SUPPLY.tollFee}, booking ${bookingReference(bill.bookingId)}`;
    const lines: GstDocumentLine[] = fees
      .filter((fee) => fee > 0)
      .map((fee) => ({
        description,
        sac: b.sac,
        rateBp: b.rateBp ?? 0,
        ...splitGst({
          amountPaise: fee,
          rateBp: b.rateBp ?? 0,
          inclusive: true,
          interState: pos !== p.settings.stateCode,
        }),
      }));
    const reimbursements = bill.tolls.map((t) => reimbursementOf('toll', t.amountPaise, t));
    return {
      docType,
      financialYear: fy,
      serial,
      number: documentNumber(docType, fy, serial),
      issuedAt: at,
      userId: b.userId,
      bookingId: bill.bookingId,
      supplier: {
        name: p.settings.legalName,
        address: p.settings.address,
        gstin: p.settings.gstin,
        stateCode: p.settings.stateCode,
      },
      recipient: recipientOf(p.user, addressOf(p.billing), buyer),
      placeOfSupply: pos,
      lines,
      ...documentTotals(lines),
      depositAppliedPaise: applied.get(bill.bookingId) ?? 0,
      balancePaise: Math.max(0, owed.get(bill.bookingId) ?? 0),
      rental: rented.get(bill.bookingId) ?? null,
      reimbursements,
      reimbursedPaise: reimbursementsTotal(reimbursements),
    };
  });
  return insertDocuments(db, rows);
}
