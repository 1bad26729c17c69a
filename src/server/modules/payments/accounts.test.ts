import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageBucket,
  DAY_BOOK_RANGE_MESSAGE,
  type AccountsReport,
} from '../../../shared/accounts.js';
import { istMonth } from '../../../shared/console-reports.js';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import { bookingReference } from '../../../shared/payments.js';
import {
  customerGstDetails,
  gstDocuments,
  journalEntries,
  journalLines,
  payments,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { paidCourseOrder, seedSchool } from '../learning/learning-test-helpers.js';
import { accountsReport } from './accounts.service.js';
import { GSTR1_HEADERS } from './gstr1.js';
import { unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';
import { istMonthBounds } from './ledger.service.js';

let t: TestApp;
let admin: string;
let manager: string;
let buyer: Awaited<ReturnType<typeof customerSession>>;
const month = istMonth(new Date());
const BUYER_GSTIN = '27AAPFU0939F1ZV';
let owing: Awaited<ReturnType<typeof paidBooking>>['booking'];
let b2bBooking: Awaited<ReturnType<typeof paidBooking>>['booking'];
let order: CheckoutResult;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  await seedSchool(t);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  buyer = await customerSession(t.app, t.db);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/account/gst-details',
    headers: { cookie: buyer.cookie },
    payload: {
      gstin: BUYER_GSTIN,
      businessName: 'Pune Traders',
      address: {
        street: '4th floor, Baner Road',
        city: 'Pune',
        stateCode: '27',
        pincode: '411045',
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const walkIn = await customerWithDocuments(t.db, 'verified');
  owing = await returnedOwing(walkIn.id, 'Bhilai', 252_000);
  // The same business hires a car too (its driver's documents verified at the counter).
  const driver = await customerWithDocuments(t.db, 'verified');
  await t.db
    .insert(customerGstDetails)
    .values({ userId: driver.id, gstin: BUYER_GSTIN, businessName: 'Pune Traders' });
  b2bBooking = await returnedOwing(driver.id, 'Raipur', 0);
  order = await courseOrderRefunded(buyer.cookie);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });

/** A Bhilai booking paid, picked up and returned with damage `extraPaise` beyond its deposit. */
async function returnedOwing(userId: number, branch: string, extraPaise: number) {
  const { booking } = await paidBooking(t.db, userId, branch, new Date(Date.now() + 3_600_000));
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, paid!));
  const base = `/api/console/bookings/${booking.id}`;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: admin } });
  expect((await post(`${base}/pickup`, { odometerKm: 100, fuelEighths: 8 })).statusCode).toBe(200);
  const back = await post(`${base}/return`, {
    odometerKm: 100,
    fuelEighths: 8,
    damagePaise: booking.depositPaise + extraPaise,
    damageNotes: 'Broken mirror',
  });
  expect(back.statusCode, back.body).toBe(200);
  return booking;
}

