import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CancelResponse, ExtensionQuote } from '../../../shared/bookings.js';
import type { ReturnResponse } from '../../../shared/console-bookings.js';
import { chargedAmounts } from '../../../shared/final-bill.js';
import type { GstDocumentType } from '../../../shared/gst-documents.js';
import { chargeFor, taxOfSplit, type GstSplit } from '../../../shared/gst.js';
import { formatRupees } from '../../../shared/money.js';
import { CASH_METHOD } from '../../../shared/payments.js';
import { addDays, istDate } from '../../../shared/time.js';
import { gstDocuments, journalLines, outboxMessages, payments, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { bookableCar, bookingBody, postBooking } from '../bookings/bookings-test-helpers.js';
import { customerWithDocuments } from '../../test/desk-fixtures.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { payWithTestGateway } from './payments-test-helpers.js';

/**
 * GST_PRICES_INCLUDE_TAX=false (decision 0031): the prices shown are taxable values and GST is
 * added on top, by shared/gst.ts's rule. What the gateway charges, the GST documents and the
 * journal agree to the paisa. The demo seeds 18 % on every car category; an unregistered
 * buyer in Chhattisgarh pays CGST + SGST.
 */
const excluded = { rateBp: 1800, interState: false, pricesIncludeTax: false };
const added = (taxablePaise: number) => chargeFor(taxablePaise, excluded);

let t: TestApp;
let admin: string;
let customer: { id: number; cookie: string };
let carIndex = 0;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { RATE_LIMITS: 'false', GST_ENABLED: 'true', GST_PRICES_INCLUDE_TAX: 'false' },
  });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  // Verified licence and ID proof: staff may hand the car over.
  const user = await customerWithDocuments(t.db, 'verified');
  const [row] = await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Secret123') })
    .where(eq(users.id, user.id))
    .returning();
  customer = { id: user.id, cookie: await loginCookie(t.app, row!.email, 'Secret123') };
});
afterAll(() => t.close());

async function newBooking(daysAhead = 3) {
  const target = await bookableCar(t.db, carIndex++);
  const res = await postBooking(t.app, customer.cookie, bookingBody(target, { daysAhead }));
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json<Booking>(), ...target };
}

async function newPaidBooking(daysAhead = 3) {
  const made = await newBooking(daysAhead);
  await payWithTestGateway(t.app, customer.cookie, made.booking.id);
  return made;
}

const documentsOf = (bookingId: number, docType: GstDocumentType) =>
  t.db
    .select()
    .from(gstDocuments)
    .where(and(eq(gstDocuments.bookingId, bookingId), eq(gstDocuments.docType, docType)))
    .orderBy(asc(gstDocuments.id));

const paymentsOf = (bookingId: number) =>
  t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));

/** A document's totals as a split, to compare with what the checkout added. */
const totalsOf = (d: typeof gstDocuments.$inferSelect): GstSplit => ({
  taxablePaise: d.taxablePaise,
  cgstPaise: d.cgstPaise,
  sgstPaise: d.sgstPaise,
  igstPaise: d.igstPaise,
  totalPaise: d.totalPaise,
});

