import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../../shared/booking-change.js';
import { gstDocuments, outboxMessages, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Booking } from '../../../shared/bookings.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { payWithTestGateway } from './payments-test-helpers.js';
import { postBookingPaid } from './journal.service.js';
import { hoursAfter } from '../../test/factories.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';

/**
 * Issue 32 item 2: a change of a paid booking is money somebody owes. Counter staff change
 * the drop time; the difference is owed (balance, link, counter) or refunded, with its GST
 * document, and the journal balances.
 */
let t: TestApp;
let counter: string;
let carIndex = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: counter } });
const get = (url: string) => t.app.inject({ url, headers: { cookie: counter } });

/**
 * A booking a customer made and paid online (journal and receipt voucher), on a Bhilai car;
 * with `pay` false, the hold waiting for its payment.
 */
async function paid(pay = true) {
  const bhilai = await branchId(t.db, 'Bhilai');
  let target = await bookableCar(t.db, carIndex++);
  while (target.car.branchId !== bhilai) target = await bookableCar(t.db, carIndex++);
  const customer = await customerSession(t.app, t.db);
  const body = bookingBody(target);
  const res = await postBooking(t.app, customer.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<Booking>();
  if (pay) await payWithTestGateway(t.app, customer.cookie, booking.id);
  const at = (date: string, time: string) => `${date}T${time}:00+05:30`;
  return {
    booking,
    url: `/api/console/bookings/${booking.id}`,
    /** The booked pickup, and a drop on the booked drop day at `time`. */
    period: (time: string) => ({
      pickupAt: at(body.pickupDate, body.pickupTime),
      dropAt: at(body.dropDate, time),
    }),
  };
}

async function change(url: string, period: { pickupAt: string; dropAt: string }) {
  const res = await post(`${url}/change`, period);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingChangeResult>();
}

const documentsOf = (bookingId: number) =>
  t.db
    .select()
    .from(gstDocuments)
    .where(eq(gstDocuments.bookingId, bookingId))
    .orderBy(asc(gstDocuments.id));

describe('a dearer change of a paid booking', () => {
  it('is owed by the customer: the balance shows it, a link can be sent, the counter takes it with a receipt voucher', async () => {
    const { booking, url, period } = await paid();
    const result = await change(url, period('14:00'));
    expect(result.differencePaise).toBeGreaterThan(0);
    expect(result).toMatchObject({ owedPaise: result.differencePaise, refundPaise: 0 });
    expect((await get(`${url}/balance`)).json()).toEqual({
      bookingId: booking.id,
      owedPaise: result.differencePaise,
    });
    const link = await post(`${url}/payment-link`);
    expect(link.statusCode, link.body).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.subject, `Booking #${booking.id}: % left to pay`));
    expect(mail?.text).toContain(`Booking #${booking.id} was changed and costs more now`);

    // Two clerks take it at once: one wins, the other is told only nothing is owed now.
    const cash = { method: 'cash', amountPaise: result.differencePaise };
    const both = await Promise.all([
      post(`${url}/collect-balance`, cash),
      post(`${url}/collect-balance`, cash),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get(`${url}/balance`)).json().owedPaise).toBe(0);
    // The difference is rent paid ahead of the trip: a second receipt voucher, for all of it.
    const vouchers = (await documentsOf(booking.id)).filter((d) => d.docType === 'receipt_voucher');
    expect(vouchers).toHaveLength(2);
    expect(vouchers[1]!.totalPaise).toBe(result.differencePaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });
});

