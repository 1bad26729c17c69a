import type { Gstr1Section } from '../../../shared/accounts.js';
import type { GstDocumentLine, GstReturnDocumentType } from '../../../shared/gst-documents.js';
import { GST_STATES } from '../../../shared/gst.js';
import { csv } from '../../lib/csv.js';
import type { DocumentSerial, IssuedDocument } from './accounts.queries.js';
import { must } from '../../../shared/must.js';

/**
 * The month's GSTR-1 as the CSV files the GST Returns Offline Tool imports, one per section,
 * built from the GST documents issued (decision 0031, "GSTR-1 export" names the template
 * version). Voided documents appear only in the documents-issued section, as cancelled.
 * Amounts in rupees, dates as the tool writes them (05-Nov-2026), place of supply as
 * `22-Chhattisgarh`; no cess, no e-commerce operator, no reverse charge.
 */

/** Above this, an inter-state invoice to an unregistered buyer is B2C large (from 1 Aug 2024). */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** The rate block most sections' rows carry (`rateCells`): no cess, no differential rate. */
const RATE_HEADERS = ['Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'];

export const GSTR1_HEADERS: Record<Gstr1Section, string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    ...RATE_HEADERS,
    'E-Commerce GSTIN',
  ],
  b2cs: ['Type', 'Place Of Supply', ...RATE_HEADERS, 'E-Commerce GSTIN'],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    ...RATE_HEADERS,
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    ...RATE_HEADERS,
  ],
  at: [
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Gross Advance Received',
    'Cess Amount',
  ],
  atadj: [
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Gross Advance Adjusted',
    'Cess Amount',
  ],
  exemp: [
    'Description',
    'Nil Rated Supplies',
    'Exempted(other than nil rated/non GST supply)',
    'Non-GST Supplies',
  ],
  'hsn-b2b': [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  'hsn-b2c': [],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};
GSTR1_HEADERS['hsn-b2c'] = GSTR1_HEADERS['hsn-b2b'];

