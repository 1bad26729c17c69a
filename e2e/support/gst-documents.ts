import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import type { LedgerSummary } from '../../src/shared/journal';
import { expect } from '../console-guard';

/** "₹1,23,456.50" (formatRupees, as pages and PDFs print it) in paise. */
export const paiseOf = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, '')) * 100);

/** What a GST document PDF says, read back as text (pdftotext, as the server tests read it). */
export interface DocumentFigures {
  title: string;
  number: string;
  /** The document it is issued against (a note's invoice or voucher), if any. */
  against: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** "Less advance received" on a tax invoice; 0 when the PDF has none. */
  advancePaise: number;
  text: string;
}

const TITLES = ['Receipt voucher', 'Tax invoice', 'Credit note', 'Refund voucher'];

function figuresOf(text: string): DocumentFigures {
  const line = (label: string) => new RegExp(`^\\s*${label}: (.+?)\\s*$`, 'm').exec(text)?.[1];
  const amount = (label: string) => {
    const value = line(label);
    return value === undefined ? 0 : paiseOf(value);
  };
  return {
    title: TITLES.find((t) => new RegExp(`^\\s*${t}\\s*$`, 'm').test(text)) ?? '',
    number: line('Number') ?? '',
    against: line('Against') ?? null,
    taxablePaise: amount('Taxable value'),
    cgstPaise: amount('CGST'),
    sgstPaise: amount('SGST'),
    igstPaise: amount('IGST'),
    totalPaise: amount('Total'),
    advancePaise: amount('Less advance received'),
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
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
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