describe('a cheaper change of a paid booking', () => {
  it('first cancels what the customer still owed, then refunds the rest with a refund voucher', async () => {
    const { booking, url, period } = await paid();
    const raised = await change(url, period('14:00'));
    // Back to the booked hours: the unpaid difference is simply no longer owed.
    const back = await change(url, period('10:00'));
    expect(back).toMatchObject({ owedPaise: 0, refundPaise: 0 });
    expect(back.differencePaise).toBe(-raised.differencePaise);
    expect((await get(`${url}/balance`)).json().owedPaise).toBe(0);

    // Four hours shorter than was paid for: those hours' rent goes back.
    const shorter = await change(url, period('06:00'));
    expect(shorter.differencePaise).toBeLessThan(0);
    expect(shorter).toMatchObject({ owedPaise: 0, refundPaise: -shorter.differencePaise });
    const refunds = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(refunds.reduce((s, r) => s + r.amountPaise, 0)).toBe(shorter.refundPaise);

    const docs = await documentsOf(booking.id);
    const receipt = docs.find((d) => d.docType === 'receipt_voucher')!;
    const refundVoucher = docs.find((d) => d.docType === 'refund_voucher')!;
    expect(refundVoucher).toMatchObject({
      totalPaise: shorter.refundPaise,
      refersToId: receipt.id,
    });

    // Over the three changes: the receivable is back to nothing, the refund is payable (or
    // paid out by the gateway), and the rent earned is the paid rent less the refund.
    const entries = await entriesOfBooking(t.db, booking.id);
    const changes = net(entries.filter((e) => e.event === 'booking_changed'));
    expect(changes.customer_receivables).toBeUndefined();
    expect(changes.refunds_payable).toBe(-shorter.refundPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });
});

describe('cancelling a changed booking', () => {
  /** What the customer paid and got back (refund rows), and the GST documents' totals. */
  async function moneyOf(bookingId: number) {
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    const sum = (kind: 'refund' | 'paid') =>
      rows
        .filter((r) => (kind === 'refund' ? r.kind === 'refund' : r.kind !== 'refund'))
        .filter((r) => r.status !== 'failed')
        .reduce((s, r) => s + r.amountPaise, 0);
    return { paid: sum('paid'), refunded: sum('refund') };
  }

  it('takes what the dearer change left owed off the refund: owed nothing after, the journal balanced', async () => {
    const { booking, url, period } = await paid();
    const raised = await change(url, period('14:00'));
    expect(raised.owedPaise).toBeGreaterThan(0);
    const quote = (await get(`${url}/cancel-quote`)).json();
    expect(quote.owedSettledPaise).toBe(raised.owedPaise);

    const cancelled = await post(`${url}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refundPaise).toBe(quote.refundPaise);
    const money = await moneyOf(booking.id);
    expect(money.refunded).toBe(quote.refundPaise);
    // Kept: the deduction the rules name on the new price, never more than was paid.
    expect(money.paid - money.refunded).toBe(quote.deductionPaise);
    expect((await get(`${url}/balance`)).json().owedPaise).toBe(0);
    const all = net(await entriesOfBooking(t.db, booking.id));
    expect(all.customer_receivables ?? 0).toBe(0);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    // The cancellation charge invoiced is what the customer paid and does not get back.
    const invoice = (await documentsOf(booking.id)).find((d) => d.docType === 'tax_invoice')!;
    expect(invoice.totalPaise).toBe(money.paid - money.refunded);
  });

  it('refunds on the new price once the change is paid', async () => {
    const { booking, url, period } = await paid();
    const raised = await change(url, period('14:00'));
    const took = await post(`${url}/collect-balance`, {
      method: 'cash',
      amountPaise: raised.owedPaise,
    });
    expect(took.statusCode, took.body).toBe(200);
    const quote = (await get(`${url}/cancel-quote`)).json();
    expect(quote.owedSettledPaise ?? 0).toBe(0);
    const cancelled = await post(`${url}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const money = await moneyOf(booking.id);
    expect(money.refunded).toBe(quote.refundPaise);
    expect(money.paid - money.refunded).toBe(quote.deductionPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const invoice = (await documentsOf(booking.id)).find((d) => d.docType === 'tax_invoice')!;
    expect(invoice.totalPaise).toBe(money.paid - money.refunded);
  });
});

describe('a change of a booking not paid yet', () => {
  it('moves no money: the payment will be for the new total', async () => {
    const { booking, url, period } = await paid(false);
    expect(booking.status).toBe('pending_payment');
    expect(await change(url, period('14:00'))).toMatchObject({ owedPaise: 0, refundPaise: 0 });
    expect(await entriesOfBooking(t.db, booking.id)).toEqual([]);
  });
});

describe('a dearer change still unpaid when the car comes back', () => {
  it('is on the final bill: the deposit covers it first, and nothing is owed twice', async () => {
    // Six days ahead, clear of the other tests' bookings (three days ahead).
    const base = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 6 * 24 * 3_600_000);
    const who = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, who.id, 'Bhilai', hoursAfter(base, 8));
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    await t.db.transaction((tx) => postBookingPaid(tx, payment!));
    const url = `/api/console/bookings/${booking.id}`;
    const raised = await change(url, {
      pickupAt: hoursAfter(base, 2).toISOString(),
      dropAt: hoursAfter(base, 30).toISOString(),
    });
    expect(raised.owedPaise).toBeGreaterThan(0);
    const deposit = raised.after.depositPaise;

    const early = { earlyReason: 'Customer came early' };
    const out = await post(`${url}/pickup`, { odometerKm: 500, fuelEighths: 8, ...early });
    expect(out.statusCode, out.body).toBe(200);
    const back = await post(`${url}/return`, { odometerKm: 500, fuelEighths: 8, ...early });
    expect(back.statusCode, back.body).toBe(200);
    const comesBack = Math.max(0, deposit - raised.owedPaise);
    const stillOwed = Math.max(0, raised.owedPaise - deposit);
    expect(back.json().bill).toMatchObject({
      chargesPaise: 0,
      owedBeforePaise: raised.owedPaise,
      depositRefundPaise: comesBack,
      balanceDuePaise: stillOwed,
    });
    // Owed once: what the deposit did not cover, and nothing more.
    expect((await get(`${url}/balance`)).json().owedPaise).toBe(stillOwed);
    const deposits = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(deposits.map((r) => r.amountPaise)).toEqual(comesBack > 0 ? [comesBack] : []);
    // The tax invoice bills the rent as the change left it, less the advance paid on booking.
    const docs = await documentsOf(booking.id);
    const receipt = docs.find((d) => d.docType === 'receipt_voucher')!;
    const invoice = docs.find((d) => d.docType === 'tax_invoice')!;
    const rentRaise =
      raised.differencePaise - (raised.after.depositPaise - raised.before.depositPaise);
    expect(invoice).toMatchObject({
      totalPaise: receipt.totalPaise + rentRaise,
      advancePaise: receipt.totalPaise,
    });
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });
});
