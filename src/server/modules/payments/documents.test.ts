import { execFileSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing-address.js';
import type { Booking, CancelResponse } from '../../../shared/bookings.js';
import { financialYear } from '../../../shared/gst-documents.js';
import { GSTIN_CHECK_MESSAGE, splitGst } from '../../../shared/gst.js';
import { amountInWords } from '../../../shared/amount-in-words.js';
import { formatIstDate, formatIstDateTime } from '../../../shared/ist-format.js';
import { formatRupeesExact } from '../../../shared/money.js';
import { hashPassword } from '../../lib/password.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
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

const BHILAI_HOME = {
  street: 'Qr 12B, Street 7, Sector 6',
  city: 'Bhilai',
  stateCode: '22',
  pincode: '490006',
};
const PUNE_OFFICE = {
  street: '4th floor, Baner Road',
  city: 'Pune',
  stateCode: '27',
  pincode: '411045',
};

function putBillingAddress(cookie: string, address: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/billing-address',
    headers: { cookie },
    payload: { address },
  });
}

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
    const putDetails = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/gst-details',
        headers: { cookie: buyer.cookie },
        payload,
      });
    const wrong = await putDetails({
      gstin: '27AAPFU0939F1ZW',
      businessName: 'Pune Traders',
      address: PUNE_OFFICE,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: GSTIN_CHECK_MESSAGE, field: 'gstin' });
    // The business's own address is asked, and must be in its GSTIN's State (decision 0041).
    const noAddress = await putDetails({ gstin: '27AAPFU0939F1ZV', businessName: 'Pune Traders' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      message: BILLING_MESSAGES.address,
      field: 'address',
    });
    const elsewhere = await putDetails({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Pune Traders',
      address: { ...PUNE_OFFICE, stateCode: '22' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      message: BILLING_MESSAGES.gstState,
      field: 'address.stateCode',
    });
    expect(
      await t.db.select().from(customerGstDetails).where(eq(customerGstDetails.userId, buyer.id)),
    ).toEqual([]);
    // Her personal billing address is never the business's on its documents.
    await putBillingAddress(buyer.cookie, BHILAI_HOME);
    const saved = await putDetails({
      gstin: ' 27aapfu0939f1zv ',
      businessName: 'Pune Traders',
      address: PUNE_OFFICE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toEqual({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Pune Traders',
      address: PUNE_OFFICE,
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
      recipient: {
        name: 'Pune Traders',
        address: '4th floor, Baner Road, Pune 411045',
        gstin: '27AAPFU0939F1ZV',
        stateCode: '27',
      },
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
    expect(text).toContain(`Total: ${formatRupeesExact(mine.totalPaise)}`);
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

  it("mails the documents in the customer's language (decision 0041)", async () => {
    const reader = await customerSession(t.app, t.db);
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, reader.id));
    const booking = await newPaidBooking(reader.cookie);
    await t.events.idle();
    const [voucher] = await documentsOf(booking.id);
    const file = (await t.db.select().from(outboxMessages))
      .flatMap((m) => m.attachments ?? [])
      .find((a) => a.filename === `${voucher!.number.replaceAll('/', '-')}.pdf`);
    const text = pdfText(Buffer.from(file?.contentBase64 ?? '', 'base64'));
    expect(text).toContain('रसीद वाउचर');
    expect(text).toContain('रिवर्स चार्ज पर देय टैक्स: नहीं');
    expect(text).toContain(amountInWords(voucher!.totalPaise, 'hi'));
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

/** A customer signed in whose licence and ID proof staff verified, with a billing address. */
async function verifiedCustomer(address = BHILAI_HOME) {
  const user = await customerWithDocuments(t.db, 'verified');
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Secret123'), emailVerified: true })
    .where(eq(users.id, user.id));
  const cookie = await loginCookie(t.app, user.email, 'Secret123');
  expect((await putBillingAddress(cookie, address)).statusCode).toBe(200);
  return { ...user, cookie };
}

/** A document the customer downloads, as pdftotext reads it, its runs of spaces made one. */
async function downloaded(cookie: string, id: number) {
  const res = await t.app.inject({
    url: `/api/account/tax-documents/${id}/pdf`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload).replace(/[ \t]+/g, ' ');
}

/** What every GST document says since decision 0041, in English. */
function expectAccountantParticulars(text: string, d: typeof gstDocuments.$inferSelect) {
  expect(text).toContain(`Date: ${formatIstDate(d.issuedAt)}`);
  // The date once: no time of day beside it.
  expect(text).not.toMatch(/Date: [^\n]*(am|pm)/);
  expect(text).toContain('Tax payable on reverse charge: No');
  expect(text).toMatch(/CGST rate\s.*CGST amount\s.*SGST rate\s.*SGST amount/s);
  for (const l of d.lines) {
    expect(text).toContain(
      `${formatRupeesExact(l.taxablePaise)} 9% ${formatRupeesExact(l.cgstPaise)} 9% ${formatRupeesExact(l.sgstPaise)} ${formatRupeesExact(l.totalPaise)}`,
    );
  }
  expect(text).toContain(`Total: ${formatRupeesExact(d.totalPaise)}`);
  expect(text).toContain(`Amount in words: ${amountInWords(d.totalPaise)}`);
  expect(text).toContain('Qr 12B, Street 7, Sector 6, Bhilai 490006');
  expect(text).toContain('State: Chhattisgarh (22)');
  expect(text).toContain('Unregistered (no GSTIN)');
  // Every amount with its paise, and never an e-mail for an address.
  expect(text.match(/₹[\d,]+(?![\d,.])/g) ?? []).toEqual([]);
  expect(text).not.toMatch(/@/);
}

describe('documents an accountant signs (decision 0041)', () => {
  it('keeps a billing address only when it is one: 400 naming the field, else saved', async () => {
    const buyer = await customerSession(t.app, t.db);
    const get = () =>
      t.app.inject({ url: '/api/account/billing-address', headers: { cookie: buyer.cookie } });
    expect((await get()).json()).toEqual({ address: null, business: null, documentsIssued: true });
    for (const [address, field, message] of [
      [{ ...BHILAI_HOME, pincode: '049000' }, 'address.pincode', BILLING_MESSAGES.pincode],
      [{ ...BHILAI_HOME, stateCode: '25' }, 'address.stateCode', BILLING_MESSAGES.state],
      [{ ...BHILAI_HOME, street: 'Qr' }, 'address.street', BILLING_MESSAGES.street],
      [{ ...BHILAI_HOME, city: '' }, 'address.city', BILLING_MESSAGES.city],
      ['buyer@example.com', 'address', BILLING_MESSAGES.address],
    ] as const) {
      const res = await putBillingAddress(buyer.cookie, address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    expect((await get()).json().address).toBeNull();
    const saved = await putBillingAddress(buyer.cookie, { ...BHILAI_HOME, city: ' Bhilai ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ address: BHILAI_HOME, business: null, documentsIssued: true });
    expect((await get()).json().address).toEqual(BHILAI_HOME);

    // A customer with no address on file is billed by name alone: never at their e-mail.
    const bare = await customerSession(t.app, t.db);
    const booking = await newPaidBooking(bare.cookie);
    const [voucher] = await documentsOf(booking.id);
    expect(voucher!.recipient).toMatchObject({ address: '', gstin: null, stateCode: null });
  });

  it('invoices the trip with the advance, the deposit applied and the balance the bill and the link ask', async () => {
    const who = await verifiedCustomer();
    const { booking, car } = await paidBooking(
      t.db,
      who.id,
      'Bhilai',
      new Date(Date.now() + 3_600_000),
    );
    expect(booking.depositPaise).toBeGreaterThan(0);
    const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    await t.db.transaction((tx) => postBookingPaid(tx, paid!));
    const base = `/api/console/bookings/${booking.id}`;
    // Damage beyond the deposit: the deposit is kept against it, ₹1,410.50 is still owed.
    const damagePaise = booking.depositPaise + 141_050;
    for (const [stage, payload] of [
      ['pickup', { odometerKm: 5_000, fuelEighths: 8 }],
      ['return', { odometerKm: 5_000, fuelEighths: 8, damageNotes: 'Dented door', damagePaise }],
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
    const bill = await t.app.inject({
      url: `/api/account/bookings/${booking.id}/final-bill`,
      headers: { cookie: who.cookie },
    });
    expect(bill.statusCode, bill.body).toBe(200);
    const balance = await t.app.inject({
      url: `/api/bookings/${booking.id}/balance`,
      headers: { cookie: who.cookie },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    // One figure three ways: the invoice's balance, the final bill's, what the link asks.
    const billBalance = bill.json().bill.balanceDuePaise;
    expect(billBalance).toBe(141_050);
    expect(invoice.balancePaise).toBe(billBalance);
    expect(balance.json().owedPaise).toBe(billBalance);
    expect(invoice.depositAppliedPaise).toBe(booking.depositPaise);
    expect(invoice.totalPaise - invoice.advancePaise - invoice.depositAppliedPaise).toBe(
      invoice.balancePaise,
    );
    expect(invoice.rental).toEqual({
      registration: car.carNumber,
      pickupAt: booking.pickupAt.toISOString(),
      dropAt: booking.dropAt.toISOString(),
    });

    const text = await downloaded(who.cookie, invoice.id);
    expectAccountantParticulars(text, invoice);
    expect(text).toContain(`Less advance received: ${formatRupeesExact(invoice.advancePaise)}`);
    expect(text).toContain(
      `Less security deposit applied: ${formatRupeesExact(booking.depositPaise)}`,
    );
    expect(text).toContain('Balance payable: ₹1,410.50');
    expect(text).toContain(`Car registration: ${car.carNumber}`);
    expect(text).toContain(
      `Rental period: ${formatIstDateTime(booking.pickupAt)} to ${formatIstDateTime(booking.dropAt)}`,
    );

    // In Hindi for a reader who reads Hindi, the Devanagari read back as written.
    const hindi = await t.app.inject({
      url: `/api/account/tax-documents/${invoice.id}/pdf`,
      headers: { cookie: `${who.cookie}; lang=hi` },
    });
    const hi = pdfText(hindi.rawPayload).replace(/[ \t]+/g, ' ');
    expect(hi).toContain('टैक्स इनवॉइस');
    expect(hi).toContain('रिवर्स चार्ज पर देय टैक्स: नहीं');
    expect(hi).toContain('आपूर्ति का स्थान: छत्तीसगढ़ (22)');
    expect(hi).toContain(`दिनांक: ${formatIstDate(invoice.issuedAt, 'hi')}`);
    expect(hi).toContain('CGST दर');
    expect(hi).toContain('बकाया देय राशि: ₹1,410.50');
    // The lines say what they are for in Hindi too; the booking's reference stays as issued.
    expect(hi).toContain('सेल्फ़-ड्राइव कार किराया');
    expect(hi).not.toContain('Self-drive car rental');
    expect(hi).toContain(`राशि शब्दों में: ${amountInWords(invoice.totalPaise, 'hi')}`);
  });

  it('names the receipt voucher a refund voucher returns, by number and date', async () => {
    const who = await verifiedCustomer();
    const booking = await newPaidBooking(who.cookie);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: who.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const docs = await documentsOf(booking.id);
    const receipt = docs.find((d) => d.docType === 'receipt_voucher')!;
    const refund = docs.find((d) => d.docType === 'refund_voucher')!;

    const receiptText = await downloaded(who.cookie, receipt.id);
    expect(receiptText).toContain('Receipt voucher');
    expectAccountantParticulars(receiptText, receipt);
    expect(receiptText).toContain(`Car registration: ${receipt.rental!.registration}`);

    const refundText = await downloaded(who.cookie, refund.id);
    expect(refundText).toContain('Refund voucher');
    expectAccountantParticulars(refundText, refund);
    expect(refundText).toContain(
      `Against: Receipt voucher ${receipt.number} dated ${formatIstDate(receipt.issuedAt)}`,
    );
  });

  it('names the tax invoice a credit note reduces, by number and date', async () => {
    const who = await verifiedCustomer();
    const courseOrderId = 900_000 + who.id;
    const line = { description: 'Online course: Highway driving', sac: '999293', rateBp: 1800 };
    const invoice = await t.db.transaction((tx) =>
      issueDocument(tx, 'tax_invoice', {
        userId: who.id,
        courseOrderId,
        lines: [{ ...line, amountPaise: 99_900 }],
      }),
    );
    const note = await t.db.transaction((tx) =>
      issueDocument(tx, 'credit_note', {
        userId: who.id,
        courseOrderId,
        refersTo: 'tax_invoice',
        lines: [{ ...line, amountPaise: 99_900 }],
      }),
    );
    expect(note!.refersToId).toBe(invoice!.id);
    // A course is no booking: no car, no rental period, no balance.
    expect([invoice!.rental, invoice!.balancePaise]).toEqual([null, null]);
    const text = await downloaded(who.cookie, note!.id);
    expect(text).toContain('Credit note');
    expectAccountantParticulars(text, note!);
    expect(text).toContain(
      `Against: Tax invoice ${invoice!.number} dated ${formatIstDate(invoice!.issuedAt)}`,
    );
    expect(text).toContain('Amount in words: Rupees Nine Hundred Ninety Nine Only');
    expect(text).not.toContain('Rental period');
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
