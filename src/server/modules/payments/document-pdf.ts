import { amountInWords } from '../../../shared/amount-in-words.js';
import { shortRate } from '../../../shared/exchange-rate.js';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import { formatPrice } from '../../../shared/learning-pricing.js';
import { gstStateName } from '../../../shared/gst.js';
import type { Language } from '../../../shared/language.js';
import { formatRupeesExact } from '../../../shared/money.js';
import { must } from '../../../shared/must.js';
import { formatIstDate, formatIstDateTime } from '../../../shared/ist-format.js';
import type { gstDocuments } from '../../db/schema.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';
import {
  DOCUMENT_TEXT,
  fillDocument,
  lineDescription,
  type DocumentText,
} from './document-text.js';

type DocumentRow = typeof gstDocuments.$inferSelect;

/** The document a credit note or refund voucher is issued against: its type, number and date. */
export interface ReferredDocument {
  docType: GstDocumentType;
  number: string;
  issuedAt: Date;
}

/** The document's words and dates in one language. */
interface Words {
  text: DocumentText;
  language: Language;
}

const LEFT = 48;
const WIDTH = 499;

/** A rate in basis points as a percentage: 900 -> "9%", 250 -> "2.5%". */
const percent = (rateBp: number) => `${rateBp / 100}%`;
const money = formatRupeesExact;

const stateOf = (code: string, w: Words) =>
  `${gstStateName(code, w.language) ?? w.text.unknownState} (${code})`;

/** An address as issued; documents issued before decision 0041 held the e-mail there. */
const printable = (address: string) => {
  const trimmed = address.trim();
  return trimmed !== '' && !/^[^\s@]+@[^\s@]+$/.test(trimmed);
};

function party(
  doc: Pdf,
  w: Words,
  label: string,
  p: DocumentRow['supplier'],
  x: number,
  y: number,
) {
  const width = 240;
  doc.fontSize(9).fillColor('#555').text(label, x, y, { width });
  doc.fontSize(10).fillColor('#000').font('bold').text(p.name, { width }).font('body');
  if (printable(p.address)) doc.text(p.address, { width });
  if (p.stateCode)
    doc.text(fillDocument(w.text.state, { state: stateOf(p.stateCode, w) }), { width });
  doc.text(p.gstin ? fillDocument(w.text.gstin, { gstin: p.gstin }) : w.text.unregistered, {
    width,
  });
}

interface Column {
  title: string;
  width: number;
  cell: (l: DocumentRow['lines'][number]) => string;
}

/** The lines' columns: CGST and SGST (or IGST), each with its rate and its amount. */
function columnsOf(w: Words, interState: boolean): Column[] {
  const c = w.text.columns;
  const taxes: Column[] = interState
    ? [
        { title: c.igstRate, width: 46, cell: (l) => percent(l.rateBp) },
        { title: c.igst, width: 76, cell: (l) => money(l.igstPaise) },
      ]
    : [
        { title: c.cgstRate, width: 46, cell: (l) => percent(l.rateBp / 2) },
        { title: c.cgst, width: 58, cell: (l) => money(l.cgstPaise) },
        { title: c.sgstRate, width: 46, cell: (l) => percent(l.rateBp / 2) },
        { title: c.sgst, width: 58, cell: (l) => money(l.sgstPaise) },
      ];
  const fixed = 44 + 68 + 68 + taxes.reduce((s, t) => s + t.width, 0);
  return [
    {
      title: c.description,
      width: WIDTH - fixed,
      cell: (l) => lineDescription(l.description, w.language),
    },
    { title: c.sac, width: 44, cell: (l) => l.sac ?? '' },
    { title: c.taxable, width: 68, cell: (l) => money(l.taxablePaise) },
    ...taxes,
    { title: c.total, width: 68, cell: (l) => money(l.totalPaise) },
  ];
}

