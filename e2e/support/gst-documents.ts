import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { GST_DOCUMENT_TITLES, type GstDocumentType } from '../../src/shared/gst-documents';
import type { LedgerSummary } from '../../src/shared/journal';
import { LANGUAGES, type Language } from '../../src/shared/language';
import { DOCUMENT_TEXT } from '../../src/server/modules/payments/document-text';
import { expect } from '../console-guard';

/** "₹1,23,456.50" (formatRupees as pages print it, formatRupeesExact as PDFs do) in paise. */
export const paiseOf = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, '')) * 100);

/** What a GST document PDF says, read back as text by pdftotext. */
export interface DocumentFigures {
  /** The document's title in English ("Tax invoice"), whichever language it was printed in. */
  title: string;
  /** The language the document was printed in (the reader's, decision 0041). */
  language: Language;
  number: string;
  /** The number of the document it is issued against (a note's invoice or voucher), if any. */
  against: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** "Less advance received" on a tax invoice; 0 when the PDF has none. */
  advancePaise: number;
  /** "Less security deposit applied" on a booking's tax invoice; 0 when the PDF has none. */
  depositAppliedPaise: number;
  /** "Balance payable" on a booking's tax invoice; null when the PDF states none. */
  balancePaise: number | null;
  /** Tolls and fines printed apart, paid as the customer's pure agent; 0 when none. */
  reimbursedPaise: number;
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function figuresOf(text: string): DocumentFigures {
  const language =
    LANGUAGES.find((l) =>
      Object.values(DOCUMENT_TEXT[l].titles).some((t) =>
        new RegExp(`^\\s*${escape(t)}\\s*$`, 'm').test(text),
      ),
    ) ?? 'en';
  const words = DOCUMENT_TEXT[language];
  /** The value after "label:" on a line of its own (the label without its placeholder). */
  const line = (label: string) =>
    new RegExp(`^\\s*${escape(label.replace(/:? ?{{\w+}}.*$/, ''))}: (.+?)\\s*$`, 'm').exec(
      text,
    )?.[1];
  const amount = (label: string) => {
    const value = line(label);
    return value === undefined ? 0 : paiseOf(value);
  };
  const type = (Object.keys(words.titles) as GstDocumentType[]).find((t) =>
    new RegExp(`^\\s*${escape(words.titles[t])}\\s*$`, 'm').test(text),
  );
  const balance = line(words.totals.balance);
  return {
    title: type ? GST_DOCUMENT_TITLES[type] : '',
    language,
    number: line(words.number) ?? '',
    against: /[A-Z]+\/\d{4}\/\d{5}/.exec(line(words.against) ?? '')?.[0] ?? null,
    taxablePaise: amount(words.totals.taxable),
    cgstPaise: amount(words.totals.cgst),
    sgstPaise: amount(words.totals.sgst),
    igstPaise: amount(words.totals.igst),
    totalPaise: amount(words.totals.total),
    advancePaise: amount(words.totals.advance),
    depositAppliedPaise: amount(words.totals.deposit),
    balancePaise: balance === undefined ? null : paiseOf(balance),
    reimbursedPaise: amount(words.reimbursed.total),
    text,
  };
}

/**
 * Downloads a document's PDF as the signed-in browser would (its cookies), checks it is a PDF
 * and returns what it says.
 */
export async function documentPdf(request: APIRequestContext, href: string) {
  const res = await request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await res.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Reading order, not -layout: a document in Hindi marks its Devanagari with ActualText, which
  // -layout runs together into one line; each line of the document stays a line this way.
  const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
  return figuresOf(text);
}

/** The GST a document carries. */
export const gstOf = (d: DocumentFigures) => d.cgstPaise + d.sgstPaise + d.igstPaise;

/** The ledger's figures flattened: revenue by source, GST by type, and the three balances. */
export function ledgerFigures(l: LedgerSummary) {
  return {
    rent: l.revenuePaise.rent,
    extension: l.revenuePaise.extension,
    extraCharges: l.revenuePaise.extraCharges,
    courses: l.revenuePaise.courses,
    cgst: l.gstOutputPaise.cgst,
    sgst: l.gstOutputPaise.sgst,
    igst: l.gstOutputPaise.igst,
    depositsHeld: l.depositsHeldPaise,
    receivables: l.receivablesPaise,
    refundsPayable: l.refundsPayablePaise,
  };
}
export type LedgerFigures = ReturnType<typeof ledgerFigures>;

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The journal as the ledger page reads it (GET /api/console/ledger with the staff member's
 * session), for `month` and the month after: a journey that runs over midnight at a month's
 * end posts into both.
 */
export async function ledgerAround(request: APIRequestContext, month: string) {
  const read = async (m: string) => {
    const res = await request.get(`/api/console/ledger?month=${m}`);
    expect(res.status(), await res.text()).toBe(200);
    return ledgerFigures((await res.json()) as LedgerSummary);
  };
  const next = nextMonth(month);
  return { month: await read(month), next: await read(next) };
}
export type LedgerAround = Awaited<ReturnType<typeof ledgerAround>>;

/**
 * What the journal gained between two readings: movements (revenue, GST) over both months,
 * balances (held, owed, payable) at the end of the later one.
 */
export function journalChange(before: LedgerAround, after: LedgerAround): LedgerFigures {
  const moved = (key: keyof LedgerFigures) =>
    after.month[key] - before.month[key] + after.next[key] - before.next[key];
  const held = (key: keyof LedgerFigures) => after.next[key] - before.next[key];
  return {
    rent: moved('rent'),
    extension: moved('extension'),
    extraCharges: moved('extraCharges'),
    courses: moved('courses'),
    cgst: moved('cgst'),
    sgst: moved('sgst'),
    igst: moved('igst'),
    depositsHeld: held('depositsHeld'),
    receivables: held('receivables'),
    refundsPayable: held('refundsPayable'),
  };
}