/** The offline tool's names for the natures of document (its master sheet). */
const NATURE: Record<GstReturnDocumentType, string> = {
  tax_invoice: 'Invoices for outward supply',
  credit_note: 'Credit Note',
  receipt_voucher: 'Receipt voucher',
  refund_voucher: 'Refund voucher',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd-Mon-yyyy in IST. */
export function gstDate(at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 3_600_000);
  const day = String(ist.getUTCDate()).padStart(2, '0');
  return `${day}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

export const placeOfSupplyName = (code: string) =>
  `${code}-${GST_STATES[code] ?? 'Other Territory'}`;

/** Rupees as a number with two decimals at most (unquoted in the CSV, so a minus stays). */
export const inr = (paise: number) => Number((paise / 100).toFixed(2));
export const rate = (rateBp: number) => rateBp / 100;

export type Cell = string | number | null;

/** The cells under `RATE_HEADERS`. */
const rateCells = (rateBp: number, taxablePaise: number): Cell[] => [
  null,
  rate(rateBp),
  inr(taxablePaise),
  null,
];
type Doc = IssuedDocument;

/** A document's taxable lines summed by rate (lines at 0 % belong to exempt supplies). */
export function byRate(lines: GstDocumentLine[]) {
  const rates = new Map<number, GstDocumentLine>();
  for (const l of lines) {
    if (l.rateBp <= 0) continue;
    const seen = rates.get(l.rateBp);
    if (!seen) rates.set(l.rateBp, { ...l });
    else {
      seen.taxablePaise += l.taxablePaise;
      seen.cgstPaise += l.cgstPaise;
      seen.sgstPaise += l.sgstPaise;
      seen.igstPaise += l.igstPaise;
      seen.totalPaise += l.totalPaise;
    }
  }
  return [...rates.values()];
}

const registered = (d: Doc) => d.recipient.gstin !== null;
const live = (d: Doc) => d.voidedAt === null;

/** B2C large: an unregistered buyer, another state, above the limit. */
const isB2cl = (d: Doc) =>
  d.docType === 'tax_invoice' &&
  !registered(d) &&
  d.placeOfSupply !== d.supplier.stateCode &&
  d.totalPaise > B2CL_LIMIT_PAISE;

export interface Gstr1Input {
  /** The month's tax invoices and credit notes (what the sections other than docs report). */
  documents: Doc[];
  /** The documents the month's credit notes refer to (any month). */
  referred: Doc[];
}

/** One live document and one of its tax rates (its lines at that rate summed, `byRate`). */
export interface DocumentRateRow {
  doc: Doc;
  line: GstDocumentLine;
}

/** One row per live document `keep` picks and per tax rate on it. */
const rowPerRate = (docs: Doc[], keep: (d: Doc) => boolean): DocumentRateRow[] =>
  docs
    .filter((d) => live(d) && keep(d))
    .flatMap((d) => byRate(d.lines).map((line) => ({ doc: d, line })));

/** Credit notes to unregistered buyers that reduce a B2C large invoice (the rest net in B2CS). */
const reducesB2cl = (note: Doc, referred: Map<number, Doc>) => {
  const invoice = note.refersToId === null ? undefined : referred.get(note.refersToId);
  return invoice !== undefined && isB2cl(invoice);
};

/** Taxable value and tax, in paise. */
export interface TaxSums {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** A B2CS row: a place of supply and rate, net of the credit notes that reduce it. */
export interface B2csRow extends TaxSums {
  pos: string;
  rateBp: number;
}

/**
 * B2C small: every other invoice to an unregistered buyer, summed by place of supply and rate,
 * less the credit notes that reduce them (the tool's instructions: B2CS is reported net).
 */
function b2csRows(docs: Doc[], referred: Map<number, Doc>): B2csRow[] {
  const sums = new Map<string, B2csRow>();
  for (const d of docs) {
    if (!live(d) || registered(d)) continue;
    const sign =
      d.docType === 'tax_invoice' && !isB2cl(d)
        ? 1
        : d.docType === 'credit_note' && !reducesB2cl(d, referred)
          ? -1
          : 0;
    if (sign === 0) continue;
    for (const l of byRate(d.lines)) {
      const key = `${d.placeOfSupply}:${l.rateBp}`;
      const sum = sums.get(key) ?? {
        pos: d.placeOfSupply,
        rateBp: l.rateBp,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      };
      sum.taxablePaise += sign * l.taxablePaise;
      sum.cgstPaise += sign * l.cgstPaise;
      sum.sgstPaise += sign * l.sgstPaise;
      sum.igstPaise += sign * l.igstPaise;
      sums.set(key, sum);
    }
  }
  return [...sums.values()]
    .filter((s) => s.taxablePaise !== 0)
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rateBp - b.rateBp);
}

/** One row of the SAC summary: a SAC and rate, invoices less credit notes. */
export interface HsnRow extends TaxSums {
  sac: string;
  rateBp: number;
  description: string;
  totalPaise: number;
}

/**
 * The SAC summary: invoices less credit notes, by SAC and rate, for B2B buyers (true), B2C
 * buyers (false) or both (null: the one table of returns before the split).
 */
function hsnRows(docs: Doc[], b2bBuyers: boolean | null): HsnRow[] {
  const sums = new Map<string, HsnRow>();
  for (const d of docs) {
    if (!live(d) || (b2bBuyers !== null && registered(d) !== b2bBuyers)) continue;
    const sign = d.docType === 'tax_invoice' ? 1 : d.docType === 'credit_note' ? -1 : 0;
    if (sign === 0) continue;
    for (const l of d.lines) {
      if (!l.sac) continue;
      const key = `${l.sac}:${l.rateBp}`;
      const sum = sums.get(key) ?? {
        sac: l.sac,
        rateBp: l.rateBp,
        description: l.description.split(',')[0] ?? l.description,
        totalPaise: 0,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
      };
      sum.totalPaise += sign * l.totalPaise;
      sum.taxablePaise += sign * l.taxablePaise;
      sum.igstPaise += sign * l.igstPaise;
      sum.cgstPaise += sign * l.cgstPaise;
      sum.sgstPaise += sign * l.sgstPaise;
      sums.set(key, sum);
    }
  }
  return [...sums.values()]
    .filter((s) => s.totalPaise !== 0)
    .sort((a, b) => a.sac.localeCompare(b.sac) || a.rateBp - b.rateBp);
}

/** Table 8's four rows, in the template's order: inter- or intra-state, registered or not. */
const EXEMPT_ROWS = [
  { inter: true, registered: true, description: 'Inter-State supplies to registered persons' },
  { inter: false, registered: true, description: 'Intra-State supplies to registered persons' },
  { inter: true, registered: false, description: 'Inter-State supplies to unregistered persons' },
  { inter: false, registered: false, description: 'Intra-State supplies to unregistered persons' },
] as const;

/** One of Table 8's rows with its nil-rated and exempt values (non-GST: none, see below). */
export interface ExemptRow {
  inter: boolean;
  registered: boolean;
  description: string;
  nilPaise: number;
  exemptPaise: number;
}

/**
 * Nil-rated, exempt and non-GST supplies (decision 0031, "exemp"): the lines at 0 % of the
 * month's tax invoices less its credit notes. A line with a SAC was taxed at a 0 % rate an
 * admin set for its category: nil-rated. A line without one belongs to a category with no
 * rate set, which the business leaves untaxed as exempt. Nothing the site sells is a non-GST
 * supply (fuel is charged only within the rental, a composite supply; deposits are no supply).
 */
function exemptRows(docs: Doc[]): ExemptRow[] {
  const rows: ExemptRow[] = EXEMPT_ROWS.map((r) => ({ ...r, nilPaise: 0, exemptPaise: 0 }));
  for (const d of docs) {
    if (!live(d)) continue;
    const sign = d.docType === 'tax_invoice' ? 1 : d.docType === 'credit_note' ? -1 : 0;
    if (sign === 0) continue;
    const inter = d.placeOfSupply !== d.supplier.stateCode;
    const row = must(
      rows.find((r) => r.inter === inter && r.registered === registered(d)),
      'a Table 8 row',
    );
    for (const l of d.lines) {
      if (l.rateBp > 0) continue;
      if (l.sac) row.nilPaise += sign * l.taxablePaise;
      else row.exemptPaise += sign * l.taxablePaise;
    }
  }
  return rows;
}

/** One series of documents issued: its first and last number, how many, how many voided. */
export interface SeriesRow {
  docType: GstReturnDocumentType;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

/** Each series (type and financial year): first and last number, how many, how many voided. */
export function seriesRows(docs: DocumentSerial[]): SeriesRow[] {
  const series = new Map<string, DocumentSerial[]>();
  for (const d of docs) {
    const key = `${d.docType}:${d.financialYear}`;
    series.set(key, [...(series.get(key) ?? []), d]);
  }
  return [...series.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.serial - b.serial);
    // A series is in the map only once a document of it was seen: never empty.
    const first = must(sorted[0], 'the first document of a series');
    const last = must(sorted.at(-1), 'the last document of a series');
    return {
      docType: first.docType,
      from: first.number,
      to: last.number,
      total: sorted.length,
      cancelled: sorted.filter((d) => d.voidedAt !== null).length,
    };
  });
}

/** The documents-issued section: every document of the month, by series. */
export const gstr1DocsCsv = (serials: DocumentSerial[]) =>
  csv([
    GSTR1_HEADERS.docs,
    ...seriesRows(serials).map((s) => [NATURE[s.docType], s.from, s.to, s.total, s.cancelled]),
  ]);

/** The rows of every section built from the month's invoices and notes, one computation. */
export interface Gstr1DocumentRows {
  b2b: DocumentRateRow[];
  b2cl: DocumentRateRow[];
  b2cs: B2csRow[];
  cdnr: DocumentRateRow[];
  cdnur: DocumentRateRow[];
  exemp: ExemptRow[];
  'hsn-b2b': HsnRow[];
  'hsn-b2c': HsnRow[];
}

/** The sections built from the month's tax invoices and credit notes. */
export type Gstr1DocumentSection = keyof Gstr1DocumentRows;

/** The rows of one section (lazily: a CSV asks for one). */
export const GSTR1_ROWS: {
  [S in Gstr1DocumentSection]: (docs: Doc[], referred: Map<number, Doc>) => Gstr1DocumentRows[S];
} = {
  b2b: (docs) => rowPerRate(docs, (d) => d.docType === 'tax_invoice' && registered(d)),
  b2cl: (docs) => rowPerRate(docs, isB2cl),
  b2cs: b2csRows,
  cdnr: (docs) => rowPerRate(docs, (d) => d.docType === 'credit_note' && registered(d)),
  cdnur: (docs, referred) =>
    rowPerRate(
      docs,
      (d) => d.docType === 'credit_note' && !registered(d) && reducesB2cl(d, referred),
    ),
  exemp: exemptRows,
  'hsn-b2b': (docs) => hsnRows(docs, true),
  'hsn-b2c': (docs) => hsnRows(docs, false),
};

/** The documents the month's notes refer to, by id (the month's own and earlier ones). */
export const referredById = (input: Gstr1Input) =>
  new Map([...input.referred, ...input.documents].map((d) => [d.id, d]));

/** The SAC summary of B2B and B2C buyers together (returns before the split of Table 12). */
export const hsnRowsAll = (docs: Doc[]) => hsnRows(docs, null);

/** What a B2B invoice's and a registered buyer's credit note's rows open with. */
const registeredBuyerAndNumber = (d: Doc): Cell[] => [
  d.recipient.gstin,
  d.recipient.name,
  d.number,
  gstDate(d.issuedAt),
];

const hsnCells = (s: HsnRow): Cell[] => [
  s.sac,
  s.description,
  'NA',
  0,
  inr(s.totalPaise),
  rate(s.rateBp),
  inr(s.taxablePaise),
  inr(s.igstPaise),
  inr(s.cgstPaise),
  inr(s.sgstPaise),
  null,
];

/** Each section's rows as the template's cells. */
const GSTR1_CELLS: { [S in Gstr1DocumentSection]: (row: Gstr1DocumentRows[S][number]) => Cell[] } =
  {
    b2b: ({ doc: d, line: l }) => [
      ...registeredBuyerAndNumber(d),
      inr(d.totalPaise),
      placeOfSupplyName(d.placeOfSupply),
      'N',
      null,
      'Regular B2B',
      null,
      rate(l.rateBp),
      inr(l.taxablePaise),
      null,
    ],
    b2cl: ({ doc: d, line: l }) => [
      d.number,
      gstDate(d.issuedAt),
      inr(d.totalPaise),
      placeOfSupplyName(d.placeOfSupply),
      ...rateCells(l.rateBp, l.taxablePaise),
      null,
    ],
    b2cs: (s) => ['OE', placeOfSupplyName(s.pos), ...rateCells(s.rateBp, s.taxablePaise), null],
    cdnr: ({ doc: d, line: l }) => [
      ...registeredBuyerAndNumber(d),
      'C',
      placeOfSupplyName(d.placeOfSupply),
      'N',
      'Regular B2B',
      inr(d.totalPaise),
      ...rateCells(l.rateBp, l.taxablePaise),
    ],
    cdnur: ({ doc: d, line: l }) => [
      'B2CL',
      d.number,
      gstDate(d.issuedAt),
      'C',
      placeOfSupplyName(d.placeOfSupply),
      inr(d.totalPaise),
      ...rateCells(l.rateBp, l.taxablePaise),
    ],
    exemp: (r) => [r.description, inr(r.nilPaise), inr(r.exemptPaise), 0],
    'hsn-b2b': hsnCells,
    'hsn-b2c': hsnCells,
  };

/** One section's CSV from the month's invoices and notes: the template's header, its rows. */
export function gstr1Csv<S extends Gstr1DocumentSection>(section: S, input: Gstr1Input): string {
  const rows = GSTR1_ROWS[section](input.documents, referredById(input));
  const cells = GSTR1_CELLS[section] as (row: Gstr1DocumentRows[S][number]) => Cell[];
  return csv([GSTR1_HEADERS[section], ...rows.map((r) => cells(r))]);
}
