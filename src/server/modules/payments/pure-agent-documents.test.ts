import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRulesView } from '../../../shared/branch-rules.js';
import type { GstDocumentSummary } from '../../../shared/gst-documents.js';
import { formatRupeesExact } from '../../../shared/money.js';
import type { RecordTripChargeResponse } from '../../../shared/trip-charges.js';
import { gstDocuments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { gstDocumentPdf } from './document-pdf.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { returnedTrip } from './trip-charge-test-helpers.js';

// Issue 36 item 5 (decision 0058): tolls and fines passed on at cost as the renter's pure agent
// (Rule 33) are printed apart from the value of supply, on the charge's tax invoice or, with
// nothing taxable, on an expense statement that is no GST document.

const HOUR = 3_600_000;
let t: TestApp;
let counter: string;
let manager: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  admin = (await staffCookie(t.app, t.db, null)).cookie;
});
afterAll(() => t.close());

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

/** Bhilai's handling fees, as a manager saves them (the rest of the rules as they are). */
async function setFees(fees: { tollFeePaise: number; challanFeePaise: number }) {
  const list = (await as(manager, 'GET', '/api/console/branch-rules')).json() as {
    branches: BranchRulesView[];
  };
  const {
    branchId,
    branchName: _n,
    ...rules
  } = list.branches.find((b) => b.branchName === 'Bhilai')!;
  const saved = await as(manager, 'PUT', `/api/console/branches/${branchId}/rules`, {
    ...rules,
    ...fees,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function recordCharge(registration: string, charge: object) {
  const res = await as(counter, 'POST', '/api/console/trip-charges', {
    registration,
    occurredAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    ...charge,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RecordTripChargeResponse;
}

async function documentOf(cookie: string, bookingId: number, number: string) {
  const list = await as(cookie, 'GET', '/api/account/tax-documents');
  const docs = list.json().documents as GstDocumentSummary[];
  const doc = docs.find((d) => d.bookingId === bookingId && d.number === number);
  expect(doc, `document ${number} in ${JSON.stringify(docs)}`).toBeDefined();
  const pdf = await as(cookie, 'GET', doc!.pdfUrl);
  expect(pdf.statusCode).toBe(200);
  const [row] = await t.db
    .select()
    .from(gstDocuments)
    .where(and(eq(gstDocuments.bookingId, bookingId), eq(gstDocuments.number, number)));
  return { summary: doc!, text: pdfText(pdf.rawPayload), row: row! };
}

describe('tolls and fines passed on as the renter’s pure agent', () => {
  it('a challan with a handling fee: the fine is printed apart, outside the taxable value', async () => {
    await setFees({ tollFeePaise: 0, challanFeePaise: 10_000 });
    const trip = await returnedTrip(t, counter);
    const fine = 50_000;
    const charge = await recordCharge(trip.registration, {
      kind: 'challan',
      amountPaise: fine,
      reference: 'CG07-2026-118',
      place: 'Nehru Nagar square, Bhilai',
      offence: 'Jumping a red light (MV Act s.184)',
    });
    expect(charge.invoiceNumber).toMatch(/^INV\//);

    const { summary, text, row } = await documentOf(
      trip.cookie,
      trip.booking.id,
      charge.invoiceNumber!,
    );
    // The value of supply is the fee alone (and its GST); the fine is on top, apart.
    expect(summary).toMatchObject({ docType: 'tax_invoice', reimbursedPaise: fine });
    expect(summary.totalPaise).toBe(charge.totalPaise - fine);
    expect(row.taxablePaise).toBeLessThanOrEqual(10_000);
    expect(row.reimbursements).toEqual([
      expect.objectContaining({ kind: 'challan', reference: 'CG07-2026-118', amountPaise: fine }),
    ]);
    expect(text).toContain('Expenses paid as your pure agent (not part of the value of supply)');
    expect(text).toContain('Traffic challan CG07-2026-118');
    expect(text).toContain('Jumping a red light');
    expect(text).toContain('Rule 33 of the CGST Rules, 2017');
    expect(text).toContain(`Total of expenses paid for you: ${formatRupeesExact(fine)}`);
    expect(text).toContain(
      `Amount payable (total and expenses): ${formatRupeesExact(charge.totalPaise)}`,
    );

    // The accountant's Hindi copy says the same, shaped and readable.
    const hindi = pdfText(await gstDocumentPdf(row, null, 'hi'));
    expect(hindi).toContain('ट्रैफ़िक चालान CG07-2026-118');
    expect(hindi).toContain('नियम 33');

    // The journal agrees: the fine is a recovery, the fee revenue; the renter owes both.
    const sums = net(await entriesOfBooking(t.db, trip.booking.id));
    expect(sums.pure_agent_recoveries).toBe(-fine);
    expect(sums.customer_receivables).toBe(charge.totalPaise);
    expect(-(sums.extra_charge_revenue ?? 0)).toBe(row.taxablePaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('a toll with no fee: an expense statement, no GST document, left out of GSTR-1', async () => {
    await setFees({ tollFeePaise: 0, challanFeePaise: 0 });
    const trip = await returnedTrip(t, counter);
    const charge = await recordCharge(trip.registration, {
      kind: 'toll',
      amountPaise: 16_500,
      place: 'Kumhari toll plaza',
      reference: 'TXN-77',
    });
    expect(charge.totalPaise).toBe(16_500);
    expect(charge.invoiceNumber).toMatch(/^EX\//);

    const { summary, text, row } = await documentOf(
      trip.cookie,
      trip.booking.id,
      charge.invoiceNumber!,
    );
    expect(summary).toMatchObject({
      docType: 'expense_statement',
      title: 'Statement of expenses paid as your agent',
      totalPaise: 0,
      reimbursedPaise: 16_500,
    });
    expect(row).toMatchObject({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      balancePaise: 16_500,
    });
    expect(text).toContain('Statement of expenses paid as your agent');
    expect(text).toContain('Kumhari toll plaza');
    expect(text).toContain(`Total of expenses paid for you: ${formatRupeesExact(16_500)}`);
    expect(text).not.toContain('Place of supply');
    expect(text).not.toContain('Taxable value');

    // GSTR-1's documents-issued table counts GST documents only.
    const month = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 7);
    const docs = await as(admin, 'GET', `/api/console/accounts/gstr1/docs?month=${month}`);
    expect(docs.statusCode, docs.body).toBe(200);
    expect(docs.body).toContain('Invoices for outward supply');
    expect(docs.body).not.toContain('EX/');
  });
});