function row(doc: Pdf, columns: Column[], cells: string[], y: number) {
  let x = LEFT;
  let bottom = y;
  cells.forEach((cell, i) => {
    const { width } = must(columns[i], 'a column for each cell of the row');
    doc.text(cell, x, y, { width: width - 4, align: i === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  return bottom + 4;
}

/** The lines with their tax, then the taxable value, each tax and the total. Returns y. */
function taxTable(doc: Pdf, w: Words, d: DocumentRow, interState: boolean, top: number) {
  const columns = columnsOf(w, interState);
  doc.fontSize(8).fillColor('#555');
  let y = row(
    doc,
    columns,
    columns.map((c) => c.title),
    top,
  );
  doc.fillColor('#000');
  for (const l of d.lines) {
    y = row(
      doc,
      columns,
      columns.map((c) => c.cell(l)),
      y,
    );
  }
  doc.fontSize(10).text('', LEFT, y + 8);
  const t = w.text.totals;
  const totals: [string, number][] = [
    [t.taxable, d.taxablePaise],
    ...(interState
      ? ([[t.igst, d.igstPaise]] as [string, number][])
      : ([
          [t.cgst, d.cgstPaise],
          [t.sgst, d.sgstPaise],
        ] as [string, number][])),
    [t.total, d.totalPaise],
  ];
  for (const [label, paise] of totals) {
    doc.text(`${label}: ${money(paise)}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
  }
  return doc.y;
}

/**
 * Tolls and fines paid as the customer's pure agent (decision 0058), apart from the taxable
 * lines: what each was, where and when, at cost; their total; and why no GST is on them.
 */
function reimbursementsTable(doc: Pdf, w: Words, d: DocumentRow) {
  const r = w.text.reimbursed;
  doc.moveDown(0.8).font('bold').fontSize(10).text(r.heading, LEFT, doc.y, { width: WIDTH });
  doc.font('body').fontSize(9);
  for (const item of d.reimbursements) {
    const what = [
      item.kind === 'toll' ? r.toll : fillDocument(r.challan, { reference: item.reference }),
      item.offence,
      item.place,
      formatIstDateTime(new Date(item.occurredAt), w.language),
    ]
      .filter((part) => part.trim() !== '')
      .join(', ');
    const y = doc.y;
    doc.text(what, LEFT, y, { width: WIDTH - 110 });
    const after = doc.y;
    doc.text(money(item.amountPaise), LEFT + WIDTH - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc.fontSize(10).text(`${r.total}: ${money(d.reimbursedPaise)}`, LEFT, doc.y + 4, {
    width: WIDTH,
    align: 'right',
  });
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(r.note, LEFT, doc.y + 2, { width: WIDTH });
  doc.fillColor('#000').fontSize(10).moveDown(0.5);
}

/**
 * A GST document as a PDF, in the reader's language, with what the CGST Rules ask of it
 * (decision 0041): supplier and recipient (name, address, State with its code, GSTIN), number
 * and date of issue (once, in IST), place of supply, whether tax is payable on reverse charge,
 * the document it is issued against (number and date), SAC, description, taxable value, CGST
 * and SGST (or IGST) rates and amounts in columns of their own, the total in words, every
 * amount with two decimals; a booking's car and rental period; and a tax invoice's advance
 * received, security deposit applied and balance payable.
 */
export function gstDocumentPdf(
  d: DocumentRow,
  refersTo: ReferredDocument | null,
  language: Language = 'en',
): Promise<Buffer> {
  const w: Words = { text: DOCUMENT_TEXT[language], language };
  const { text } = w;
  const title = text.titles[d.docType];
  const doc = createPdf({ title: `${title} ${d.number}`, author: d.supplier.name });
  const interState = d.supplier.stateCode !== null && d.placeOfSupply !== d.supplier.stateCode;
  return renderPdf(doc, () => {
    doc.font('bold').fontSize(18).text(title, { align: 'center' }).font('body');
    if (d.voidedAt)
      doc
        .fontSize(12)
        .fillColor('#b00')
        .text(fillDocument(text.void, { reason: d.voidReason ?? '' }), { align: 'center' });
    doc.fillColor('#000').fontSize(10).moveDown(0.5);
    doc.text(fillDocument(text.number, { number: d.number }));
    doc.text(fillDocument(text.date, { date: formatIstDate(d.issuedAt, language) }));
    // An expense statement is no GST document: no place of supply, no tax table.
    const statement = d.docType === 'expense_statement';
    if (!statement) {
      doc.text(fillDocument(text.placeOfSupply, { state: stateOf(d.placeOfSupply, w) }));
      doc.text(text.reverseCharge);
    }
    if (refersTo) {
      doc.text(
        fillDocument(text.against, {
          title: text.titles[refersTo.docType],
          number: refersTo.number,
          date: formatIstDate(refersTo.issuedAt, language),
        }),
      );
    }
    if (d.rental) {
      doc.text(fillDocument(text.car, { registration: d.rental.registration }));
      doc.text(
        fillDocument(text.period, {
          from: formatIstDateTime(new Date(d.rental.pickupAt), language),
          to: formatIstDateTime(new Date(d.rental.dropAt), language),
        }),
      );
    }
    const top = doc.y + 10;
    party(doc, w, text.supplier, d.supplier, LEFT, top);
    const left = doc.y;
    party(doc, w, text.recipient, d.recipient, 300, top);
    let y = Math.max(left, doc.y) + 16;

    if (!statement) y = taxTable(doc, w, d, interState, y);
    else doc.text('', LEFT, y);
    if (d.reimbursements.length > 0) reimbursementsTable(doc, w, d);
    const payable = d.totalPaise + d.reimbursedPaise;
    const t = text.totals;
    const settled: [string, number][] = [];
    if (d.reimbursedPaise > 0 && !statement) settled.push([text.reimbursed.payable, payable]);
    if (d.advancePaise > 0) settled.push([t.advance, d.advancePaise]);
    if (d.depositAppliedPaise > 0) settled.push([t.deposit, d.depositAppliedPaise]);
    if (d.balancePaise !== null) settled.push([t.balance, d.balancePaise]);
    for (const [label, paise] of settled) {
      doc.text(`${label}: ${money(paise)}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
    }
    doc
      .moveDown(0.5)
      .text(fillDocument(text.inWords, { words: amountInWords(payable, language) }), LEFT, doc.y, {
        width: WIDTH,
      });
    const paid = d.foreignPayment;
    if (paid) {
      doc.moveDown(0.5).text(
        fillDocument(text.paidIn, {
          currency: paid.currency,
          amount: formatPrice(paid.amountMinor, paid.currency),
          rate: shortRate(paid.inrPerUnit),
        }),
        { width: WIDTH, align: 'right' },
      );
    }
    doc
      .moveDown(2)
      .fontSize(9)
      .text(fillDocument(text.for, { name: d.supplier.name }), { width: WIDTH, align: 'right' })
      .text(text.signatory, { width: WIDTH, align: 'right' });
  });
}
