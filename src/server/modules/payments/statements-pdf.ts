import type { Language } from '../../../shared/language.js';
import { formatIstDate } from '../../../shared/ist-format.js';
import { formatRupeesExact } from '../../../shared/money.js';
import { must } from '../../../shared/must.js';
import type { AmountRow, Gstr3b, Statements } from '../../../shared/statements.js';
import { istInstant } from '../../../shared/time.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';
import { STATEMENTS_TEXT, fillStatement, type StatementsText } from './statements-text.js';

const LEFT = 48;
const WIDTH = 499;
const BOTTOM = 842 - 60;
const money = formatRupeesExact;

interface Table {
  title: string;
  /** Column widths; the first `left` columns (default 1) are left-aligned, the rest right-aligned. */
  widths: number[];
  left?: number;
  headings: string[];
  rows: string[][];
  /** Rows drawn in bold (totals). */
  bold?: Set<number>;
}

/** One row of cells at `y`; a new page first when it would not fit. */
function row(doc: Pdf, widths: number[], cells: string[], y: number, left = 1) {
  let top = y;
  if (top > BOTTOM) {
    doc.addPage();
    top = doc.page.margins.top;
  }
  let x = LEFT;
  let bottom = top;
  cells.forEach((cell, i) => {
    const width = must(widths[i], 'a width for each cell of the row');
    doc.text(cell, x, top, { width: width - 4, align: i < left ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  return bottom + 3;
}

function table(doc: Pdf, t: Table) {
  if (doc.y > BOTTOM - 60) doc.addPage();
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#000')
    .text(t.title, LEFT, doc.y + 12, { width: WIDTH });
  doc.font('body').fontSize(8).fillColor('#555');
  let y = row(doc, t.widths, t.headings, doc.y + 4, t.left);
  doc.fillColor('#000').fontSize(9);
  t.rows.forEach((cells, index) => {
    doc.font(t.bold?.has(index) ? 'bold' : 'body');
    y = row(doc, t.widths, cells, y, t.left);
  });
  doc.font('body').text('', LEFT, y);
}

/** A heading or total row of a two-column statement (marked bold by a third cell). */
const bold = (label: string, paise?: number) => [
  label,
  paise === undefined ? '' : money(paise),
  'bold',
];

/** A statement of labels and amounts: rows with a third cell 'bold' are drawn bold. */
function twoColumns(doc: Pdf, title: string, rows: string[][]) {
  table(doc, {
    title,
    widths: [379, 120],
    headings: ['', ''],
    rows: rows.map((r) => r.slice(0, 2)),
    bold: new Set(rows.flatMap((r, i) => (r[2] === 'bold' ? [i] : []))),
  });
}

/** Debit-positive paise with its side: "₹1,200.00 Dr", "₹300.00 Cr", "₹0.00". */
const signed = (paise: number, w: StatementsText) =>
  paise === 0 ? money(0) : `${money(Math.abs(paise))} ${paise > 0 ? w.debitMark : w.creditMark}`;

function heading(doc: Pdf, title: string, lines: string[]) {
  doc.font('bold').fontSize(18).text(title, { align: 'center' }).font('body');
  doc.fontSize(10).moveDown(0.5);
  for (const line of lines) doc.text(line, { align: 'center' });
}

/**
 * The trial balance, profit and loss and balance sheet of `statements` as one PDF in the
 * reader's language (decision 0052), drawn with the documents' two-script setup so both read
 * back as text.
 */
export function statementsPdf(s: Statements, language: Language): Promise<Buffer> {
  const w = STATEMENTS_TEXT[language];
  const date = (d: string) => formatIstDate(istInstant(d, '12:00'), language);
  const doc = createPdf({ title: `${w.title} ${s.from} – ${s.to}`, author: w.title });
  const name = (account: AmountRow['account']) => w.accounts[account];
  const amounts = (rows: AmountRow[]) => rows.map((r) => [name(r.account), money(r.amountPaise)]);
  return renderPdf(doc, () => {
    heading(doc, w.title, [
      fillStatement(w.period, { from: date(s.from), to: date(s.to) }),
      s.branchId === 0 ? w.everything : fillStatement(w.branch, { id: String(s.branchId) }),
      w.note,
    ]);
    const tb = s.trialBalance;
    const tbText = w.trialBalance;
    table(doc, {
      title: tbText.title,
      widths: [155, 86, 86, 86, 86],
      headings: [tbText.account, tbText.opening, tbText.debits, tbText.credits, tbText.closing],
      rows: [
        ...tb.rows.map((r) => [
          name(r.account),
          signed(r.openingPaise, w),
          money(r.debitPaise),
          money(r.creditPaise),
          signed(r.closingPaise, w),
        ]),
        [
          tbText.total,
          signed(tb.totals.openingPaise, w),
          money(tb.totals.debitPaise),
          money(tb.totals.creditPaise),
          signed(tb.totals.closingPaise, w),
        ],
      ],
      bold: new Set([tb.rows.length]),
    });

    const p = s.profitAndLoss;
    const pl = w.profitAndLoss;
    twoColumns(doc, pl.title, [
      bold(pl.income),
      ...amounts(p.income),
      bold(pl.totalIncome, p.incomePaise),
      bold(pl.expenses),
      ...(p.expenses.length === 0 ? [[pl.noExpenses, '']] : amounts(p.expenses)),
      bold(pl.totalExpenses, p.expensesPaise),
      bold(pl.profit, p.profitPaise),
    ]);

    const b = s.balanceSheet;
    const bs = w.balanceSheet;
    twoColumns(doc, fillStatement(bs.title, { date: date(s.to) }), [
      bold(bs.assets),
      ...amounts(b.assets),
      bold(bs.totalAssets, b.assetsPaise),
      bold(bs.liabilities),
      ...amounts(b.liabilities),
      bold(bs.totalLiabilities, b.liabilitiesPaise),
      bold(bs.equity),
      ...amounts(b.equity),
      [w.accounts.retained_profit, money(b.retainedProfitPaise)],
      bold(bs.totalLiabilitiesEquity, b.liabilitiesPaise + b.equityPaise + b.retainedProfitPaise),
    ]);
  });
}

/** GSTR-3B's summary of a month as a PDF in the reader's language. */
export function gstr3bPdf(g: Gstr3b, language: Language): Promise<Buffer> {
  const w = STATEMENTS_TEXT[language];
  const x = w.gstr3b;
  const title = fillStatement(x.title, { month: g.month });
  const doc = createPdf({ title, author: w.title });
  const o = g.outwardTaxable;
  const i = g.inputTaxCredit;
  const n = g.netPayable;
  return renderPdf(doc, () => {
    heading(doc, title, [w.note]);
    table(doc, {
      title: '',
      widths: [44, 179, 70, 68, 68, 70],
      left: 2,
      headings: [x.table, x.nature, x.taxable, 'CGST', 'SGST', 'IGST'],
      rows: [
        [
          '3.1(a)',
          x.outward,
          money(o.taxablePaise),
          money(o.cgstPaise),
          money(o.sgstPaise),
          money(o.igstPaise),
        ],
        ['3.1(c)', x.nilExempt, money(g.outwardNilExemptPaise), '', '', ''],
        ['4(A)(5)', x.itc, '', money(i.cgstPaise), money(i.sgstPaise), money(i.igstPaise)],
        ['6.1', x.net, '', money(n.cgstPaise), money(n.sgstPaise), money(n.igstPaise)],
      ],
    });
  });
}
