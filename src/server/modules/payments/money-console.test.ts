import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPOSIT_REASON_MESSAGE,
  depositAboveHeldMessage,
} from '../../../shared/deposit-settlement.js';
import { GST_SUBJECT_MESSAGE, SAC_MESSAGE } from '../../../shared/gst-settings.js';
import {
  IFSC_MESSAGE,
  REFUND_DESTINATION_CLOSED_MESSAGE,
  refundAbovePaidMessage,
} from '../../../shared/refund-destination.js';
import {
  auditLog,
  bookingHandovers,
  bookings,
  carCategories,
  gstDocuments,
  gstRates,
  payments,
  refundDestinations,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { entriesOfBooking, unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';

let t: TestApp;
let staff: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  staff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  admin = (await staffCookie(t.app, t.db, null)).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const get = (url: string, cookie = staff) => t.app.inject({ url, headers: { cookie } });

/** A booking picked up, with the car's readings at pickup (nothing charged yet). */
async function pickedUp() {
  const who = await customerWithDocuments(t.db, 'verified');
  const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + 3_600_000));
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, paid!));
  const base = `/api/console/bookings/${booking.id}`;
  expect((await post(`${base}/pickup`, { odometerKm: 100, fuelEighths: 8 })).statusCode).toBe(200);
  return { booking, base };
}

/** A returned booking whose damage charge leaves `leftPaise` of the deposit to return. */
async function returnedWithDeposit(damagePaise: number) {
  const { booking, base } = await pickedUp();
  const back = await post(`${base}/return`, {
    odometerKm: 100,
    fuelEighths: 8,
    damagePaise,
    damageNotes: 'Scratch',
  });
  expect(back.statusCode, back.body).toBe(200);
  return { booking, base, refundPaymentId: back.json().refundPaymentId as number };
}

const refundRow = async (id: number) =>
  (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const invoicesOf = (bookingId: number) =>
  t.db
    .select()
    .from(gstDocuments)
    .where(and(eq(gstDocuments.bookingId, bookingId), eq(gstDocuments.docType, 'tax_invoice')))
    .orderBy(asc(gstDocuments.id));

describe('closing a return shows the bill first', () => {
  it('quotes the bill the readings give, writing nothing, and the return then charges it', async () => {
    const { booking, base } = await pickedUp();
    const readings = { odometerKm: 100, fuelEighths: 6, damagePaise: 50_000, damageNotes: 'Dent' };
    const quote = await post(`${base}/return-quote`, readings);
    expect(quote.statusCode, quote.body).toBe(200);
    const { bill } = quote.json();
    expect(bill.damagePaise).toBe(50_000);
    expect(bill.fuelEighthsShort).toBe(2);
    expect(bill.chargesPaise).toBe(bill.fuelPaise + 50_000 + bill.extraKmPaise + bill.latePaise);
    // Nothing written: still picked up, no return handover, no refund row.
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still!.status).toBe('confirmed');
    const stages = await t.db
      .select()
      .from(bookingHandovers)
      .where(eq(bookingHandovers.bookingId, booking.id));
    expect(stages.map((h) => h.stage)).toEqual(['pickup']);

    const closed = await post(`${base}/return`, readings);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().bill.chargesPaise).toBe(bill.chargesPaise);
    expect(closed.json().bill.depositRefundPaise).toBe(bill.depositRefundPaise);
    // Once returned, the quote is refused like the return itself.
    expect((await post(`${base}/return-quote`, readings)).statusCode).toBe(409);
  });

  it('refuses a quote with readings the return would refuse (400, the same message)', async () => {
    const { base } = await pickedUp();
    const quote = await post(`${base}/return-quote`, { odometerKm: 50, fuelEighths: 8 });
    const real = await post(`${base}/return`, { odometerKm: 50, fuelEighths: 8 });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe(real.json().message);
  });
});

