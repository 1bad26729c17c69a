import type { GstDocumentLine, GstDocumentType } from '../../../shared/gst-documents.js';
import { csv } from '../../lib/csv.js';
import { byRate, GSTR1_HEADERS, inr, placeOfSupplyName, rate, type Cell } from './gstr1.js';

/**
 * GSTR-1 Tables 11A and 11B from a booking's GST documents (decision 0031, "Advances"): tax
 * is due on an advance for a service when it is received (the receipt voucher), so
 * - `at`: the taxable value of the advances received in the month that no tax invoice of the
 *   same month covered (nor a refund voucher of the same month returned);
 * - `atadj`: advances of earlier months that the month's tax invoices covered, or its refund
 *   vouchers returned (their tax was paid with the earlier month's return).
 * A booking's tax invoice (at the return, or the cancellation charge) covers everything then
 * still open of its advances; a refund voucher takes from the month's own advances first.
 * Amounts are taxable values (the tool's "Gross Advance": the tax portion excluded), by place
 * of supply and rate of the advance; lines at 0 % carry no tax and are left out. Pure.
 */

export interface AdvanceDocument {
  id: number;
  docType: GstDocumentType;
  bookingId: number | null;
  issuedAt: Date;
  placeOfSupply: string;
  lines: GstDocumentLine[];
  voidedAt: Date | null;
}

interface Bucket {
  pos: string;
  rateBp: number;
  /** Received before the month and still open. */
  earlier: number;
  /** Received in the month and still open. */
  current: number;
}

type Sums = Map<string, { pos: string; rateBp: number; paise: number }>;

function add(sums: Sums, b: { pos: string; rateBp: number }, paise: number) {
  if (paise === 0) return;
  const key = `${b.pos}:${b.rateBp}`;
  const sum = sums.get(key) ?? { pos: b.pos, rateBp: b.rateBp, paise: 0 };
  sum.paise += paise;
  sums.set(key, sum);
}

function bucketOf(buckets: Bucket[], pos: string, rateBp: number) {
  let bucket = buckets.find((b) => b.pos === pos && b.rateBp === rateBp);
  if (!bucket) {
    bucket = { pos, rateBp, earlier: 0, current: 0 };
    buckets.push(bucket);
  }
  return bucket;
}

/**
 * Takes up to `paise` out of one part of the open buckets: the same place of supply and rate
 * first, then the same rate (a buyer who added a GSTIN in between), then any (a rate changed
 * in between). Calls `taken` for each amount; returns what could not be taken.
 */
function takeOut(
  buckets: Bucket[],
  want: { pos: string; rateBp: number; paise: number },
  part: 'earlier' | 'current',
  taken: (bucket: Bucket, paise: number) => void,
) {
  const rank = (b: Bucket) => (b.rateBp === want.rateBp ? (b.pos === want.pos ? 0 : 1) : 2);
  let left = want.paise;
  for (const bucket of [...buckets].sort((a, b) => rank(a) - rank(b))) {
    const take = Math.min(left, bucket[part]);
    if (take <= 0) continue;
    bucket[part] -= take;
    left -= take;
    taken(bucket, take);
  }
  return left;
}

/** One booking's documents up to the month's end, in issue order. */
function walkBooking(docs: AdvanceDocument[], monthStart: Date, received: Sums, adjusted: Sums) {
  const buckets: Bucket[] = [];
  for (const doc of docs) {
    const inMonth = doc.issuedAt >= monthStart;
    if (doc.docType === 'receipt_voucher') {
      for (const l of byRate(doc.lines)) {
        bucketOf(buckets, doc.placeOfSupply, l.rateBp)[inMonth ? 'current' : 'earlier'] +=
          l.taxablePaise;
      }
    } else if (doc.docType === 'refund_voucher') {
      for (const l of byRate(doc.lines)) {
        const want = { pos: doc.placeOfSupply, rateBp: l.rateBp, paise: l.taxablePaise };
        if (inMonth) want.paise = takeOut(buckets, want, 'current', () => undefined);
        takeOut(buckets, want, 'earlier', (b, paise) => {
          if (inMonth) add(adjusted, b, paise);
        });
      }
    } else if (doc.docType === 'tax_invoice') {
      for (const b of buckets) {
        if (inMonth) add(adjusted, b, b.earlier);
        b.earlier = 0;
        b.current = 0;
      }
    }
  }
  for (const b of buckets) add(received, b, b.current);
}

/**
 * The month's advances received (`at`) and adjusted (`atadj`), from the receipt vouchers,
 * refund vouchers and tax invoices of the bookings with any of them in the month, each issued
 * before the month's end (`documents`, any order); voided documents count as never issued.
 */
export function advancesOfMonth(documents: AdvanceDocument[], monthStart: Date) {
  const byBooking = new Map<number, AdvanceDocument[]>();
  for (const d of documents) {
    if (d.bookingId === null || d.voidedAt !== null) continue;
    byBooking.set(d.bookingId, [...(byBooking.get(d.bookingId) ?? []), d]);
  }
  const received: Sums = new Map();
  const adjusted: Sums = new Map();
  for (const docs of byBooking.values()) {
    docs.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.id - b.id);
    walkBooking(docs, monthStart, received, adjusted);
  }
  return { received, adjusted };
}

/** One row of `at` or `atadj`: a place of supply and rate, the taxable value of the advances. */
export interface AdvanceRow {
  pos: string;
  rateBp: number;
  paise: number;
}

/** The month's `at` and `atadj` rows, by place of supply and rate (the CSVs' and the JSON's). */
export function advanceRows(documents: AdvanceDocument[], monthStart: Date) {
  const { received, adjusted } = advancesOfMonth(documents, monthStart);
  const rows = (sums: Sums): AdvanceRow[] =>
    [...sums.values()]
      .filter((s) => s.paise !== 0)
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rateBp - b.rateBp);
  return { at: rows(received), atadj: rows(adjusted) };
}

/** The `at` or `atadj` CSV: one row per place of supply and rate, no cess. */
export function gstr1AdvancesCsv(
  section: 'at' | 'atadj',
  documents: AdvanceDocument[],
  monthStart: Date,
): string {
  const rows: Cell[][] = advanceRows(documents, monthStart)[section].map((s) => [
    placeOfSupplyName(s.pos),
    null,
    rate(s.rateBp),
    inr(s.paise),
    null,
  ]);
  return csv([GSTR1_HEADERS[section], ...rows]);
}
