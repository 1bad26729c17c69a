import type { GstReturnDocumentType } from '../../../shared/gst-documents.js';
import { splitGst } from '../../../shared/gst.js';
import { must } from '../../../shared/must.js';
import type { DocumentSerial } from './accounts.queries.js';
import type { AdvanceRow } from './gstr1-advances.js';
import {
  GSTR1_ROWS,
  hsnRowsAll,
  inr,
  rate,
  referredById,
  seriesRows,
  type B2csRow,
  type DocumentRateRow,
  type ExemptRow,
  type Gstr1DocumentSection,
  type Gstr1Input,
  type HsnRow,
} from './gstr1.js';

/**
 * The month's GSTR-1 as one JSON file in the layout the GST portal takes for upload (Returns >
 * GSTR-1 > Prepare offline > Upload), the file the Returns Offline Tool writes (decision 0054
 * names the version and the sources it was checked against). Built from the same rows as the
 * CSVs (`GSTR1_ROWS`, `seriesRows`, `advanceRows`), so every section's figures are the CSVs'.
 * Sections with nothing to report are left out, as the tool leaves them out. Pure.
 */

/** The offline tool's schema version the file declares (decision 0054). */
export const GSTR1_JSON_VERSION = 'GST3.2.4';

/** The first return period whose HSN summary is split into B2B and B2C tables (Phase III). */
export const HSN_SPLIT_FROM = '2025-05';

/** Tax heads of one rate: IGST for an inter-state supply, CGST + SGST within the state. */
type TaxHeads = {
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
};
type ItemDetail = TaxHeads & {
  txval: number;
  rt: number;
};
type Item = {
  num: number;
  itm_det: ItemDetail;
};
type HsnEntry = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
type AdvanceEntry = {
  pos: string;
  sply_ty: SupplyType;
  itms: (TaxHeads & { rt: number; ad_amt: number })[];
};
type SupplyType = 'INTRA' | 'INTER';

export type Gstr1Json = {
  gstin: string;
  fp: string;
  version: string;
  hash: string;
  b2b?: {
    ctin: string;
    inv: {
      inum: string;
      idt: string;
      val: number;
      pos: string;
      rchrg: 'N';
      inv_typ: 'R';
      itms: Item[];
    }[];
  }[];
  b2cl?: { pos: string; inv: { inum: string; idt: string; val: number; itms: Item[] }[] }[];
  b2cs?: (TaxHeads & {
    sply_ty: SupplyType;
    pos: string;
    typ: 'OE';
    rt: number;
    txval: number;
  })[];
  nil?: {
    inv: {
      sply_ty: 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
      expt_amt: number;
      nil_amt: number;
      ngsup_amt: number;
    }[];
  };
  at?: AdvanceEntry[];
  cdnr?: {
    ctin: string;
    nt: {
      ntty: 'C';
      nt_num: string;
      nt_dt: string;
      val: number;
      pos: string;
      rchrg: 'N';
      inv_typ: 'R';
      itms: Item[];
    }[];
  }[];
  cdnur?: {
    typ: 'B2CL';
    ntty: 'C';
    nt_num: string;
    nt_dt: string;
    val: number;
    pos: string;
    itms: Item[];
  }[];
  txpd?: AdvanceEntry[];
  doc_issue?: {
    doc_det: {
      doc_num: number;
      docs: {
        num: number;
        from: string;
        to: string;
        totnum: number;
        cancel: number;
        net_issue: number;
      }[];
    }[];
  };
  hsn?: { hsn_b2b?: HsnEntry[]; hsn_b2c?: HsnEntry[]; data?: HsnEntry[] };
};

export interface Gstr1JsonInput extends Gstr1Input {
  /** The registration's GSTIN (its first two digits: the supplier's State). */
  gstin: string;
  /** The IST month, YYYY-MM. */
  month: string;
  /** Every document issued in the month (the documents-issued table). */
  serials: DocumentSerial[];
  /** The month's advances received and adjusted (`advanceRows`). */
  advances: { at: AdvanceRow[]; atadj: AdvanceRow[] };
}

/** Table 13's numbers for the natures of document the site issues. */
const DOC_NUM: Record<GstReturnDocumentType, number> = {
  tax_invoice: 1,
  credit_note: 5,
  receipt_voucher: 6,
  refund_voucher: 8,
};

