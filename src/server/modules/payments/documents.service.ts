import {
  documentNumber,
  documentTotals,
  financialYear,
  type ForeignPayment,
  type GstDocumentLine,
  type GstDocumentType,
  type GstParty,
  type GstReimbursement,
  reimbursementsTotal,
} from '../../../shared/gst-documents.js';
import { billingAddressLine, type BillingAddress } from '../../../shared/billing-address.js';
import { placeOfSupply, splitGst } from '../../../shared/gst.js';
import type { DbOrTx } from '../../db/client.js';
import {
  bookingRental,
  depositAppliedTo,
  documentParties,
  insertDocument,
  latestDocument,
  nextSerial,
} from './documents.queries.js';
import { receivableOf } from './journal.queries.js';
import { moneyNow } from './money-clock.js';

/** A supply before tax: its price as paid (tax-inclusive), its SAC and rate. */
export interface SupplyLine {
  description: string;
  amountPaise: number;
  sac: string | null;
  rateBp: number | null;
}

export interface IssueRequest {
  userId: number;
  bookingId?: number;
  courseOrderId?: number;
  /** A lesson package purchase (decision 0047). */
  lessonPurchaseId?: number;
  paymentId?: number | null;
  /** For a credit note or refund voucher: the type of the document it refers to. */
  refersTo?: GstDocumentType;
  lines: SupplyLine[];
  advancePaise?: number;
  /** Paid in another currency: printed with the rate its rupee figures are at. */
  foreignPayment?: ForeignPayment | null;
  /** Tolls and fines paid as the customer's pure agent, printed apart (decision 0058). */
  reimbursements?: GstReimbursement[];
}

/**
 * Who a document is issued to (decision 0041). A registered buyer: the business's name, its
 * own address and its GSTIN, the State its GSTIN's (never the customer's personal address).
 * Anyone else: their name and billing address with its State, or their profile address when
 * they gave no billing address, or no address at all. Never their e-mail.
 */
export function recipientOf(
  user: { name: string; address: string | null },
  billing: BillingAddress | null,
  buyer: { gstin: string; businessName: string; address: BillingAddress | null } | null,
): GstParty {
  if (buyer) {
    return {
      name: buyer.businessName,
      address: buyer.address ? billingAddressLine(buyer.address) : '',
      gstin: buyer.gstin,
      stateCode: buyer.gstin.slice(0, 2),
    };
  }
  return {
    name: user.name,
    address: billing ? billingAddressLine(billing) : (user.address?.trim() ?? ''),
    gstin: null,
    stateCode: billing?.stateCode ?? null,
  };
}

/**
 * Issues one GST document in the caller's transaction (the money row, its journal entry and
 * its document commit together): the next number of its series for the financial year, the
 * supplier and recipient as they stand now, place of supply and each line's tax. Nothing when
 * GST is off or every line is zero and there is no toll or fine to print apart. Decision 0031.
 * A booking's document also freezes the car and the period booked, and a booking's tax invoice
 * (or expense statement) the deposit applied and the balance still owed, both read from the
 * journal here, after the entry it follows (decision 0041). `now` is the money event's instant
 * (its journal entry's `posted_at`, decision 0052): it dates the document and picks its
 * financial year and number.
 */
export async function issueDocument(
  tx: DbOrTx,
  docType: GstDocumentType,
  request: IssueRequest,
  now: Date = moneyNow(),
) {
  const supplied = request.lines.filter((l) => l.amountPaise > 0);
  const reimbursements = (request.reimbursements ?? []).filter((r) => r.amountPaise > 0);
  if (supplied.length === 0 && reimbursements.length === 0) return null;
  const parties = await documentParties(tx, request.userId);
  if (!parties) return null;
  const { settings, user, billing, buyer } = parties;
  const pos = placeOfSupply(buyer?.gstin ?? null, settings.stateCode);
  const interState = pos !== settings.stateCode;
  const lines: GstDocumentLine[] = supplied.map((l) => {
    const split = splitGst({
      amountPaise: l.amountPaise,
      rateBp: l.rateBp ?? 0,
      inclusive: true,
      interState,
    });
    return { description: l.description, sac: l.sac, rateBp: l.rateBp ?? 0, ...split };
  });
  const fy = financialYear(now);
  const serial = await nextSerial(tx, docType, fy);
  const refersToId = request.refersTo
    ? await latestDocument(tx, request.refersTo, {
        ...(request.bookingId !== undefined ? { bookingId: request.bookingId } : {}),
        ...(request.courseOrderId !== undefined ? { courseOrderId: request.courseOrderId } : {}),
      })
    : null;
  const bookingId = request.bookingId ?? null;
  const settlement =
    (docType === 'tax_invoice' || docType === 'expense_statement') && bookingId !== null
      ? {
          depositAppliedPaise: await depositAppliedTo(tx, bookingId, request.paymentId ?? null),
          balancePaise: Math.max(0, await receivableOf(tx, bookingId)),
        }
      : { depositAppliedPaise: 0, balancePaise: null };
  return insertDocument(tx, {
    docType,
    financialYear: fy,
    serial,
    number: documentNumber(docType, fy, serial),
    issuedAt: now,
    userId: request.userId,
    bookingId: request.bookingId ?? null,
    courseOrderId: request.courseOrderId ?? null,
    lessonPurchaseId: request.lessonPurchaseId ?? null,
    paymentId: request.paymentId ?? null,
    refersToId,
    supplier: {
      name: settings.legalName,
      address: settings.address,
      gstin: settings.gstin,
      stateCode: settings.stateCode,
    },
    recipient: recipientOf(user, billing, buyer),
    placeOfSupply: pos,
    lines,
    ...documentTotals(lines),
    advancePaise: request.advancePaise ?? 0,
    ...settlement,
    rental: bookingId === null ? null : await bookingRental(tx, bookingId),
    foreignPayment: request.foreignPayment ?? null,
    reimbursements,
    reimbursedPaise: reimbursementsTotal(reimbursements),
  });
}