/** The buyer orders the paid course, pays through the test gateway and takes the refund. */
async function courseOrderRefunded(cookie: string) {
  const order = await paidCourseOrder(t, cookie);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/learning/orders/${order.orderId}/refund`,
    headers: { cookie },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  return order;
}

/** Credits minus debits of the month's lines per account and rate, summed here line by line. */
async function journalOfMonth() {
  const { start, end } = istMonthBounds(month);
  const lines = await t.db
    .select({ line: journalLines, entry: journalEntries })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(gte(journalEntries.postedAt, start), lt(journalEntries.postedAt, end)));
  const sum = (account: string, rateBp?: number) =>
    lines
      .filter(
        ({ line }) => line.account === account && (rateBp === undefined || line.rateBp === rateBp),
      )
      .reduce((s, { line }) => s + line.creditPaise - line.debitPaise, 0);
  return { sum, lines };
}

describe('the month’s accounts from the journal', () => {
  it('shows revenue by source, GST by rate and type, deposits, receivables and refunds payable as sums of journal lines', async () => {
    const res = await get(`/api/console/accounts?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AccountsReport>();
    const { sum } = await journalOfMonth();
    expect(report.revenuePaise).toEqual({
      rent: sum('rent_revenue'),
      extension: sum('extension_revenue'),
      extraCharges: sum('extra_charge_revenue'),
      courses: sum('course_revenue'),
      total:
        sum('rent_revenue') +
        sum('extension_revenue') +
        sum('extra_charge_revenue') +
        sum('course_revenue'),
    });
    expect(report.revenuePaise.extraCharges).toBeGreaterThan(0);
    expect(report.gstOutputPaise).toMatchObject({
      cgst: sum('gst_output_cgst'),
      sgst: sum('gst_output_sgst'),
      igst: sum('gst_output_igst'),
    });
    // The Maharashtra buyer's return was taxed as IGST, the walk-in's as CGST + SGST.
    expect(report.gstOutputPaise.igst).toBeGreaterThan(0);
    expect(report.gstOutputPaise.cgst).toBeGreaterThan(0);
    const at18 = report.gstByRate.find((r) => r.rateBp === 1800)!;
    expect(at18).toEqual({
      rateBp: 1800,
      taxablePaise:
        sum('rent_revenue', 1800) +
        sum('extension_revenue', 1800) +
        sum('extra_charge_revenue', 1800) +
        sum('course_revenue', 1800),
      cgstPaise: sum('gst_output_cgst', 1800),
      sgstPaise: sum('gst_output_sgst', 1800),
      igstPaise: sum('gst_output_igst', 1800),
    });
    const byRate = (key: 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      report.gstByRate.reduce((s, r) => s + r[key], 0);
    expect(byRate('cgstPaise')).toBe(report.gstOutputPaise.cgst);
    expect(byRate('igstPaise')).toBe(report.gstOutputPaise.igst);

    // Balances: everything posted up to now; deposits are held, never revenue.
    expect(report.depositsHeldPaise).toBe(sum('deposits_held'));
    expect(report.receivablesPaise).toBe(-sum('customer_receivables'));
    expect(report.refundsPayablePaise).toBe(sum('refunds_payable'));
    expect(report.receivables.reduce((s, r) => s + r.amountPaise, 0)).toBe(report.receivablesPaise);
    expect(report.refundsPayable.reduce((s, r) => s + r.amountPaise, 0)).toBe(
      report.refundsPayablePaise,
    );
    expect(report.receivables).toContainEqual(
      expect.objectContaining({
        bookingId: owing.id,
        reference: bookingReference(owing.id),
        amountPaise: 252_000,
        branchName: 'Bhilai',
        ageDays: 0,
        bucket: '0-30',
      }),
    );
    expect(report.receivablesByAge['0-30']).toBe(report.receivablesPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('keeps a branch manager to their branch’s bookings (no courses), another branch 404', async () => {
    const mine = (
      await get(`/api/console/accounts?month=${month}`, manager)
    ).json<AccountsReport>();
    expect(mine.branchId).toEqual(expect.any(Number));
    expect(mine.revenuePaise.courses).toBe(0);
    expect(mine.gstOutputPaise.igst).toBe(0); // the IGST booking was Raipur's
    expect(mine.receivables.map((r) => r.bookingId)).toContain(owing.id);
    expect(mine.receivables.every((r) => r.branchName === 'Bhilai')).toBe(true);
    const branches = (await get('/api/console/branches')).json<{
      branches: { id: number; name: string }[];
    }>().branches;
    const raipur = branches.find((b) => b.name === 'Raipur')!.id;
    expect(
      (await get(`/api/console/accounts?month=${month}&branchId=${raipur}`, manager)).statusCode,
    ).toBe(404);
    const raipurOnly = (
      await get(`/api/console/accounts?month=${month}&branchId=${raipur}`)
    ).json<AccountsReport>();
    expect(raipurOnly.gstOutputPaise.igst).toBeGreaterThan(0);
    expect(raipurOnly.receivables.some((r) => r.bookingId === owing.id)).toBe(false);
    const bad = await get('/api/console/accounts?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/month/);
  });

  it('ages what is still owed: 0–30, 31–60, 61–90 and over 90 days', async () => {
    // Counted at the end of a month four months on, the return's receivable is over 90 days old.
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 4);
    const laterMonth = istMonth(later);
    const report = await accountsReport(
      t.db,
      laterMonth,
      null,
      new Date(Date.now() + 400 * 86_400_000),
    );
    const row = report.receivables.find((r) => r.bookingId === owing.id)!;
    expect(row.ageDays).toBeGreaterThan(90);
    expect(row.bucket).toBe('90+');
    expect(report.receivablesByAge['90+']).toBe(report.receivablesPaise);
    expect([30, 31, 60, 61, 90, 91].map(ageBucket)).toEqual([
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
    ]);
  });
});

/** A CSV body as rows of fields (the exports quote nothing these tests read). */
const rowsOf = (body: string) =>
  body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('the day book', () => {
  it('lists every entry of the range with its lines, debits equal to credits', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const res = await get(`/api/console/accounts/day-book.csv?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="day-book-${today}-to-${today}.csv"`,
    );
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'entry',
      'posted_at_ist',
      'event',
      'booking',
      'course_order',
      'payment',
      'memo',
      'account',
      'account_name',
      'gst_rate_percent',
      'debit_inr',
      'credit_inr',
      'paid_currency',
      'paid_amount',
      'inr_per_unit',
    ]);
    const all = await t.db.select().from(journalLines);
    expect(rows).toHaveLength(all.length);
    const total = (i: number) => rows.reduce((s, r) => s + Math.round(Number(r[i] || 0) * 100), 0);
    expect(total(10)).toBe(total(11));
    expect(total(10)).toBe(all.reduce((s, l) => s + l.debitPaise, 0));
    const settled = rows.filter(
      (r) => r[2] === 'return_settled' && r[3] === bookingReference(owing.id),
    );
    expect(settled.find((r) => r[7] === 'customer_receivables')?.[10]).toBe('2520.00');
    const course = rows.filter((r) => r[4] === String(order.orderId));
    expect(course.map((r) => r[2])).toContain('course_order_refunded');

    const mine = await get(`/api/console/accounts/day-book.csv?from=${today}&to=${today}`, manager);
    const mineRows = rowsOf(mine.body).slice(1);
    expect(mineRows.length).toBeGreaterThan(0);
    expect(mineRows.some((r) => r[4] !== '')).toBe(false); // no course orders for a branch
    expect(mineRows.some((r) => r[3] === bookingReference(b2bBooking.id))).toBe(false);

    const backwards = await get(`/api/console/accounts/day-book.csv?from=${today}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(DAY_BOOK_RANGE_MESSAGE);
  });
});

describe('GSTR-1 CSVs', () => {
  const csvOf = async (section: string) => {
    const res = await get(`/api/console/accounts/gstr1/${section}?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gstr1-${month}-${section}.csv"`,
    );
    return rowsOf(res.body);
  };
  const docsOfMonth = async () => {
    const { start, end } = istMonthBounds(month);
    return t.db
      .select()
      .from(gstDocuments)
      .where(and(gte(gstDocuments.issuedAt, start), lt(gstDocuments.issuedAt, end)));
  };
  const inr = (paise: number) => String(Number((paise / 100).toFixed(2)));

  it('B2B: the registered buyer’s invoices, IGST to Maharashtra, with the template’s columns', async () => {
    const [header, ...rows] = await csvOf('b2b');
    expect(header).toEqual(GSTR1_HEADERS.b2b);
    expect(header).toEqual([
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
    ]);
    const invoices = (await docsOfMonth()).filter(
      (d) => d.docType === 'tax_invoice' && d.recipient.gstin === BUYER_GSTIN,
    );
    expect(invoices.map((d) => d.bookingId ?? d.courseOrderId).sort()).toEqual(
      [b2bBooking.id, order.orderId].sort(),
    );
    expect(rows).toHaveLength(invoices.length);
    for (const invoice of invoices) {
      expect(invoice.igstPaise).toBeGreaterThan(0);
      expect(invoice.cgstPaise).toBe(0);
      const row = rows.find((r) => r[2] === invoice.number)!;
      const ist = new Date(invoice.issuedAt.getTime() + 5.5 * 3_600_000);
      expect(row).toEqual([
        BUYER_GSTIN,
        'Pune Traders',
        invoice.number,
        `${String(ist.getUTCDate()).padStart(2, '0')}-${ist.toUTCString().slice(8, 11)}-${ist.getUTCFullYear()}`,
        inr(invoice.totalPaise),
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        inr(invoice.taxablePaise),
        '',
      ]);
    }
  });

  it('CDNR: the credit note of the refunded course order to the registered buyer', async () => {
    const [header, ...rows] = await csvOf('cdnr');
    expect(header).toEqual(GSTR1_HEADERS.cdnr);
    const note = (await docsOfMonth()).find(
      (d) => d.docType === 'credit_note' && d.courseOrderId === order.orderId,
    )!;
    expect(rows).toEqual([
      [
        BUYER_GSTIN,
        'Pune Traders',
        note.number,
        expect.stringMatching(/^\d\d-[A-Z][a-z]{2}-20\d\d$/),
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        inr(note.totalPaise),
        '',
        '18',
        inr(note.taxablePaise),
        '',
      ],
    ]);
  });

  it('B2CS: the unregistered buyers’ invoices summed by place of supply and rate; B2CL and CDNUR empty', async () => {
    const [header, ...rows] = await csvOf('b2cs');
    expect(header).toEqual([
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    const docs = await docsOfMonth();
    const taxable = (type: string) =>
      docs
        .filter((d) => d.docType === type && d.recipient.gstin === null && d.voidedAt === null)
        .reduce((s, d) => s + d.taxablePaise, 0);
    expect(taxable('tax_invoice')).toBeGreaterThan(0);
    expect(rows).toEqual([
      [
        'OE',
        '22-Chhattisgarh',
        '',
        '18',
        inr(taxable('tax_invoice') - taxable('credit_note')),
        '',
        '',
      ],
    ]);
    expect(await csvOf('b2cl')).toEqual([GSTR1_HEADERS.b2cl]);
    expect(await csvOf('cdnur')).toEqual([GSTR1_HEADERS.cdnur]);
  });

  it('HSN/SAC summary and documents issued add up to the documents', async () => {
    const docs = await docsOfMonth();
    const [hsnHeader, ...hsnRows] = await csvOf('hsn-b2b');
    expect(hsnHeader).toEqual([
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
    ]);
    // The course invoice and its credit note cancel out; the car rental stays.
    const rental = docs.find((d) => d.docType === 'tax_invoice' && d.bookingId === b2bBooking.id)!;
    expect(hsnRows).toEqual([
      [
        '997311',
        'Self-drive car rental',
        'NA',
        '0',
        inr(rental.totalPaise),
        '18',
        inr(rental.taxablePaise),
        inr(rental.igstPaise),
        '0',
        '0',
        '',
      ],
    ]);
    const [, ...b2c] = await csvOf('hsn-b2c');
    const walkInInvoices = docs.filter((d) => d.docType === 'tax_invoice' && !d.recipient.gstin);
    const carRow = b2c.find((r) => r[0] === '997311')!;
    expect(carRow[6]).toBe(inr(walkInInvoices.reduce((s, d) => s + d.taxablePaise, 0)));
    expect(carRow[8]).toBe(inr(walkInInvoices.reduce((s, d) => s + d.cgstPaise, 0)));

    const [docsHeader, ...series] = await csvOf('docs');
    expect(docsHeader).toEqual([
      'Nature of Document',
      'Sr. No. From',
      'Sr. No. To',
      'Total Number',
      'Cancelled',
    ]);
    const invoices = docs
      .filter((d) => d.docType === 'tax_invoice')
      .sort((a, b) => a.serial - b.serial);
    expect(series).toContainEqual([
      'Invoices for outward supply',
      invoices[0]!.number,
      invoices.at(-1)!.number,
      String(invoices.length),
      '0',
    ]);
    expect(series.map((s) => s[0]).sort()).toEqual(
      ['Credit Note', 'Invoices for outward supply', 'Receipt voucher'].sort(),
    );
  });

  it('puts the course order’s payment and refund in the audit log, for admins', async () => {
    const res = await get(`/api/console/audit?recordType=course_order&recordId=${order.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{ entries: { action: string; after: unknown }[] }>().entries;
    expect(entries.map((e) => e.action).sort()).toEqual([
      'course_order.paid',
      'course_order.refund',
    ]);
    expect(entries.find((e) => e.action === 'course_order.refund')!.after).toEqual({
      status: 'refunded',
      totalPaise: order.total,
      currency: 'INR',
    });
  });

  it('lists the course order, paid then refunded, for staff (admins)', async () => {
    const res = await get('/api/learning/staff/course-orders');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res
      .json<{ orders: { id: number }[] }>()
      .orders.find((o) => o.id === order.orderId);
    expect(mine).toMatchObject({
      status: 'refunded',
      currency: 'INR',
      total: order.total,
      paidAt: expect.any(String),
      refundedAt: expect.any(String),
    });
    expect((await get('/api/learning/staff/course-orders', manager)).statusCode).toBe(403);
  });

  it('is for admins only, and names the section', async () => {
    expect((await get(`/api/console/accounts/gstr1/b2b?month=${month}`, manager)).statusCode).toBe(
      403,
    );
    const bad = await get(`/api/console/accounts/gstr1/exp?month=${month}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/b2b, b2cl/);
  });
});