describe('prices shown without GST', () => {
  it('charges a booking its prices plus GST; the receipt voucher and the journal agree', async () => {
    const { booking, pkg, car } = await newBooking();
    const quote = await t.app.inject({
      url: `/api/account/gst-details/checkout?carId=${car.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(quote.json()).toMatchObject({ gst: { ...excluded } });
    // The fare is the price shown (24 hours x the package's rate), not reduced by GST.
    expect(booking.rentPaise).toBe(24 * pkg.ratePerHourPaise);
    const taxable = booking.rentPaise + booking.pickupDropPaise;
    const gst = added(taxable);
    expect(taxOfSplit(gst)).toBeGreaterThan(0);
    expect(booking.totalPaise).toBe(gst.totalPaise + booking.depositPaise);

    await payWithTestGateway(t.app, customer.cookie, booking.id);
    const [paid] = await paymentsOf(booking.id);
    expect(paid).toMatchObject({ status: 'success', amountPaise: booking.totalPaise });
    const [voucher, ...more] = await documentsOf(booking.id, 'receipt_voucher');
    expect(more).toEqual([]);
    expect(totalsOf(voucher!)).toEqual(gst);
    const [entry] = await entriesOfBooking(t.db, booking.id);
    expect(entry).toMatchObject({
      event: 'booking_paid',
      lines: {
        gateway_clearing: paid!.amountPaise,
        deposits_held: -booking.depositPaise,
        rent_revenue: -taxable,
        gst_output_cgst: -gst.cgstPaise,
        gst_output_sgst: -gst.sgstPaise,
      },
    });
  });

  it('invoices a return with extras: each charge its GST added, the deposit none', async () => {
    const { booking } = await newPaidBooking();
    const base = `/api/console/bookings/${booking.id}`;
    const pickup = await t.app.inject({
      method: 'POST',
      url: `${base}/pickup`,
      headers: { cookie: admin },
      payload: { odometerKm: 20_000, fuelEighths: 8, earlyReason: 'Trip moved earlier' },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: `${base}/return`,
      headers: { cookie: admin },
      payload: {
        odometerKm: 20_000 + booking.kmIncluded + 17,
        fuelEighths: 7,
        damagePaise: 10_001,
        damageNotes: 'Scratched bumper',
        earlyReason: 'Trip moved earlier',
      },
    });
    expect(back.statusCode, back.body).toBe(200);
    const { bill } = back.json<ReturnResponse>();
    expect(bill.extraKmPaise).toBe(17 * booking.extraKmRatePaise);
    expect(bill.fuelPaise).toBeGreaterThan(0);
    const extras = [bill.extraKmPaise, bill.latePaise, bill.fuelPaise, bill.damagePaise];
    const splits = extras.map(added);
    const sum = (key: keyof GstSplit) => splits.reduce((s, p) => s + p[key], 0);
    expect(bill.gst).toMatchObject({
      rateBp: 1800,
      interState: false,
      damagePaise: taxOfSplit(added(10_001)),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: 0,
    });
    expect(bill.chargesPaise).toBe(sum('totalPaise'));
    expect(bill.chargesPaise).toBeLessThan(booking.depositPaise);
    expect(bill.depositRefundPaise).toBe(booking.depositPaise - bill.chargesPaise);

    // The tax invoice: the rent as on the receipt voucher, each charge at its shown price.
    const [voucher] = await documentsOf(booking.id, 'receipt_voucher');
    const [invoice, ...more] = await documentsOf(booking.id, 'tax_invoice');
    expect(more).toEqual([]);
    const taxable = booking.rentPaise + booking.pickupDropPaise;
    expect(invoice!.lines.map((l) => [l.description.split(',')[0], l.taxablePaise])).toEqual(
      [
        ['Self-drive car rental', taxable],
        ['Extra kilometres', bill.extraKmPaise],
        ['Fuel below the pickup level', bill.fuelPaise],
        ['Damage', 10_001],
      ].filter(([, paise]) => paise !== 0),
    );
    expect(invoice!.taxablePaise).toBe(taxable + sum('taxablePaise'));
    expect(invoice!.cgstPaise).toBe(voucher!.cgstPaise + sum('cgstPaise'));
    expect(invoice!.totalPaise).toBe(voucher!.totalPaise + bill.chargesPaise);
    expect(invoice!.advancePaise).toBe(voucher!.totalPaise);

    const entries = await entriesOfBooking(t.db, booking.id);
    expect(entries.map((e) => e.event)).toEqual(['booking_paid', 'return_settled']);
    expect(entries[1]!.lines).toEqual({
      deposits_held: booking.depositPaise,
      refunds_payable: -bill.depositRefundPaise,
      extra_charge_revenue: -sum('taxablePaise'),
      gst_output_cgst: -sum('cgstPaise'),
      gst_output_sgst: -sum('sgstPaise'),
    });
    const charged = chargedAmounts(bill);
    expect(charged.damagePaise).toBe(added(10_001).totalPaise);
    // The refund row sends back the deposit less the charges, GST included.
    const refund = (await paymentsOf(booking.id)).find((p) => p.kind === 'refund');
    expect(refund!.amountPaise).toBe(bill.depositRefundPaise);
    // The customer's final bill mail names the GST added.
    const [mail] = (await t.db.select().from(outboxMessages)).filter(
      (m) => m.subject === `Booking #${booking.id}: your final bill`,
    );
    expect(mail?.text).toContain(
      `GST added: CGST 9% ${formatRupees(sum('cgstPaise'))} + SGST 9% ${formatRupees(sum('sgstPaise'))}`,
    );
    expect(mail?.text).toContain(`Total charges: ${formatRupees(bill.chargesPaise)}`);
  });

  it('charges an extension its hours x rate plus GST; the quote shows the price before GST', async () => {
    const { booking, pkg } = await newPaidBooking();
    const dropDate = addDays(istDate(new Date()), 4);
    const quote = await t.app.inject({
      url: `/api/bookings/${booking.id}/extension-quote?dropDate=${dropDate}&dropTime=18:00`,
      headers: { cookie: customer.cookie },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const rate = quote.json<ExtensionQuote>().rates.find((r) => r.ratePackageId === pkg.id);
    expect(rate!.totalPaise).toBe(8 * pkg.ratePerHourPaise);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/extensions`,
      headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
      payload: { ratePackageId: pkg.id, dropDate, dropTime: '18:00', acceptTerms: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const extension = res.json<Booking>();
    const gst = added(8 * pkg.ratePerHourPaise);
    expect(extension).toMatchObject({
      rentPaise: 8 * pkg.ratePerHourPaise,
      depositPaise: 0,
      totalPaise: gst.totalPaise,
    });
    await payWithTestGateway(t.app, customer.cookie, extension.id);
    const [paid] = await paymentsOf(extension.id);
    expect(paid).toMatchObject({ kind: 'extension', amountPaise: gst.totalPaise });
    const vouchers = await documentsOf(booking.id, 'receipt_voucher');
    expect(vouchers).toHaveLength(2);
    expect(vouchers[1]!.paymentId).toBe(paid!.id);
    expect(totalsOf(vouchers[1]!)).toEqual(gst);
    const [entry] = await entriesOfBooking(t.db, extension.id);
    expect(entry).toMatchObject({
      event: 'extension_paid',
      lines: {
        gateway_clearing: gst.totalPaise,
        extension_revenue: -gst.taxablePaise,
        gst_output_cgst: -gst.cgstPaise,
        gst_output_sgst: -gst.sgstPaise,
      },
    });
  });

  it('cancels a paid booking: the deduction keeps its GST, the rest comes back and is documented', async () => {
    // Picking up tomorrow: a deduction applies.
    const { booking } = await newPaidBooking(1);
    const gstPaid =
      booking.totalPaise - booking.rentPaise - booking.depositPaise - booking.pickupDropPaise;
    const quote = await t.app.inject({
      url: `/api/bookings/${booking.id}/cancellation-quote`,
      headers: { cookie: customer.cookie },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refund } = res.json<CancelResponse>();
    // The customer was shown this refund before confirming (seconds apart).
    expect({ ...quote.json().refund, hoursBeforePickup: 0 }).toEqual({
      ...refund,
      hoursBeforePickup: 0,
    });
    expect(refund.deductionPaise).toBeGreaterThan(0);
    const kept = added(refund.deductionPaise);
    expect(refund.deductionGstPaise).toBe(taxOfSplit(kept));
    expect(refund.gstRefundPaise).toBe(gstPaid - taxOfSplit(kept));
    expect(refund.refundPaise).toBe(booking.totalPaise - kept.totalPaise);

    const refundRow = (await paymentsOf(booking.id)).find((p) => p.kind === 'refund');
    expect(refundRow).toMatchObject({ amountPaise: refund.refundPaise, status: 'success' });
    // The refund voucher returns the advance less the charge; the charge is invoiced.
    const [receipt] = await documentsOf(booking.id, 'receipt_voucher');
    const [voucher] = await documentsOf(booking.id, 'refund_voucher');
    const [charge] = await documentsOf(booking.id, 'tax_invoice');
    expect(voucher!.refersToId).toBe(receipt!.id);
    expect(voucher!.totalPaise).toBe(refund.refundPaise - booking.depositPaise);
    expect(voucher!.taxablePaise + taxOfSplit(totalsOf(voucher!))).toBe(voucher!.totalPaise);
    expect(totalsOf(charge!)).toEqual(kept);
    expect(voucher!.totalPaise + charge!.totalPaise).toBe(receipt!.totalPaise);

    const entries = await entriesOfBooking(t.db, booking.id);
    expect(entries.map((e) => e.event)).toEqual([
      'booking_paid',
      'booking_cancelled',
      'refund_paid',
    ]);
    expect(entries[1]!.lines).toMatchObject({
      deposits_held: booking.depositPaise,
      refunds_payable: -refund.refundPaise,
    });
    // What stays: the deduction as rent revenue with its GST, in the gateway account.
    expect(net(entries)).toEqual({
      gateway_clearing: kept.totalPaise,
      rent_revenue: -kept.taxablePaise,
      gst_output_cgst: -kept.cgstPaise,
      gst_output_sgst: -kept.sgstPaise,
    });
  });

  it('books at the counter with the GST added, the amount quoted first and taken in cash', async () => {
    const { car, pkg, option } = await bookableCar(t.db, carIndex++);
    const quote = await t.app.inject({
      url: `/api/console/counter/gst?customerId=${customer.id}&carId=${car.id}`,
      headers: { cookie: admin },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ gst: excluded });
    const day = addDays(istDate(new Date()), 5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/counter/bookings',
      headers: { cookie: admin },
      payload: {
        customerId: customer.id,
        carId: car.id,
        ratePackageId: pkg.id,
        pickupDropOptionId: option.id,
        tripType: 'local',
        pickupAt: `${day}T10:00:00+05:30`,
        dropAt: `${day}T18:00:00+05:30`,
        payment: { method: 'cash' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ bookingId: number; totalPaise: number }>();
    const gst = added(8 * pkg.ratePerHourPaise + option.ratePaise);
    expect(made.totalPaise).toBe(gst.totalPaise + car.securityDepositPaise);
    const [paid] = await paymentsOf(made.bookingId);
    expect(paid).toMatchObject({ method: CASH_METHOD, amountPaise: made.totalPaise });
    const [voucher] = await documentsOf(made.bookingId, 'receipt_voucher');
    expect(totalsOf(voucher!)).toEqual(gst);
    const [entry] = await entriesOfBooking(t.db, made.bookingId);
    expect(entry!.lines).toMatchObject({ cash: made.totalPaise, rent_revenue: -gst.taxablePaise });
  });

  it('reports what the journal holds, and every entry balances', async () => {
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const month = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const res = await t.app.inject({
      url: `/api/console/ledger?month=${month}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const lines = await t.db.select().from(journalLines);
    const credit = (account: string) =>
      lines
        .filter((l) => l.account === account)
        .reduce((s, l) => s + l.creditPaise - l.debitPaise, 0);
    expect(report.revenuePaise).toMatchObject({
      rent: credit('rent_revenue'),
      extension: credit('extension_revenue'),
      extraCharges: credit('extra_charge_revenue'),
    });
    expect(report.gstOutputPaise.cgst).toBe(credit('gst_output_cgst'));
    expect(report.revenuePaise.extension).toBeGreaterThan(0);
  });
});
