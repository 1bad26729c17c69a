import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountsReport } from '../../../shared/accounts.js';
import type { Booking } from '../../../shared/bookings.js';
import { istDate } from '../../../shared/time.js';
import { gstDocuments, journalEntries } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { entriesOfBooking } from './journal-test-helpers.js';
import { payWithClockAt } from './payments-test-helpers.js';

/**
 * One clock for money (decision 0052): a payment at the last millisecond of a month (IST) has
 * its journal entry and its receipt voucher in that month, one at midnight IST both in the
 * next, in the accounts report and in GSTR-1 alike. The months are of 2025, never the month
 * the test runs in, so an entry or a document dated by the database's clock (real time) lands
 * elsewhere and the test fails.
 */

const LAST_MOMENT = '2025-11-30T18:29:59.999Z'; // 23:59:59.999 IST, 30 November 2025
const MIDNIGHT = '2025-11-30T18:30:00.000Z'; // 00:00:00 IST, 1 December 2025

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerSession>>;
let admin: string;
let carIndex = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  customer = await customerSession(t.app, t.db);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
}, 120_000);
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

/** A booking made now, paid through the test gateway with the server's clock at `iso`. */
async function paidAt(iso: string) {
  const target = await bookableCar(t.db, carIndex++);
  const res = await postBooking(t.app, customer.cookie, bookingBody(target));
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<Booking>();
  const paid = await payWithClockAt(t.app, customer.cookie, booking.id, iso);
  expect(paid.statusCode, paid.body).toBe(200);
  return booking;
}

async function report(month: string) {
  const res = await t.app.inject({
    url: `/api/console/accounts?month=${month}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccountsReport>();
}

async function gstr1(section: string, month: string) {
  const res = await t.app.inject({
    url: `/api/console/accounts/gstr1/${section}?month=${month}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
}

/** What a month shows of the booking's money: the report's rent and GSTR-1's receipt vouchers. */
async function monthFigures(month: string) {
  const r = await report(month);
  const receipts = (await gstr1('docs', month)).filter((row) => row[0] === 'Receipt voucher');
  const advances = (await gstr1('at', month)).reduce((sum, row) => sum + Number(row[3]), 0);
  return {
    rentPaise: r.revenuePaise.rent,
    gstPaise: r.gstOutputPaise.total,
    receiptVouchers: receipts.reduce((sum, row) => sum + Number(row[3]), 0),
    advancesPaise: Math.round(advances * 100),
  };
}

/** The booking's payment entry and receipt voucher as stored. */
async function moneyOf(booking: Booking) {
  const [entry] = await t.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.bookingId, booking.id), eq(journalEntries.event, 'booking_paid')));
  const [voucher] = await t.db
    .select()
    .from(gstDocuments)
    .where(
      and(eq(gstDocuments.bookingId, booking.id), eq(gstDocuments.docType, 'receipt_voucher')),
    );
  const [lines] = await entriesOfBooking(t.db, booking.id);
  return { entry: entry!, voucher: voucher!, rentPaise: -(lines!.lines.rent_revenue ?? 0) };
}

describe('one clock for money', () => {
  it('runs on months that are not the real one (else the database clock could pass it)', () => {
    const real = istDate(new Date()).slice(0, 7);
    expect(['2025-11', '2025-12']).not.toContain(real);
  });

  it('puts a payment at 23:59:59.999 IST on the month’s last day, entry and receipt voucher, in that month', async () => {
    const [novBefore, decBefore] = [await monthFigures('2025-11'), await monthFigures('2025-12')];
    const booking = await paidAt(LAST_MOMENT);
    const { entry, voucher, rentPaise } = await moneyOf(booking);
    // The same instant on both, to the millisecond: the application's clock, read once.
    expect(entry.postedAt.toISOString()).toBe(LAST_MOMENT);
    expect(voucher.issuedAt.toISOString()).toBe(LAST_MOMENT);
    expect(voucher.financialYear).toBe('2025-26');
    expect(voucher.number).toMatch(/^RV\/2526\/\d{5}$/);
    expect(rentPaise).toBeGreaterThan(0);
    expect(voucher.taxablePaise).toBe(rentPaise);

    const [nov, dec] = [await monthFigures('2025-11'), await monthFigures('2025-12')];
    expect(nov.rentPaise - novBefore.rentPaise).toBe(rentPaise);
    expect(nov.gstPaise - novBefore.gstPaise).toBe(
      voucher.cgstPaise + voucher.sgstPaise + voucher.igstPaise,
    );
    expect(nov.receiptVouchers - novBefore.receiptVouchers).toBe(1);
    expect(nov.advancesPaise - novBefore.advancesPaise).toBe(voucher.taxablePaise);
    expect(dec).toEqual(decBefore);
  });

  it('puts a payment at 00:00:00 IST on the 1st, entry and receipt voucher, in the next month', async () => {
    const [novBefore, decBefore] = [await monthFigures('2025-11'), await monthFigures('2025-12')];
    const booking = await paidAt(MIDNIGHT);
    const { entry, voucher, rentPaise } = await moneyOf(booking);
    expect(entry.postedAt.toISOString()).toBe(MIDNIGHT);
    expect(voucher.issuedAt.toISOString()).toBe(MIDNIGHT);

    const [nov, dec] = [await monthFigures('2025-11'), await monthFigures('2025-12')];
    expect(nov).toEqual(novBefore);
    expect(dec.rentPaise - decBefore.rentPaise).toBe(rentPaise);
    expect(dec.receiptVouchers - decBefore.receiptVouchers).toBe(1);
    expect(dec.advancesPaise - decBefore.advancesPaise).toBe(voucher.taxablePaise);
  });
});
