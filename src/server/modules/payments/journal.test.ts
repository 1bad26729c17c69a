import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CancelResponse } from '../../../shared/bookings.js';
import { splitGst } from '../../../shared/gst.js';
import { MANUAL_METHOD } from '../../../shared/payments.js';
import { journalEntries, journalLines, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';
import { payWithTestGateway } from './payments-test-helpers.js';

/** The demo seeds 18 % on every car category; prices are tax-inclusive. */
const gst18 = (amountPaise: number) =>
  splitGst({ amountPaise, rateBp: 1800, inclusive: true, interState: false });

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerSession>>;
let staff: string;
let carIndex = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  customer = await customerSession(t.app, t.db);
  staff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

async function newBooking(): Promise<Booking> {
  const target = await bookableCar(t.db, carIndex++);
  const res = await postBooking(t.app, customer.cookie, bookingBody(target));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

describe('journal', () => {
  it('posts a paid booking: money in at the gateway, the deposit held, rent and GST', async () => {
    const booking = await newBooking();
    expect(await entriesOfBooking(t.db, booking.id)).toEqual([]);
    await payWithTestGateway(t.app, customer.cookie, booking.id);
    const rent = gst18(booking.totalPaise - booking.depositPaise);
    expect(rent.cgstPaise).toBeGreaterThan(0);
    const [entry, ...rest] = await entriesOfBooking(t.db, booking.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      event: 'booking_paid',
      lines: {
        gateway_clearing: booking.totalPaise,
        deposits_held: -booking.depositPaise,
        rent_revenue: -rent.taxablePaise,
        gst_output_cgst: -rent.cgstPaise,
        gst_output_sgst: -rent.sgstPaise,
      },
    });
  });

  it('posts a cancellation: the refund payable, deposit out, revenue and GST reversed; the gateway refund clears it', async () => {
    const booking = await newBooking();
    await payWithTestGateway(t.app, customer.cookie, booking.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refund } = res.json<CancelResponse>();
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
    // What stays: the deduction kept (rent revenue and its GST), nothing held or payable.
    const kept = booking.totalPaise - refund.refundPaise;
    const after = net(entries);
    expect(after.gateway_clearing).toBe(kept || undefined);
    expect(after.deposits_held).toBeUndefined();
    expect(after.refunds_payable).toBeUndefined();
    expect(
      -(after.rent_revenue ?? 0) - (after.gst_output_cgst ?? 0) - (after.gst_output_sgst ?? 0),
    ).toBe(kept);
  });

  it('posts a confirmed UPI transfer into the bank account', async () => {
    const booking = await newBooking();
    const utr = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/manual-payment`,
      headers: { cookie: customer.cookie },
      payload: { utr: `4${String(booking.id).padStart(11, '0')}` },
    });
    expect(utr.statusCode, utr.body).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row!.method).toBe(MANUAL_METHOD);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/console/manual-payments/${row!.id}/confirm`,
      headers: { cookie: staff },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [entry] = await entriesOfBooking(t.db, booking.id);
    expect(entry!.lines).toMatchObject({ bank_upi: booking.totalPaise });
    expect(entry!.lines.gateway_clearing).toBeUndefined();
  });

  it('posts a return: charges kept from the deposit as revenue with GST, the rest payable, and the payout', async () => {
    const who = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(
      t.db,
      who.id,
      'Bhilai',
      new Date(Date.now() - 30 * 60_000),
    );
    const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    await t.db.transaction((tx) => postBookingPaid(tx, paid!));
    const base = `/api/console/bookings/${booking.id}`;
    const pickup = await t.app.inject({
      method: 'POST',
      url: `${base}/pickup`,
      headers: { cookie: staff },
      payload: { odometerKm: 10_000, fuelEighths: 8 },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: `${base}/return`,
      headers: { cookie: staff },
      payload: { odometerKm: 10_000, fuelEighths: 7, damageNotes: '' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const { bill, refundPaymentId } = back.json();
    expect(bill.chargesPaise).toBeGreaterThan(0);
    // Each charge of the bill is a line of its own, taxed on its own.
    const parts = [bill.extraKmPaise, bill.latePaise, bill.fuelPaise, bill.damagePaise].map(gst18);
    const charges = {
      taxablePaise: parts.reduce((s, p) => s + p.taxablePaise, 0),
      cgstPaise: parts.reduce((s, p) => s + p.cgstPaise, 0),
      sgstPaise: parts.reduce((s, p) => s + p.sgstPaise, 0),
    };
    expect(bill.latePaise).toBeGreaterThan(0);
    const entries = await entriesOfBooking(t.db, booking.id);
    expect(entries.map((e) => e.event)).toEqual(['booking_paid', 'return_settled']);
    expect(entries[1]!.lines).toEqual({
      deposits_held: booking.depositPaise,
      refunds_payable: -bill.depositRefundPaise,
      extra_charge_revenue: -charges.taxablePaise,
      gst_output_cgst: -charges.cgstPaise,
      gst_output_sgst: -charges.sgstPaise,
    });
    const paidOut = await t.app.inject({
      method: 'POST',
      url: `/api/console/refunds/${refundPaymentId}/paid`,
      headers: { cookie: staff },
      payload: { utr: 'UTIBR52026112600001' },
    });
    expect(paidOut.statusCode, paidOut.body).toBe(200);
    const after = net(await entriesOfBooking(t.db, booking.id));
    expect(after.deposits_held).toBeUndefined();
    expect(after.refunds_payable).toBeUndefined();
    expect(after.bank_upi).toBe(-bill.depositRefundPaise);
  });

  it('books a balance beyond the deposit as owed by the customer', async () => {
    const who = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + 3_600_000));
    const base = `/api/console/bookings/${booking.id}`;
    await t.app.inject({
      method: 'POST',
      url: `${base}/pickup`,
      headers: { cookie: staff },
      payload: { odometerKm: 10_000, fuelEighths: 8 },
    });
    const damagePaise = booking.depositPaise + 252_000;
    const back = await t.app.inject({
      method: 'POST',
      url: `${base}/return`,
      headers: { cookie: staff },
      payload: { odometerKm: 10_000, fuelEighths: 8, damagePaise, damageNotes: 'Dented door' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const [entry] = await entriesOfBooking(t.db, booking.id);
    expect(entry!.lines).toMatchObject({
      deposits_held: booking.depositPaise,
      customer_receivables: 252_000,
      extra_charge_revenue: -gst18(damagePaise).taxablePaise,
    });
    expect(entry!.lines.refunds_payable).toBeUndefined();
  });

  it('reports the month from the journal: revenue without deposits or GST, held and payable', async () => {
    const admin = (await staffCookie(t.app, t.db, null)).cookie;
    const month = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const res = await t.app.inject({
      url: `/api/console/ledger?month=${month}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    // The same figures summed in JavaScript from every entry of every booking.
    const bookingIds = (await t.db.select({ id: journalEntries.bookingId }).from(journalEntries))
      .map((r) => r.id)
      .filter((id): id is number => id !== null);
    const all = net(
      (await Promise.all([...new Set(bookingIds)].map((id) => entriesOfBooking(t.db, id)))).flat(),
    );
    expect(report.revenuePaise).toEqual({
      rent: 0 - (all.rent_revenue ?? 0),
      extension: 0 - (all.extension_revenue ?? 0),
      extraCharges: 0 - (all.extra_charge_revenue ?? 0),
      courses: 0,
    });
    expect(report.revenuePaise.rent).toBeGreaterThan(0);
    expect(report.gstOutputPaise.cgst).toBe(0 - (all.gst_output_cgst ?? 0));
    expect(report.depositsHeldPaise).toBe(0 - (all.deposits_held ?? 0));
    expect(report.receivablesPaise).toBe(all.customer_receivables ?? 0);
    expect(report.receivablesPaise).toBe(252_000);
    expect(report.refundsPayablePaise).toBe(0 - (all.refunds_payable ?? 0));
    const bad = await t.app.inject({
      url: '/api/console/ledger?month=2026-13',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves no entry unbalanced, and the whole journal sums to zero', async () => {
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const [totals] = await t.db
      .select({
        debits: sql<string>`sum(${journalLines.debitPaise})`,
        credits: sql<string>`sum(${journalLines.creditPaise})`,
      })
      .from(journalLines);
    expect(Number(totals!.debits)).toBeGreaterThan(0);
    expect(totals!.debits).toBe(totals!.credits);
  });
});

/** Why the database refused (node-postgres wraps the error of a COMMIT), or 'committed'. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'committed',
    (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
  );

describe('the database guards the journal', () => {
  const entry = (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) =>
    tx
      .insert(journalEntries)
      .values({ event: 'test' })
      .returning({ id: journalEntries.id })
      .then((rows) => rows[0]!.id);

  it('refuses to commit an entry whose debits and credits differ', async () => {
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          const id = await entry(tx);
          await tx.insert(journalLines).values([
            { entryId: id, account: 'cash', debitPaise: 100 },
            { entryId: id, account: 'rent_revenue', creditPaise: 99 },
          ]);
        }),
      ),
    ).toMatch(/does not balance: 2 lines, debits 100, credits 99/);
  });

  it('refuses to commit an entry with no lines, or a line on both sides', async () => {
    expect(await refusal(t.db.transaction(async (tx) => void (await entry(tx))))).toMatch(
      /does not balance: 0 lines/,
    );
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          const id = await entry(tx);
          await tx.insert(journalLines).values([
            { entryId: id, account: 'cash', debitPaise: 100, creditPaise: 100 },
            { entryId: id, account: 'rent_revenue', debitPaise: 100, creditPaise: 100 },
          ]);
        }),
      ),
    ).toMatch(/journal_lines_one_side/);
  });

  it('commits a balanced entry written over several statements, then refuses to change it', async () => {
    const id = await t.db.transaction(async (tx) => {
      const id = await entry(tx);
      await tx.insert(journalLines).values({ entryId: id, account: 'cash', debitPaise: 500 });
      await tx
        .insert(journalLines)
        .values({ entryId: id, account: 'customer_receivables', creditPaise: 500 });
      return id;
    });
    const appendOnly = /the journal is append-only/;
    expect(
      await refusal(
        t.db.update(journalLines).set({ debitPaise: 400 }).where(eq(journalLines.entryId, id)),
      ),
    ).toMatch(appendOnly);
    expect(await refusal(t.db.delete(journalLines).where(eq(journalLines.entryId, id)))).toMatch(
      appendOnly,
    );
    expect(await refusal(t.db.delete(journalEntries).where(eq(journalEntries.id, id)))).toMatch(
      appendOnly,
    );
    // A line added later to that committed entry is checked at once: unbalanced, refused.
    expect(
      await refusal(
        t.db.insert(journalLines).values({ entryId: id, account: 'cash', debitPaise: 1 }),
      ),
    ).toMatch(new RegExp(`journal entry ${id} does not balance: 3 lines, debits 501, credits 500`));
  });

  it('checks an entry written inside a savepoint as any other', async () => {
    const inner = await t.db.transaction((tx) =>
      tx.transaction(async (sp) => {
        const id = await entry(sp);
        await sp.insert(journalLines).values([
          { entryId: id, account: 'cash', debitPaise: 300 },
          { entryId: id, account: 'rent_revenue', creditPaise: 300 },
        ]);
        return id;
      }),
    );
    expect(inner).toBeGreaterThan(0);
    expect(
      await refusal(
        t.db.transaction((tx) =>
          tx.transaction(async (sp) => {
            const id = await entry(sp);
            await sp.insert(journalLines).values([
              { entryId: id, account: 'cash', debitPaise: 300 },
              { entryId: id, account: 'rent_revenue', creditPaise: 200 },
            ]);
          }),
        ),
      ),
    ).toMatch(/does not balance: 2 lines, debits 300, credits 200/);
  });
});
