import { execFileSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CancelResponse } from '../../../shared/bookings.js';
import { financialYear } from '../../../shared/gst-documents.js';
import { GSTIN_CHECK_MESSAGE, splitGst } from '../../../shared/gst.js';
import { formatRupees } from '../../../shared/money.js';
import { SAMPLE_GSTIN } from '../../config.js';
import { wrapPostgres } from '../../db/client.js';
import {
  customerGstDetails,
  gstDocuments,
  outboxMessages,
  payments,
  users,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKind } from '../../test/test-database.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { issueDocument } from './documents.service.js';
import { entriesOfBooking } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';
import { payWithTestGateway } from './payments-test-helpers.js';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerSession>>;
let staff: string;
let carIndex = 0;
const fy = financialYear(new Date());
const short = fy.slice(2, 4) + fy.slice(5, 7);

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  customer = await customerSession(t.app, t.db);
  staff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

async function newPaidBooking(cookie = customer.cookie): Promise<Booking> {
  const target = await bookableCar(t.db, carIndex++);
  const res = await postBooking(t.app, cookie, bookingBody(target));
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<Booking>();
  await payWithTestGateway(t.app, cookie, booking.id);
  return booking;
}

const documentsOf = (bookingId: number) =>
  t.db
    .select()
    .from(gstDocuments)
    .where(eq(gstDocuments.bookingId, bookingId))
    .orderBy(asc(gstDocuments.id));

