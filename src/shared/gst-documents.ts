/**
 * GST documents (decision 0031): their types, series numbers and financial years. Pure.
 */
import { z } from 'zod';

export const GST_DOCUMENT_TYPES = [
  'receipt_voucher',
  'tax_invoice',
  'credit_note',
  'refund_voucher',
  'expense_statement',
] as const;
export type GstDocumentType = (typeof GST_DOCUMENT_TYPES)[number];

export const GST_DOCUMENT_TITLES: Record<GstDocumentType, string> = {
  receipt_voucher: 'Receipt voucher',
  tax_invoice: 'Tax invoice',
  credit_note: 'Credit note',
  refund_voucher: 'Refund voucher',
  expense_statement: 'Statement of expenses paid as your agent',
};

/**
 * Not GST documents: an expense statement bills only tolls and fines paid as the customer's
 * pure agent (Rule 33, decision 0058), outside the value of any supply. GSTR-1 leaves them out.
 */
export const NON_GST_DOCUMENT_TYPES = ['expense_statement'] as const;
/** The documents GSTR-1's Table 13 counts: every type but the non-GST ones. */
export type GstReturnDocumentType = Exclude<
  GstDocumentType,
  (typeof NON_GST_DOCUMENT_TYPES)[number]
>;

/** One series per type: the prefix of its numbers. */
export const GST_SERIES_PREFIX: Record<GstDocumentType, string> = {
  receipt_voucher: 'RV',
  tax_invoice: 'INV',
  credit_note: 'CN',
  refund_voucher: 'RF',
  expense_statement: 'EX',
};

/** The supplier or recipient as printed. */
export interface GstParty {
  name: string;
  address: string;
  gstin: string | null;
  stateCode: string | null;
}

/**
 * A supply paid in another currency (a course order in USD or AED): the amount paid in its
 * minor units and the rupees per unit its rupee figures were converted at (decision 0031).
 */
export interface ForeignPayment {
  currency: 'USD' | 'AED';
  amountMinor: number;
  /** Rupees per unit, a decimal with up to six places: `88.250000`. */
  inrPerUnit: string;
}

/**
 * The rental a booking's document is for (decision 0041): the car's registration number and
 * the period booked, pickup to drop (extensions included), as ISO instants.
 */
export interface GstDocumentRental {
  registration: string;
  pickupAt: string;
  dropAt: string;
}

/** One line of a document: a supply (or its reduction) with its tax. Amounts in paise. */
export interface GstDocumentLine {
  description: string;
  sac: string | null;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * A toll or fine paid as the customer's pure agent, printed apart from the document's lines
 * (in the reader's language): what it was, where and when (an ISO instant), the challan's
 * number and offence, and its amount at cost, in paise.
 */
export interface GstReimbursement {
  kind: 'toll' | 'challan';
  occurredAt: string;
  place: string;
  reference: string;
  offence: string;
  amountPaise: number;
}

/** What the customer owes by a document: its total and the expenses paid on their behalf. */
export const reimbursementsTotal = (items: GstReimbursement[]) =>
  items.reduce((sum, r) => sum + r.amountPaise, 0);

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The Indian financial year (1 April to 31 March, IST) of a moment: `2026-27`. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document's number: prefix, the financial year's two short years, and the serial padded to
 * five digits, e.g. `INV/2627/00042` (14 characters; 16 at most up to serial 9,999,999).
 */
export function documentNumber(type: GstDocumentType, fy: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 9_999_999) {
    throw new RangeError('A document serial runs from 1 to 9,999,999 in a financial year.');
  }
  const short = fy.slice(2, 4) + fy.slice(5, 7);
  const number = `${GST_SERIES_PREFIX[type]}/${short}/${String(serial).padStart(5, '0')}`;
  if (number.length > 16) throw new RangeError('A document number has at most 16 characters.');
  return number;
}

/** Totals of a document's lines. */
export function documentTotals(lines: GstDocumentLine[]) {
  const sum = (key: keyof GstDocumentLine) => lines.reduce((s, l) => s + (l[key] as number), 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}

/** A document in a list (the customer's, or a booking's for staff). */
export const gstDocumentSummarySchema = z.object({
  id: z.number(),
  docType: z.enum(GST_DOCUMENT_TYPES),
  title: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number(),
  /** Tolls and fines paid as the customer's agent, owed on top of the total (decision 0058). */
  reimbursedPaise: z.number(),
  bookingId: z.number().nullable(),
  courseOrderId: z.number().nullable(),
  voided: z.boolean(),
  pdfUrl: z.string(),
});
export type GstDocumentSummary = z.infer<typeof gstDocumentSummarySchema>;

/** A customer's or a booking's documents, as the account and the console list them. */
export const gstDocumentListSchema = z.object({ documents: z.array(gstDocumentSummarySchema) });
