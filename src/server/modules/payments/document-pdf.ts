import { shortRate } from '../../../shared/exchange-rate.js';
import { GST_DOCUMENT_TITLES } from '../../../shared/gst-documents.js';
import { formatPrice } from '../../../shared/learning-pricing.js';
import { GST_STATES } from '../../../shared/gst.js';
import { formatRupees } from '../../../shared/money.js';
import { must } from '../../../shared/must.js';
import { formatIstDate, formatIstDayTime } from '../../../shared/ist-format.js';
import type { gstDocuments } from '../../db/schema.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';

type DocumentRow = typeof gstDocuments.$inferSelect;

const percent = (rateBp: number) => `${rateBp / 100}%`;
const state = (code: string) => `${GST_STATES[code] ?? 'Unknown state'} (${code})`;

function party(doc: Pdf, label: string, p: DocumentRow['supplier'], x: number, y: number) {
  doc.fontSize(9).fillColor('#555').text(label, x, y, { width: 240 });
  doc.fontSize(10).fillColor('#000').text(p.name, { width: 240 });
  doc.text(p.address, { width: 240 });
  if (p.gstin) doc.text(`GSTIN: ${p.gstin}`, { width: 240 });
  if (p.stateCode) doc.text(`State: ${state(p.stateCode)}`, { width: 240 });
}

const COLUMNS = [
  { title: 'Description', width: 170 },
  { title: 'SAC', width: 50 },
  { title: 'Taxable value', width: 75 },
  { title: 'Rate', width: 35 },
  { title: 'CGST', width: 55 },
  { title: 'SGST', width: 55 },
  { title: 'IGST', width: 55 },
] as const;

function row(doc: Pdf, cells: string[], y: number) {
  let x = 48;
  let bottom = y;
  cells.forEach((cell, i) => {
    const { width } = must(COLUMNS[i], 'a column for each cell of the row');
    doc.text(cell, x, y, { width: width - 4, align: i === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  return bottom + 4;
}

/**
 * A GST document as a PDF, with the particulars Rule 46 asks: supplier and recipient with
 * GSTIN, number and date, place of supply, SAC, description, taxable value, rate, tax, total.
 */
export function gstDocumentPdf(d: DocumentRow, refersTo: string | null): Promise<Buffer> {
  const title = GST_DOCUMENT_TITLES[d.docType];
  const doc = createPdf({ title: `${title} ${d.number}`, author: d.supplier.name });
  return renderPdf(doc, () => {
    doc.fontSize(18).text(title, { align: 'center' });
    if (d.voidedAt)
      doc
        .fontSize(12)
        .fillColor('#b00')
        .text(`VOID: ${d.voidReason ?? ''}`, { align: 'center' });
    doc.fillColor('#000').fontSize(10).moveDown(0.5);
    doc.text(`Number: ${d.number}`);
    doc.text(`Date: ${`${formatIstDate(d.issuedAt)}, ${formatIstDayTime(d.issuedAt)}`}`);
    doc.text(`Place of supply: ${state(d.placeOfSupply)}`);
    if (refersTo) doc.text(`Against: ${refersTo}`);
    const top = doc.y + 10;
    party(doc, 'Supplier', d.supplier, 48, top);
    const left = doc.y;
    party(doc, 'Recipient', d.recipient, 300, top);
    let y = Math.max(left, doc.y) + 16;
    doc.fontSize(9).fillColor('#555');
    y = row(
      doc,
      COLUMNS.map((c) => c.title),
      y,
    );
    doc.fillColor('#000');
    for (const l of d.lines) {
      y = row(
        doc,
        [
          l.description,
          l.sac ?? '',
          formatRupees(l.taxablePaise),
          percent(l.rateBp),
          formatRupees(l.cgstPaise),
          formatRupees(l.sgstPaise),
          formatRupees(l.igstPaise),
        ],
        y,
      );
    }
    doc.fontSize(10).text('', 48, y + 8);
    const totals: [string, number][] = [
      ['Taxable value', d.taxablePaise],
      ['CGST', d.cgstPaise],
      ['SGST', d.sgstPaise],
      ['IGST', d.igstPaise],
      ['Total', d.totalPaise],
    ];
    if (d.advancePaise > 0) {
      totals.push(['Less advance received', d.advancePaise]);
      totals.push(['Balance', d.totalPaise - d.advancePaise]);
    }
    for (const [label, paise] of totals) {
      doc.text(`${label}: ${formatRupees(paise)}`, { align: 'right' });
    }
    const paid = d.foreignPayment;
    if (paid) {
      doc
        .moveDown(0.5)
        .text(
          `Paid in ${paid.currency}: ${formatPrice(paid.amountMinor, paid.currency)}. Rupee figures at ₹${shortRate(paid.inrPerUnit)} per ${paid.currency}.`,
          { align: 'right' },
        );
    }
    doc
      .moveDown(2)
      .fontSize(9)
      .text(`For ${d.supplier.name}`, { align: 'right' })
      .text('Authorised signatory', { align: 'right' });
  });
}