describe('settling the deposit left after a return', () => {
  it('refuses to return more than is held, naming the field, writing nothing', async () => {
    const { booking, base, refundPaymentId } = await returnedWithDeposit(10_000);
    const held = (await get(`${base}/deposit`)).json();
    expect(held).toEqual({
      bookingId: booking.id,
      refundPaymentId,
      heldPaise: booking.depositPaise - 10_000,
    });
    const over = await post(`${base}/deposit`, {
      returnPaise: held.heldPaise + 1,
      reason: 'Typo',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: depositAboveHeldMessage(held.heldPaise),
      field: 'returnPaise',
    });
    const noReason = await post(`${base}/deposit`, { returnPaise: 0 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: DEPOSIT_REASON_MESSAGE, field: 'reason' });
    expect((await refundRow(refundPaymentId)).amountPaise).toBe(held.heldPaise);
    expect((await entriesOfBooking(t.db, booking.id)).map((e) => e.event)).not.toContain(
      'deposit_kept',
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.recordType, 'payment'), eq(auditLog.recordId, String(refundPaymentId))),
      );
    expect(audit).toEqual([]);
  });

  it('keeps part against damage: refund reduced, revenue and GST posted, a tax invoice, audited', async () => {
    const { booking, base, refundPaymentId } = await returnedWithDeposit(10_000);
    const heldPaise = booking.depositPaise - 10_000;
    const keptPaise = 11_800;
    const invoicesBefore = (await invoicesOf(booking.id)).length;
    const res = await post(`${base}/deposit`, {
      returnPaise: heldPaise - keptPaise,
      reason: 'Torn seat cover found after the return',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ returnPaise: heldPaise - keptPaise, keptPaise });
    expect(await refundRow(refundPaymentId)).toMatchObject({
      amountPaise: heldPaise - keptPaise,
      status: 'pending',
    });
    const kept = (await entriesOfBooking(t.db, booking.id)).find(
      (e) => e.event === 'deposit_kept',
    )!;
    expect(kept.lines.refunds_payable).toBe(keptPaise);
    const credits =
      -(kept.lines.extra_charge_revenue ?? 0) -
      (kept.lines.gst_output_cgst ?? 0) -
      (kept.lines.gst_output_sgst ?? 0) -
      (kept.lines.gst_output_igst ?? 0);
    expect(credits).toBe(keptPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const invoices = await invoicesOf(booking.id);
    expect(invoices).toHaveLength(invoicesBefore + 1);
    const invoice = invoices.at(-1)!;
    expect(invoice.totalPaise).toBe(keptPaise);
    expect(invoice.lines[0]!.description).toContain('Torn seat cover found after the return');
    expect(res.json().invoiceNumber).toBe(invoice.number);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(refundPaymentId)));
    expect(audit).toMatchObject({
      action: 'payment.deposit_keep',
      after: { keptPaise, reason: 'Torn seat cover found after the return' },
    });
    // What is left held is now the reduced amount: returning more than that is refused.
    const again = await post(`${base}/deposit`, { returnPaise: heldPaise, reason: 'Oops' });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a deposit once: two clicks at once keep it once, more needs a further claim (issue 32)', async () => {
    const { booking, base, refundPaymentId } = await returnedWithDeposit(10_000);
    const heldPaise = booking.depositPaise - 10_000;
    const keep = { returnPaise: heldPaise - 5_000, reason: 'Cracked tail lamp' };
    const invoicesBefore = (await invoicesOf(booking.id)).length;
    const [first, second] = await Promise.all([
      post(`${base}/deposit`, keep),
      post(`${base}/deposit`, keep),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toMatch(
      /^₹50 of this deposit was already kept on .+\. To keep more, make it a further claim\.$/,
    );
    expect(refused.json().figures).toEqual({
      kind: 'depositAlreadyKept',
      keptPaise: 5_000,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await invoicesOf(booking.id)).toHaveLength(invoicesBefore + 1);
    expect(await refundRow(refundPaymentId)).toMatchObject({ amountPaise: heldPaise - 5_000 });
    // A later keep of more is refused too, unless staff say it is a further claim.
    const later = { returnPaise: heldPaise - 8_000, reason: 'The wiring of the lamp too' };
    expect((await post(`${base}/deposit`, later)).statusCode).toBe(409);
    const claim = await post(`${base}/deposit`, { ...later, furtherClaim: true });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().keptPaise).toBe(3_000);
    expect(await invoicesOf(booking.id)).toHaveLength(invoicesBefore + 2);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('forfeits the whole deposit left: nothing to pay back, all of it invoiced', async () => {
    const { booking, base, refundPaymentId } = await returnedWithDeposit(0);
    const res = await post(`${base}/deposit`, {
      returnPaise: 0,
      reason: 'Car returned with a cracked windscreen',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().keptPaise).toBe(booking.depositPaise);
    expect(await refundRow(refundPaymentId)).toMatchObject({ amountPaise: 0 });
    expect((await get(`${base}/deposit`)).json().heldPaise).toBe(0);
    const refunds = (await get('/api/console/refunds')).json().refunds as { paymentId: number }[];
    expect(refunds.map((r) => r.paymentId)).not.toContain(refundPaymentId);
  });
});

describe('where a refund goes', () => {
  it('lets the customer give a bank account (IFSC checked) that staff then see on the refund', async () => {
    const { booking, refundPaymentId } = await returnedWithDeposit(10_000);
    const own = await createLoginCustomer(t.db);
    await t.db.update(bookings).set({ userId: own.id }).where(eq(bookings.id, booking.id));
    const cookie = await loginCookie(t.app, own.email, own.password);
    const mine = await get('/api/account/refunds', cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().refunds).toEqual([
      expect.objectContaining({
        paymentId: refundPaymentId,
        reason: 'deposit',
        amountPaise: booking.depositPaise - 10_000,
        destination: { kind: 'needed' },
      }),
    ]);
    const put = (payload: object, c = cookie) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/account/refunds/${refundPaymentId}/destination`,
        payload,
        headers: { cookie: c },
      });
    const bank = { kind: 'bank', accountName: 'Asha Verma', accountNumber: '001234567890' };
    const badIfsc = await put({ ...bank, ifsc: 'SBIN1001234' });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json()).toMatchObject({ message: IFSC_MESSAGE, field: 'ifsc' });
    const other = await createLoginCustomer(t.db);
    const theirs = await put(
      { ...bank, ifsc: 'SBIN0001234' },
      await loginCookie(t.app, other.email, other.password),
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(refundDestinations)
        .where(eq(refundDestinations.paymentId, refundPaymentId)),
    ).toEqual([]);

    const ok = await put({ ...bank, ifsc: 'sbin0001234' });
    expect(ok.statusCode, ok.body).toBe(200);
    const listed = (await get('/api/console/refunds'))
      .json()
      .refunds.find((r: { paymentId: number }) => r.paymentId === refundPaymentId);
    expect(listed).toMatchObject({
      reason: 'deposit',
      cancelledAt: null,
      destination: { kind: 'bank', accountNumber: '001234567890', ifsc: 'SBIN0001234' },
    });
    // A UPI ID replaces it; once paid, it can no longer change.
    expect((await put({ kind: 'upi', upiId: 'asha@okaxis' })).statusCode).toBe(200);
    const paid = await post(`/api/console/refunds/${refundPaymentId}/paid`, { utr: 'UTR1234567' });
    expect(paid.statusCode, paid.body).toBe(200);
    const late = await put({ kind: 'upi', upiId: 'asha@okicici' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REFUND_DESTINATION_CLOSED_MESSAGE);
    const [saved] = await t.db
      .select()
      .from(refundDestinations)
      .where(eq(refundDestinations.paymentId, refundPaymentId));
    expect(saved).toMatchObject({ kind: 'upi', upiId: 'asha@okaxis' });
  });
});

describe('a refund is never more than was paid', () => {
  it('refuses a cancellation refund above what was paid: 409 naming the amount, nothing written', async () => {
    const who = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(
      t.db,
      who.id,
      'Bhilai',
      new Date(Date.now() + 72 * 3_600_000),
    );
    // Only part arrived (a short payment recorded by hand): waiving the deduction would
    // return more than was paid.
    await t.db
      .update(payments)
      .set({ amountPaise: 100_000 })
      .where(eq(payments.bookingId, booking.id));
    const res = await post(`/api/console/bookings/${booking.id}/cancel`, {
      reason: 'Customer phoned',
      waiveDeduction: true,
      waiveReason: 'Goodwill',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: refundAbovePaidMessage(100_000),
      field: 'amountPaise',
    });
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still!.status).toBe('confirmed');
    const refunds = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(refunds).toEqual([]);
  });
});

describe('GST rates, set by an admin', () => {
  it('shows the registration and each category, and sets a SAC and rate (audited)', async () => {
    const view = await get('/api/console/gst', admin);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().registration).toMatchObject({ enabled: true, stateCode: '22' });
    const [category] = await t.db.select().from(carCategories).limit(1);
    const key = String(category!.id);
    expect(view.json().rates).toContainEqual(
      expect.objectContaining({ subject: 'car_category', subjectKey: key, name: category!.name }),
    );
    expect(
      view.json().rates.filter((r: { subject: string }) => r.subject === 'course_category'),
    ).toHaveLength(4);
    expect(view.json().rates).toContainEqual(
      expect.objectContaining({ subject: 'course_category', subjectKey: 'practical' }),
    );
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/console/gst/rates',
        payload,
        headers: { cookie: admin },
      });

    const badSac = await put({
      subject: 'car_category',
      subjectKey: key,
      sac: '12345',
      rateBp: 500,
    });
    expect(badSac.statusCode).toBe(400);
    expect(badSac.json()).toMatchObject({ message: SAC_MESSAGE, field: 'sac' });
    const unknown = await put({
      subject: 'car_category',
      subjectKey: '999999',
      sac: '997329',
      rateBp: 500,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: GST_SUBJECT_MESSAGE, field: 'subjectKey' });

    const ok = await put({ subject: 'car_category', subjectKey: key, sac: '997329', rateBp: 500 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rates).toContainEqual(
      expect.objectContaining({ subjectKey: key, sac: '997329', rateBp: 500 }),
    );
    const [row] = await t.db
      .select()
      .from(gstRates)
      .where(and(eq(gstRates.subject, 'car_category'), eq(gstRates.subjectKey, key)));
    expect(row).toMatchObject({ sac: '997329', rateBp: 500 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'gst.rate'));
    expect(audit.at(-1)).toMatchObject({ after: { sac: '997329', rateBp: 500 } });
  });

  it('is for admins only; the ledger for managers and admins', async () => {
    expect((await get('/api/console/gst', staff)).statusCode).toBe(403);
    const counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
    expect((await get('/api/console/ledger?month=2026-11', counter)).statusCode).toBe(403);
    expect((await get('/api/console/ledger?month=2026-11', staff)).statusCode).toBe(200);
  });
});
