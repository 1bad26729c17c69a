import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import {
  customerGstDetails,
  gstDocuments,
  gstRates,
  journalEntries,
  journalLines,
  payments,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { GSTR1_HEADERS } from './gstr1.js';
import { unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid, postCancellationRefund, postReturnSettled } from './journal.service.js';

/**
 * GSTR-1's advances (Tables 11A and 11B: `at`, `atadj`) and nil-rated and exempt supplies
 * (Table 8: `exemp`), exported from the documents the postings issue, on months of 2025 whose
 * documents are dated by the server's clock set for the posting (decision 0031).
 */

let t: TestApp;
let admin: string;
let walkIn: number;
let puneBuyer: number;
type Booking = Awaited<ReturnType<typeof paidBooking>>['booking'];

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  walkIn = (await customerWithDocuments(t.db, 'verified')).id;
  puneBuyer = (await customerWithDocuments(t.db, 'verified')).id;
  await t.db
    .insert(customerGstDetails)
    .values({ userId: puneBuyer, gstin: '27AAPFU0939F1ZV', businessName: 'Pune Traders' });
}, 120_000);
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

/** Runs `work` with the server's clock at `iso`: the documents it issues carry that date. */
async function on<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

let trips = 0;
/** A Raipur booking whose payment is posted (its receipt voucher issued) on `when`. */
async function paidOn(userId: number, when: string) {
  const dropAt = new Date(Date.now() + ++trips * 2 * 864e5); // one trip a car at a time
  const { booking } = await paidBooking(t.db, userId, 'Raipur', dropAt);
  const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await on(when, () => t.db.transaction((tx) => postBookingPaid(tx, payment!)));
  return booking;
}

/** The car comes back on `when` with nothing to add: the trip's tax invoice. */
function returnedOn(booking: Booking, when: string) {
  const bill = {
    depositPaise: booking.depositPaise,
    chargesPaise: 0,
    depositRefundPaise: booking.depositPaise,
    balanceDuePaise: 0,
    extraKmPaise: 0,
    latePaise: 0,
    fuelPaise: 0,
    damagePaise: 0,
  };
  return on(when, () => t.db.transaction((tx) => postReturnSettled(tx, booking.id, bill, null)));
}

/** Cancelled on `when`: the deposit and half the rent back (refund voucher), the rest kept. */
async function cancelledOn(booking: Booking, when: string) {
  const rentAdvance = booking.totalPaise - booking.depositPaise;
  const amountPaise = booking.depositPaise + Math.round(rentAdvance / 2);
  const [refund] = await t.db
    .insert(payments)
    .values({ bookingId: booking.id, kind: 'refund', method: 'Test gateway', amountPaise })
    .returning();
  await on(when, () =>
    t.db.transaction((tx) =>
      postCancellationRefund(tx, {
        bookingId: booking.id,
        amountPaise,
        refundPaymentId: refund!.id,
      }),
    ),
  );
}

async function documentOf(bookingId: number, docType: GstDocumentType) {
  const [doc] = await t.db
    .select()
    .from(gstDocuments)
    .where(and(eq(gstDocuments.bookingId, bookingId), eq(gstDocuments.docType, docType)));
  return doc!;
}

/** The booking's payment entry: its rent revenue (the taxable advance) and CGST + SGST + IGST. */
async function paidEntryOf(bookingId: number) {
  const lines = await t.db
    .select({ account: journalLines.account, credit: journalLines.creditPaise })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.event, 'booking_paid')));
  const sum = (test: (account: string) => boolean) =>
    lines.filter((l) => test(l.account)).reduce((s, l) => s + l.credit, 0);
  return {
    rentRevenue: sum((a) => a === 'rent_revenue'),
    gst: sum((a) => a.startsWith('gst_output_')),
  };
}