describe('GST documents', () => {
  it('issues a numbered receipt voucher with the Rule 46 particulars when a booking is paid', async () => {
    const booking = await newPaidBooking();
    const [voucher, ...rest] = await documentsOf(booking.id);
    expect(rest).toEqual([]);
    const advance = booking.totalPaise - booking.depositPaise;
    const tax = splitGst({
      amountPaise: advance,
      rateBp: 1800,
      inclusive: true,
      interState: false,
    });
    expect(voucher).toMatchObject({
      docType: 'receipt_voucher',
      financialYear: fy,
      supplier: { gstin: SAMPLE_GSTIN, stateCode: '22', name: 'SelfDrive Chhattisgarh' },
      recipient: { gstin: null, stateCode: null },
      placeOfSupply: '22',
      taxablePaise: tax.taxablePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: 0,
      totalPaise: advance,
      lines: [expect.objectContaining({ sac: '997311', rateBp: 1800, totalPaise: advance })],
    });
    expect(voucher!.number).toMatch(new RegExp(`^RV/${short}/\\d{5}$`));
    expect(voucher!.number.length).toBeLessThanOrEqual(16);
  });

  it('numbers each series consecutively', async () => {
    const a = await newPaidBooking();
    const b = await newPaidBooking();
    const [va] = await documentsOf(a.id);
    const [vb] = await documentsOf(b.id);
    expect(vb!.serial).toBe(va!.serial + 1);
  });

  it('issues a refund voucher referring to the receipt voucher when a paid booking is cancelled', async () => {
    const booking = await newPaidBooking();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refund } = res.json<CancelResponse>();
    const docs = await documentsOf(booking.id);
    const voucher = docs.find((d) => d.docType === 'receipt_voucher')!;
    const back = docs.find((d) => d.docType === 'refund_voucher')!;
    expect(back).toMatchObject({ refersToId: voucher.id });
    expect(back.totalPaise).toBe(refund.refundPaise - booking.depositPaise);
    expect(back.number).toMatch(new RegExp(`^RF/${short}/\\d{5}$`));
  });

  it('issues the tax invoice when the trip closes: rent and extras, less the advance', async () => {
    const who = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + 3_600_000));
    const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    await t.db.transaction((tx) => postBookingPaid(tx, paid!));
    const base = `/api/console/bookings/${booking.id}`;
    for (const [stage, payload] of [
      ['pickup', { odometerKm: 5_000, fuelEighths: 8 }],
      ['return', { odometerKm: 5_000, fuelEighths: 6, damageNotes: '' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/${stage}`,
        headers: { cookie: staff },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const invoice = (await documentsOf(booking.id)).find((d) => d.docType === 'tax_invoice')!;
    const rent = booking.totalPaise - booking.depositPaise;
    expect(invoice.number).toMatch(new RegExp(`^INV/${short}/\\d{5}$`));
    expect(invoice.advancePaise).toBe(rent);
    expect(invoice.lines.map((l) => l.description.split(',')[0])).toEqual([
      'Self-drive car rental',
      'Fuel below the pickup level',
    ]);
    expect(invoice.totalPaise).toBe(rent + 2 * t.config.fuelChargePerEighthPaise);

    // The final bill's mail carries that tax invoice as a PDF.
    const [billMail] = (await t.db.select().from(outboxMessages)).filter(
      (m) => m.subject === `Booking #${booking.id}: your final bill`,
    );
    const pdf = billMail?.attachments?.find(
      (a) => a.filename === `${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdfText(Buffer.from(pdf?.contentBase64 ?? '', 'base64'))).toContain(invoice.number);
  });

  it('never changes an issued document; voiding keeps its number, once', async () => {
    const booking = await newPaidBooking();
    const [voucher] = await documentsOf(booking.id);
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'changed',
        (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
    const mine = eq(gstDocuments.id, voucher!.id);
    expect(await refusal(t.db.update(gstDocuments).set({ totalPaise: 1 }).where(mine))).toMatch(
      /cannot change: issue a credit note instead/,
    );
    expect(await refusal(t.db.delete(gstDocuments).where(mine))).toMatch(/never deleted/);
    const voidedAt = new Date();
    await t.db.update(gstDocuments).set({ voidedAt, voidReason: 'Issued in error' }).where(mine);
    const [voided] = await t.db.select().from(gstDocuments).where(mine);
    expect(voided).toMatchObject({ number: voucher!.number, voidReason: 'Issued in error' });
    expect(
      await refusal(t.db.update(gstDocuments).set({ voidReason: 'Again' }).where(mine)),
    ).toMatch(/cannot change/);
  });

  it('bills a registered buyer of another state with IGST, in the document and the journal', async () => {
    const buyer = await customerSession(t.app, t.db);
    const checkoutGst = async (carId: number | string) =>
      t.app.inject({
        url: `/api/account/gst-details/checkout?carId=${carId}`,
        headers: { cookie: buyer.cookie },
      });
    const { car } = await bookableCar(t.db, carIndex);
    // Before the GSTIN, the checkout's tax line is CGST + SGST at the car category's rate.
    expect((await checkoutGst(car.id)).json()).toMatchObject({
      gst: { rateBp: 1800, interState: false },
    });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/account/gst-details',
      headers: { cookie: buyer.cookie },
      payload: { gstin: '27AAPFU0939F1ZW', businessName: 'Pune Traders' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: GSTIN_CHECK_MESSAGE, field: 'gstin' });
    expect(
      await t.db.select().from(customerGstDetails).where(eq(customerGstDetails.userId, buyer.id)),
    ).toEqual([]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/gst-details',
      headers: { cookie: buyer.cookie },
      payload: { gstin: ' 27aapfu0939f1zv ', businessName: 'Pune Traders' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toEqual({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Pune Traders',
    });
    const quoted = (await checkoutGst(car.id)).json();
    expect(quoted.gst).toMatchObject({ rateBp: 1800, interState: true });
    expect((await checkoutGst('abc')).statusCode).toBe(400);
    expect((await checkoutGst(999_999)).json()).toEqual({ gst: null });

    const booking = await newPaidBooking(buyer.cookie);
    const [voucher] = await documentsOf(booking.id);
    const advance = booking.totalPaise - booking.depositPaise;
    const tax = splitGst({ amountPaise: advance, rateBp: 1800, inclusive: true, interState: true });
    expect(voucher).toMatchObject({
      recipient: { name: 'Pune Traders', gstin: '27AAPFU0939F1ZV', stateCode: '27' },
      placeOfSupply: '27',
      igstPaise: tax.igstPaise,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    // The checkout showed the SAC and split the receipt voucher carries.
    expect(voucher!.lines[0]).toMatchObject({ sac: quoted.gst.sac });
    const [entry] = await entriesOfBooking(t.db, booking.id);
    expect(entry!.lines).toMatchObject({ gst_output_igst: -tax.igstPaise });
    expect(entry!.lines.gst_output_cgst).toBeUndefined();
  });
});

/** The PDF's text as a reader (or a screen reader) gets it. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe('document PDFs', () => {
  it('lets the customer download their own document, with the ₹ sign and the particulars as text', async () => {
    // The buyer's name as they wrote it, in Devanagari (issue 32): printed shaped, read back.
    await t.db.update(users).set({ name: 'सुनीता वर्मा' }).where(eq(users.id, customer.id));
    const booking = await newPaidBooking();
    const list = await t.app.inject({
      url: '/api/account/tax-documents',
      headers: { cookie: customer.cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const mine = list
      .json()
      .documents.find((d: { bookingId: number }) => d.bookingId === booking.id);
    expect(mine).toMatchObject({
      title: 'Receipt voucher',
      pdfUrl: `/api/account/tax-documents/${mine.id}/pdf`,
    });
    const res = await t.app.inject({ url: mine.pdfUrl, headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${mine.number.replaceAll('/', '-')}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Receipt voucher');
    expect(text).toContain(mine.number);
    expect(text).toContain(`GSTIN: ${SAMPLE_GSTIN}`);
    expect(text).toContain('Place of supply: Chhattisgarh (22)');
    expect(text).toContain('997311');
    expect(text).toContain(`Total: ${formatRupees(mine.totalPaise)}`);
    expect(text).toContain('₹');
    expect(text).toContain('सुनीता वर्मा');

    const other = await customerSession(t.app, t.db);
    const theirs = await t.app.inject({ url: mine.pdfUrl, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: mine.pdfUrl })).statusCode).toBe(401);
  });

  it('attaches the receipt voucher to the confirmation mail, and the refund voucher to the cancellation', async () => {
    const booking = await newPaidBooking();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.events.idle();
    const docs = await documentsOf(booking.id);
    const mails = (await t.db.select().from(outboxMessages)).filter((m) =>
      m.subject?.startsWith(`Booking #${booking.id} `),
    );
    const attached = (type: string) => {
      const doc = docs.find((d) => d.docType === type)!;
      const mail = mails.find((m) =>
        m.attachments?.some((a) => a.filename === `${doc.number.replaceAll('/', '-')}.pdf`),
      );
      const file = mail?.attachments?.find((a) => a.contentType === 'application/pdf');
      return file ? pdfText(Buffer.from(file.contentBase64, 'base64')) : '';
    };
    expect(attached('receipt_voucher')).toContain('Receipt voucher');
    expect(attached('refund_voucher')).toContain('Refund voucher');
  });

  it("lets staff open a booking's documents from the booking", async () => {
    const booking = await newPaidBooking();
    const staff = (await staffCookie(t.app, t.db, null)).cookie; // an admin: every branch
    const list = await t.app.inject({
      url: `/api/console/bookings/${booking.id}/tax-documents`,
      headers: { cookie: staff },
    });
    expect(list.statusCode, list.body).toBe(200);
    const [voucher] = list.json().documents;
    const res = await t.app.inject({ url: voucher.pdfUrl, headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(voucher.number);
    const wrongBooking = await t.app.inject({
      url: `/api/console/bookings/${booking.id}/tax-documents/${voucher.id + 100000}/pdf`,
      headers: { cookie: staff },
    });
    expect(wrongBooking.statusCode).toBe(404);
  });
});

const issueOne = (db: TestApp['db'], userId: number) =>
  db.transaction((tx) =>
    issueDocument(tx, 'credit_note', {
      userId,
      lines: [{ description: 'Test', amountPaise: 11_800, sac: '997311', rateBp: 1800 }],
    }),
  );

describe('document numbers under concurrent issuers', () => {
  it('gives a rolled-back issue its number back', async () => {
    const before = await issueOne(t.db, customer.id);
    await expect(
      t.db.transaction(async (tx) => {
        await issueDocument(tx, 'credit_note', {
          userId: customer.id,
          lines: [{ description: 'Test', amountPaise: 100, sac: null, rateBp: 0 }],
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await issueOne(t.db, customer.id);
    expect(after!.serial).toBe(before!.serial + 1);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'issues consecutive numbers with no gap from two processes at once (PostgreSQL)',
    async () => {
      const pool = new pg.Pool({ connectionString: t.databaseUrl!, max: 10 });
      const second = wrapPostgres(pool).db;
      try {
        const issued = await Promise.all(
          Array.from({ length: 40 }, (_, i) => issueOne(i % 2 === 0 ? t.db : second, customer.id)),
        );
        const serials = issued.map((d) => d!.serial).sort((a, b) => a - b);
        const first = serials[0]!;
        expect(serials).toEqual(Array.from({ length: 40 }, (_, i) => first + i));
        expect(new Set(issued.map((d) => d!.number)).size).toBe(40);
      } finally {
        await pool.end();
      }
    },
  );
});
