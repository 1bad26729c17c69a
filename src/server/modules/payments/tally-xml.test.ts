import { describe, expect, it } from 'vitest';
import {
  ledgerEntry,
  tallyDate,
  tallyRupees,
  tallyXml,
  voucherOf,
  xmlText,
  type TallyEntry,
} from './tally-export.js';
import { documentsByEntry } from './tally-documents.js';
import { paiseOf, readTallyFile } from './tally-test-helpers.js';

/** The Tally file's pure parts (decision 0059): escaping, the sign of amounts, voucher types. */

const entry = (over: Partial<TallyEntry> = {}): TallyEntry => ({
  entryId: 7,
  postedAt: new Date('2026-10-31T19:00:00Z'), // 1 November 00:30 IST
  event: 'deposit_kept',
  memo: 'Dent & scratch <rear> "bumper" — it\'s खरोंच',
  reference: 'SDC-12',
  party: 'सुनीता वर्मा',
  documents: [],
  lines: [
    { account: 'refunds_payable', debitPaise: 118_000, creditPaise: 0 },
    { account: 'extra_charge_revenue', debitPaise: 0, creditPaise: 100_000 },
    { account: 'gst_output_cgst', debitPaise: 0, creditPaise: 9_000 },
    { account: 'gst_output_sgst', debitPaise: 0, creditPaise: 9_000 },
  ],
  ...over,
});

describe('the Tally file’s text', () => {
  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(xmlText(`a & b < c > d "e" 'f'\u0007`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(xmlText('सुनीता वर्मा')).toBe('सुनीता वर्मा');
  });

  it('writes paise as rupees with two decimals', () => {
    expect(tallyRupees(123_456)).toBe('1234.56');
    expect(tallyRupees(-5)).toBe('-0.05');
    expect(tallyRupees(100)).toBe('1.00');
  });

  it('marks a debit deemed positive with a negative amount, a credit the other way', () => {
    expect(ledgerEntry({ account: 'cash', debitPaise: 250_00, creditPaise: 0 })).toBe(
      '<ALLLEDGERENTRIES.LIST><LEDGERNAME>Cash</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><AMOUNT>-250.00</AMOUNT></ALLLEDGERENTRIES.LIST>',
    );
    expect(ledgerEntry({ account: 'rent_revenue', debitPaise: 0, creditPaise: 250_00 })).toContain(
      '<ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>250.00</AMOUNT>',
    );
  });

  it('dates a voucher on its IST day', () => {
    expect(tallyDate(new Date('2026-10-31T19:00:00Z'))).toBe('20261101');
    expect(tallyDate(new Date('2026-10-31T18:29:59Z'))).toBe('20261031');
  });
});

describe('voucher types', () => {
  it('follows the documents first, then the event', () => {
    const doc = (docType: 'tax_invoice' | 'credit_note' | 'receipt_voucher', number: string) => ({
      docType,
      number,
    });
    expect(voucherOf(entry({ documents: [doc('tax_invoice', 'INV/26-27/0004')] }))).toEqual({
      type: 'Sales',
      number: 'INV/26-27/0004',
    });
    expect(voucherOf(entry({ documents: [doc('credit_note', 'CN/26-27/0001')] })).type).toBe(
      'Credit Note',
    );
    expect(
      voucherOf(entry({ event: 'booking_paid', documents: [doc('receipt_voucher', 'RV/1')] })),
    ).toEqual({ type: 'Receipt', number: 'RV/1' });
    expect(voucherOf(entry({ event: 'balance_collected' }))).toEqual({
      type: 'Receipt',
      number: 'JE-7',
    });
    expect(voucherOf(entry({ event: 'refund_paid' })).type).toBe('Payment');
    expect(voucherOf(entry({ event: 'deposit_released' })).type).toBe('Journal');
  });
});

describe('the whole file', () => {
  it('parses back: names, memos and Devanagari as written, amounts summing to zero', () => {
    const xml = tallyXml({ company: 'Sharma & Sons Self Drive', entries: [entry()] });
    const { file, ledgers, vouchers } = readTallyFile(xml);
    const { ENVELOPE } = file;
    expect(ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.STATICVARIABLES?.SVCURRENTCOMPANY).toBe(
      'Sharma & Sons Self Drive',
    );
    expect(ledgers.map((l) => [l['@_NAME'], l.PARENT, l.GSTDUTYHEAD])).toEqual([
      ['Extra-charge revenue', 'Sales Accounts', undefined],
      ['GST output: CGST', 'Duties & Taxes', 'Central Tax'],
      ['GST output: SGST', 'Duties & Taxes', 'State Tax'],
      ['Refunds payable', 'Current Liabilities', undefined],
    ]);
    const [voucher] = vouchers;
    expect(voucher?.DATE).toBe('20261101');
    expect(voucher?.VOUCHERTYPENAME).toBe('Journal');
    expect(voucher?.NARRATION).toBe(
      'Dent & scratch <rear> "bumper" — it\'s खरोंच | SDC-12 | सुनीता वर्मा | Journal entry 7 (deposit_kept)',
    );
    const amounts = (voucher?.['ALLLEDGERENTRIES.LIST'] ?? []).map((l) => paiseOf(l.AMOUNT));
    expect(amounts).toEqual([-118_000, 100_000, 9_000, 9_000]);
    expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(0);
  });

  it('is the envelope alone for a month without entries', () => {
    const xml = tallyXml({ company: null, entries: [] });
    const { file, ledgers, vouchers } = readTallyFile(xml);
    const { ENVELOPE } = file;
    expect([ledgers, vouchers]).toEqual([[], []]);
    expect(ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
    expect(ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('All Masters');
    expect(ENVELOPE.BODY.IMPORTDATA.REQUESTDATA).toBe('');
  });
});

describe('the documents of an entry', () => {
  it('goes to the same booking’s entry: the same payment first, then the nearest in time', () => {
    const at = new Date('2026-11-05T10:00:00Z');
    const later = (ms: number) => new Date(at.getTime() + ms);
    const scope = (entryId: number, postedAt: Date, paymentId: number | null, bookingId = 3) => ({
      entryId,
      postedAt,
      bookingId,
      rootBookingId: bookingId === 4 ? 3 : bookingId,
      courseOrderId: null,
      lessonPurchaseId: null,
      paymentId,
    });
    const doc = (number: string, issuedAt: Date, paymentId: number | null, bookingId = 3) => ({
      docType: 'tax_invoice' as const,
      number,
      issuedAt,
      bookingId,
      courseOrderId: null,
      lessonPurchaseId: null,
      paymentId,
    });
    const matched = documentsByEntry(
      [scope(1, at, 9), scope(2, at, 8), scope(3, later(5_000), null, 4), scope(4, at, null, 5)],
      [
        doc('A', at, 8), // the entry of its payment, though another is as near
        doc('B', later(4_000), null), // the extension's entry (booking 4, root 3), nearest
        doc('C', at, null), // a tie in time: the first posted
        doc('D', later(60_000), null), // nothing within ten seconds
      ],
    );
    const numbers = (id: number) => (matched.get(id) ?? []).map((d) => d.number);
    expect([numbers(1), numbers(2), numbers(3), numbers(4)]).toEqual([['C'], ['A'], ['B'], []]);
  });
});