const csvRows = async (section: string, month: string) => {
  const res = await t.app.inject({
    url: `/api/console/accounts/gstr1/${section}?month=${month}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="gstr1-${month}-${section}.csv"`,
  );
  return res.body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
};
const inr = (paise: number) => String(Number((paise / 100).toFixed(2)));

describe('GSTR-1 advances: received (at) and adjusted (atadj)', () => {
  it('reports an advance in the month it was received and, adjusted, in the month of its invoice; in the same month, in neither', async () => {
    // May 2025: five bookings paid in advance.
    const a = await paidOn(walkIn, '2025-05-20T06:00:00Z'); // returned in June (IST)
    const b = await paidOn(walkIn, '2025-05-10T06:00:00Z'); // returned in May
    const e = await paidOn(walkIn, '2025-05-15T06:00:00Z'); // cancelled in June
    const f = await paidOn(walkIn, '2025-05-16T06:00:00Z'); // cancelled in May
    const g = await paidOn(puneBuyer, '2025-05-21T06:00:00Z'); // returned in June, Maharashtra
    await returnedOn(b, '2025-05-12T06:00:00Z');
    await cancelledOn(f, '2025-05-18T06:00:00Z');
    // 20:00 UTC on 31 May is 01:30 on 1 June in India: June's invoice.
    await returnedOn(a, '2025-05-31T20:00:00Z');
    await cancelledOn(e, '2025-06-10T06:00:00Z');
    await returnedOn(g, '2025-06-05T06:00:00Z');
    expect(await unbalancedEntries(t.db)).toEqual([]);

    // Each receipt voucher's taxable value is what its payment posted as rent revenue.
    const advance = async (booking: Booking) => {
      const voucher = await documentOf(booking.id, 'receipt_voucher');
      const entry = await paidEntryOf(booking.id);
      expect(voucher.taxablePaise).toBe(entry.rentRevenue);
      expect(voucher.cgstPaise + voucher.sgstPaise + voucher.igstPaise).toBe(entry.gst);
      expect(voucher.lines.map((l) => l.rateBp)).toEqual([1800]);
      return voucher.taxablePaise;
    };
    const [advA, advE, advG] = [await advance(a), await advance(e), await advance(g)];
    expect((await documentOf(g.id, 'receipt_voucher')).placeOfSupply).toBe('27');
    expect((await documentOf(a.id, 'tax_invoice')).issuedAt.toISOString()).toBe(
      '2025-05-31T20:00:00.000Z',
    );

    const [atHeader, ...atMay] = await csvRows('at', '2025-05');
    expect(atHeader).toEqual(GSTR1_HEADERS.at);
    expect(atHeader).toEqual([
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Gross Advance Received',
      'Cess Amount',
    ]);
    // B (returned) and F (cancelled) in May: their advances are in no table.
    expect(atMay).toEqual([
      ['22-Chhattisgarh', '', '18', inr(advA + advE), ''],
      ['27-Maharashtra', '', '18', inr(advG), ''],
    ]);
    expect(await csvRows('atadj', '2025-05')).toEqual([GSTR1_HEADERS.atadj]);

    expect(await csvRows('at', '2025-06')).toEqual([GSTR1_HEADERS.at]);
    const [adjHeader, ...adjJune] = await csvRows('atadj', '2025-06');
    expect(adjHeader).toEqual([
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Gross Advance Adjusted',
      'Cess Amount',
    ]);
    // A's trip invoice, E's refund voucher and its cancellation charge's invoice, G's invoice.
    expect(adjJune).toEqual([
      ['22-Chhattisgarh', '', '18', inr(advA + advE), ''],
      ['27-Maharashtra', '', '18', inr(advG), ''],
    ]);
    const refunded = await documentOf(e.id, 'refund_voucher');
    const kept = await documentOf(e.id, 'tax_invoice');
    expect(refunded.taxablePaise).toBeGreaterThan(0);
    expect(kept.advancePaise).toBeGreaterThan(0);

    // Nothing of these months is left for July.
    expect(await csvRows('at', '2025-07')).toEqual([GSTR1_HEADERS.at]);
    expect(await csvRows('atadj', '2025-07')).toEqual([GSTR1_HEADERS.atadj]);
  });
});

describe('GSTR-1 nil-rated and exempt supplies (exemp)', () => {
  it('reports 0 % categories as nil-rated and categories without a rate as exempt, never the deposit', async () => {
    // August 2025: the car categories at 0 % (an admin's choice, with its SAC).
    await t.db.update(gstRates).set({ rateBp: 0 }).where(eq(gstRates.subject, 'car_category'));
    const h = await paidOn(walkIn, '2025-08-02T06:00:00Z');
    const j = await paidOn(puneBuyer, '2025-08-03T06:00:00Z');
    await returnedOn(h, '2025-08-04T06:00:00Z');
    await returnedOn(j, '2025-08-05T06:00:00Z');
    // Then no rate at all for cars: exempt.
    await t.db.delete(gstRates).where(eq(gstRates.subject, 'car_category'));
    const i = await paidOn(walkIn, '2025-08-06T06:00:00Z');
    await returnedOn(i, '2025-08-07T06:00:00Z');
    expect(await unbalancedEntries(t.db)).toEqual([]);

    const invoiced = async (booking: Booking) => {
      const invoice = await documentOf(booking.id, 'tax_invoice');
      expect(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(0);
      // The rent, not the deposit: what the payment posted as revenue.
      expect(invoice.taxablePaise).toBe(booking.totalPaise - booking.depositPaise);
      expect(invoice.taxablePaise).toBe((await paidEntryOf(booking.id)).rentRevenue);
      return invoice;
    };
    const [nilH, nilJ, exemptI] = [await invoiced(h), await invoiced(j), await invoiced(i)];
    expect(nilH.lines[0]).toMatchObject({ sac: '997311', rateBp: 0 });
    expect(exemptI.lines[0]).toMatchObject({ sac: null, rateBp: 0 });

    const [header, ...rows] = await csvRows('exemp', '2025-08');
    expect(header).toEqual(GSTR1_HEADERS.exemp);
    expect(header).toEqual([
      'Description',
      'Nil Rated Supplies',
      'Exempted(other than nil rated/non GST supply)',
      'Non-GST Supplies',
    ]);
    expect(rows).toEqual([
      ['Inter-State supplies to registered persons', inr(nilJ.taxablePaise), '0', '0'],
      ['Intra-State supplies to registered persons', '0', '0', '0'],
      ['Inter-State supplies to unregistered persons', '0', '0', '0'],
      [
        'Intra-State supplies to unregistered persons',
        inr(nilH.taxablePaise),
        inr(exemptI.taxablePaise),
        '0',
      ],
    ]);
    // Advances at 0 % carry no tax (no 11A), and no taxable section lists these supplies.
    expect(await csvRows('at', '2025-08')).toEqual([GSTR1_HEADERS.at]);
    expect(await csvRows('b2cs', '2025-08')).toEqual([GSTR1_HEADERS.b2cs]);
    expect(await csvRows('b2b', '2025-08')).toEqual([GSTR1_HEADERS.b2b]);
  });
});