/** The portal's date: DD-MM-YYYY, in IST. */
export function portalDate(at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 3_600_000).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`;
}

/** MMYYYY from YYYY-MM. */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

const heads = (inter: boolean, t: { igstPaise: number; cgstPaise: number; sgstPaise: number }) =>
  inter
    ? { iamt: inr(t.igstPaise), csamt: 0 }
    : { camt: inr(t.cgstPaise), samt: inr(t.sgstPaise), csamt: 0 };

const interState = (row: DocumentRateRow) => row.doc.placeOfSupply !== row.doc.supplier.stateCode;

/** A document's rows (one per rate) as the portal's numbered items. */
const items = (rows: DocumentRateRow[]): Item[] =>
  rows.map((r, i) => ({
    num: i + 1,
    itm_det: {
      txval: inr(r.line.taxablePaise),
      rt: rate(r.line.rateBp),
      ...heads(interState(r), r.line),
    },
  }));

/** Rows grouped by a key, in first-seen order. */
function groupBy<T>(rows: T[], key: (row: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.entries()];
}

/** A section's rows by document (one document, one invoice or note of the file). */
const byDocument = (rows: DocumentRateRow[]) =>
  groupBy(rows, (r) => String(r.doc.id)).map(([, docRows]) => ({
    // A group holds the rows that made it: never empty.
    doc: must(docRows[0], 'a row of the document').doc,
    itms: items(docRows),
  }));

const b2b = (rows: DocumentRateRow[]): Gstr1Json['b2b'] =>
  groupBy(rows, (r) => r.doc.recipient.gstin ?? '').map(([ctin, buyerRows]) => ({
    ctin,
    inv: byDocument(buyerRows).map(({ doc, itms }) => ({
      inum: doc.number,
      idt: portalDate(doc.issuedAt),
      val: inr(doc.totalPaise),
      pos: doc.placeOfSupply,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms,
    })),
  }));

const b2cl = (rows: DocumentRateRow[]): Gstr1Json['b2cl'] =>
  groupBy(rows, (r) => r.doc.placeOfSupply).map(([pos, posRows]) => ({
    pos,
    inv: byDocument(posRows).map(({ doc, itms }) => ({
      inum: doc.number,
      idt: portalDate(doc.issuedAt),
      val: inr(doc.totalPaise),
      itms,
    })),
  }));

const b2cs = (rows: B2csRow[], home: string): Gstr1Json['b2cs'] =>
  rows.map((r) => ({
    sply_ty: r.pos === home ? ('INTRA' as const) : ('INTER' as const),
    pos: r.pos,
    typ: 'OE' as const,
    rt: rate(r.rateBp),
    txval: inr(r.taxablePaise),
    ...heads(r.pos !== home, r),
  }));

const NIL_SUPPLY_TYPES = {
  'true:true': 'INTRB2B',
  'false:true': 'INTRAB2B',
  'true:false': 'INTRB2C',
  'false:false': 'INTRAB2C',
} as const;

function nil(rows: ExemptRow[]): Gstr1Json['nil'] {
  const inv = rows
    .filter((r) => r.nilPaise !== 0 || r.exemptPaise !== 0)
    .map((r) => ({
      sply_ty: NIL_SUPPLY_TYPES[`${r.inter}:${r.registered}`],
      expt_amt: inr(r.exemptPaise),
      nil_amt: inr(r.nilPaise),
      ngsup_amt: 0,
    }));
  return inv.length > 0 ? { inv } : undefined;
}

const cdnr = (rows: DocumentRateRow[]): Gstr1Json['cdnr'] =>
  groupBy(rows, (r) => r.doc.recipient.gstin ?? '').map(([ctin, buyerRows]) => ({
    ctin,
    nt: byDocument(buyerRows).map(({ doc, itms }) => ({
      ntty: 'C' as const,
      nt_num: doc.number,
      nt_dt: portalDate(doc.issuedAt),
      val: inr(doc.totalPaise),
      pos: doc.placeOfSupply,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms,
    })),
  }));

const cdnur = (rows: DocumentRateRow[]): Gstr1Json['cdnur'] =>
  byDocument(rows).map(({ doc, itms }) => ({
    typ: 'B2CL' as const,
    ntty: 'C' as const,
    nt_num: doc.number,
    nt_dt: portalDate(doc.issuedAt),
    val: inr(doc.totalPaise),
    pos: doc.placeOfSupply,
    itms,
  }));

/**
 * Advances by place of supply, one item per rate. The CSV carries only the advance's taxable
 * value (the tool computes the tax from it and the rate); the file carries the tax the tool
 * would compute: the rate on the summed value, each part rounded half up (`splitGst`).
 */
const advances = (rows: AdvanceRow[], home: string): AdvanceEntry[] =>
  groupBy(rows, (r) => r.pos).map(([pos, posRows]) => ({
    pos,
    sply_ty: pos === home ? ('INTRA' as const) : ('INTER' as const),
    itms: posRows.map((r) => {
      const sign = Math.sign(r.paise);
      const tax = splitGst({
        amountPaise: Math.abs(r.paise),
        rateBp: r.rateBp,
        inclusive: false,
        interState: pos !== home,
      });
      const signed = {
        igstPaise: sign * tax.igstPaise,
        cgstPaise: sign * tax.cgstPaise,
        sgstPaise: sign * tax.sgstPaise,
      };
      return { rt: rate(r.rateBp), ad_amt: inr(r.paise), ...heads(pos !== home, signed) };
    }),
  }));

function docIssue(serials: DocumentSerial[]): Gstr1Json['doc_issue'] {
  const rows = seriesRows(serials);
  if (rows.length === 0) return undefined;
  const doc_det = groupBy(rows, (r) => String(DOC_NUM[r.docType]))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([docNum, series]) => ({
      doc_num: Number(docNum),
      docs: series.map((s, i) => ({
        num: i + 1,
        from: s.from,
        to: s.to,
        totnum: s.total,
        cancel: s.cancelled,
        net_issue: s.total - s.cancelled,
      })),
    }));
  return { doc_det };
}

/** The portal's HSN row: services (SAC 99…) carry no quantity (UQC NA); desc 30 at most. */
const hsnEntries = (rows: HsnRow[]): HsnEntry[] =>
  rows.map((s, i) => ({
    num: i + 1,
    hsn_sc: s.sac,
    desc: s.description.slice(0, 30),
    uqc: 'NA',
    qty: 0,
    rt: rate(s.rateBp),
    txval: inr(s.taxablePaise),
    iamt: inr(s.igstPaise),
    camt: inr(s.cgstPaise),
    samt: inr(s.sgstPaise),
    csamt: 0,
  }));

function hsn(
  input: Gstr1JsonInput,
  rows: (s: 'hsn-b2b' | 'hsn-b2c') => HsnRow[],
): Gstr1Json['hsn'] {
  if (input.month < HSN_SPLIT_FROM) {
    const data = hsnEntries(hsnRowsAll(input.documents));
    return data.length > 0 ? { data } : undefined;
  }
  const split: NonNullable<Gstr1Json['hsn']> = {};
  const b2bRows = hsnEntries(rows('hsn-b2b'));
  const b2cRows = hsnEntries(rows('hsn-b2c'));
  if (b2bRows.length > 0) split.hsn_b2b = b2bRows;
  if (b2cRows.length > 0) split.hsn_b2c = b2cRows;
  return Object.keys(split).length > 0 ? split : undefined;
}

/** The whole month's file, sections in the tool's order, the empty ones left out. */
export function gstr1Json(input: Gstr1JsonInput): Gstr1Json {
  const home = input.gstin.slice(0, 2);
  const referred = referredById(input);
  const rows = <S extends Gstr1DocumentSection>(s: S) => GSTR1_ROWS[s](input.documents, referred);
  const sections: Omit<Gstr1Json, 'gstin' | 'fp' | 'version' | 'hash'> = {
    b2b: b2b(rows('b2b')),
    b2cl: b2cl(rows('b2cl')),
    b2cs: b2cs(rows('b2cs'), home),
    nil: nil(rows('exemp')),
    at: advances(input.advances.at, home),
    cdnr: cdnr(rows('cdnr')),
    cdnur: cdnur(rows('cdnur')),
    txpd: advances(input.advances.atadj, home),
    doc_issue: docIssue(input.serials),
    hsn: hsn(input, rows),
  };
  const file: Gstr1Json = {
    gstin: input.gstin,
    fp: returnPeriod(input.month),
    version: GSTR1_JSON_VERSION,
    hash: 'hash',
  };
  for (const [key, value] of Object.entries(sections)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    Object.assign(file, { [key]: value });
  }
  return file;
}
