import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRulesView } from '../../../shared/branch-rules.js';
import { formatRupees } from '../../../shared/money.js';
import {
  FASTAG_EXCEL_MESSAGE,
  FASTAG_FILE_MISSING_MESSAGE,
  type FastagImportReport,
  type FastagLineReport,
} from '../../../shared/fastag-import.js';
import {
  auditLog,
  cars,
  gstDocuments,
  journalEntries,
  payments,
  tripCharges,
  users,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { freeCar, returnedTrip as tripReturnedNow } from './trip-charge-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { hashPassword } from '../../lib/password.js';
import { mailsTo as mailsToOf } from '../reminders/reminders-test-helpers.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { tripChargeTotal } from './trip-charge-money.service.js';

// Issue 36 item 3 (decision 0057): a FASTag statement's tolls matched to the bookings that had
// the cars and charged through the money module: per booking one entry and one tax invoice,
// to the figures one charge at a time would give; duplicates never charged twice.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FEE = 5_000;
let t: TestApp;
let counter: string;
let manager: string;

beforeAll(async () => {
  // Prices exclude GST: the fee's GST is added on top, as the return's bill adds it.
  t = await createTestApp({
    seed: true,
    env: { RATE_LIMITS: 'false', GST_ENABLED: 'true', GST_PRICES_INCLUDE_TAX: 'false' },
  });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  await setTollRules();
});
afterAll(() => t.close());

/** Bhilai charges a ₹50 fee per toll (or `fee`), gives 3 days' notice, holds deposits 7 days. */
async function setTollRules(fee = FEE) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/console/branch-rules',
    headers: { cookie: manager },
  });
  const bhilai = (list.json() as { branches: BranchRulesView[] }).branches.find(
    (b) => b.branchName === 'Bhilai',
  )!;
  const { branchId, branchName: _n, ...rules } = bhilai;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/console/branches/${branchId}/rules`,
    headers: { cookie: manager },
    payload: { ...rules, depositHoldDays: 7, tollFeePaise: fee, chargeNoticeDays: 3 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** "20 Nov 26 02:30 PM" in IST, as the IDFC FIRST statement prints its transaction time. */
function statementTime(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = ist.getUTCHours();
  return `${two(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${two(ist.getUTCFullYear() % 100)} ${two(h % 12 || 12)}:${two(ist.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
const ago = (ms: number) => new Date(Date.now() - ms);

interface Line {
  at: Date;
  nature?: string;
  amount: string;
  description?: string;
  vehicle: string;
  id: string;
}
const statement = (lines: Line[], extra: string[] = []) =>
  [
    'Name,SelfDrive Chhattisgarh',
    '',
    'Transaction Time,Nature (C/D),Amount,Description,Truck Number,Transaction ID,Opening Balance,Closing Balance,Vendor',
    ...lines.map((l) =>
      [
        statementTime(l.at),
        l.nature ?? 'Debit',
        `"${l.amount}"`,
        `"${l.description ?? 'FasTag Toll Payment at KUMHARI TOLL PLAZA'}"`,
        l.vehicle,
        l.id,
        '5000.00',
        '4835.00',
        'IDFC',
      ].join(','),
    ),
    ...extra,
  ].join('\r\n');

function upload(csv: string | Buffer, cookie = counter) {
  const data = typeof csv === 'string' ? Buffer.from(csv) : csv;
  return t.app.inject({
    method: 'POST',
    url: '/api/console/trip-charges/fastag',
    headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' },
    payload: Buffer.concat([
      Buffer.from(
        '--B\r\nContent-Disposition: form-data; name="file"; filename="statement.csv"\r\nContent-Type: text/csv\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n--B--\r\n'),
    ]),
  });
}

async function imported(csv: string) {
  const reply = await upload(csv);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as FastagImportReport;
}

/** A Bhilai trip from five hours ago, taken out and returned now by the counter. */
const returnedTrip = () => tripReturnedNow(t, counter);

const byLine = (report: FastagImportReport) =>
  new Map<number, FastagLineReport>(report.lines.map((l) => [l.line, l]));

const mailsTo = (email: string) => mailsToOf(t, email);

describe('importing a FASTag statement', () => {
  it('charges each toll to the booking that had the car, lists the rest, and never charges a line twice', async () => {
    const trip = await returnedTrip();
    const other = await returnedTrip();
    const out = await customerWithDocuments(t.db, 'verified');
    const onRoad = await paidBooking(
      t.db,
      out.id,
      'Bhilai',
      new Date(Date.now() + HOUR),
      await freeCar(t),
    );
    const [raipurCar] = await t.db.select().from(cars).where(eq(cars.branchId, 3)).limit(1);
    const plate = trip.registration.toLowerCase();
    const csv = statement(
      [
        { at: ago(3 * HOUR), amount: '165.00', vehicle: plate, id: 'TXN-A1' },
        {
          at: ago(2 * HOUR),
          amount: '95.50',
          vehicle: trip.registration,
          id: 'TXN-A2',
          description: 'Issuer Debit Transaction for toll at DURG BYPASS',
        },
        { at: ago(10 * DAY), amount: '120.00', vehicle: trip.registration, id: 'TXN-OWN' },
        { at: ago(HOUR), amount: '80.00', vehicle: onRoad.car.carNumber, id: 'TXN-OUT' },
        { at: ago(3 * HOUR), amount: '60.00', vehicle: raipurCar!.carNumber, id: 'TXN-RPR' },
        { at: ago(3 * HOUR), amount: '60.00', vehicle: 'MH 01 ZZ 9999', id: 'TXN-MH' },
        {
          at: ago(4 * HOUR),
          nature: 'Credit',
          amount: '1,000.00',
          description: 'Recharge via UPI',
          vehicle: '',
          id: 'TXN-RCH',
        },
        { at: ago(3 * HOUR), amount: '165.00', vehicle: plate, id: 'TXN-A1' },
        { at: ago(4 * HOUR), amount: '70.00', vehicle: other.registration, id: 'TXN-B1' },
      ],
      ['31 Nov 26 10:00 AM,Debit,50.00,FasTag Toll Payment at X,CG07AB1234,TXN-BAD,,,IDFC'],
    );
    const first = await imported(csv);
    const lines = byLine(first);
    expect(first.counts).toEqual({
      lines: 10,
      charged: 3,
      own_cost: 1,
      duplicate: 1,
      skipped: 1,
      refused: 1,
      unmatched: 2,
      unreadable: 1,
    });

    // Both tolls of the trip are the returned booking's: the toll and the fee (and its GST, as
    // one charge at a time would have it).
    const toll = { bookingId: trip.booking.id, chargeId: 0, kind: 'toll' as const, feePaise: FEE };
    const expectedA1 = await tripChargeTotal(t.db, { ...toll, amountPaise: 16_500 });
    const expectedA2 = await tripChargeTotal(t.db, { ...toll, amountPaise: 9_550 });
    expect(lines.get(4)).toMatchObject({
      outcome: 'charged',
      bookingId: trip.booking.id,
      amountPaise: 16_500,
      plaza: 'KUMHARI TOLL PLAZA',
      reference: 'TXN-A1',
      totalPaise: expectedA1,
    });
    expect(lines.get(5)).toMatchObject({
      outcome: 'charged',
      plaza: 'DURG BYPASS',
      totalPaise: expectedA2,
    });
    const expectedB1 = await tripChargeTotal(t.db, {
      ...toll,
      bookingId: other.booking.id,
      amountPaise: 7_000,
    });
    expect(lines.get(12)).toMatchObject({ outcome: 'charged', bookingId: other.booking.id });
    expect(first.chargedPaise).toBe(expectedA1 + expectedA2 + expectedB1);
    expect(lines.get(6)).toMatchObject({ outcome: 'own_cost', bookingId: null });
    expect(lines.get(7)).toMatchObject({
      outcome: 'refused',
      reason: 'on_the_road',
      bookingId: onRoad.booking.id,
      chargeId: null,
    });
    expect([lines.get(8)?.reason, lines.get(9)?.reason]).toEqual(['not_your_car', 'not_your_car']);
    expect(lines.get(10)).toMatchObject({ outcome: 'skipped', reason: 'credit' });
    expect(lines.get(11)).toMatchObject({
      outcome: 'duplicate',
      reason: 'in_file',
      duplicateOfLine: 4,
    });
    expect(lines.get(13)).toMatchObject({ outcome: 'unreadable', reason: 'bad_time' });

    // One journal entry and one tax invoice for the booking's two tolls; the books balance.
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.bookingId, trip.booking.id),
          eq(journalEntries.event, 'trip_charge_billed'),
        ),
      );
    expect(entries).toHaveLength(1);
    const sums = net(await entriesOfBooking(t.db, trip.booking.id));
    expect(sums.pure_agent_recoveries).toBe(-(16_500 + 9_550));
    expect(sums.customer_receivables).toBe(expectedA1 + expectedA2);
    const tolls = net(
      (await entriesOfBooking(t.db, trip.booking.id)).filter(
        (e) => e.event === 'trip_charge_billed',
      ),
    );
    const feeAndGst =
      (tolls.extra_charge_revenue ?? 0) +
      (tolls.gst_output_cgst ?? 0) +
      (tolls.gst_output_sgst ?? 0);
    expect(-feeAndGst).toBe(expectedA1 + expectedA2 - 16_500 - 9_550);
    expect(expectedA1 - 16_500).toBeGreaterThan(FEE);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const charges = await t.db
      .select()
      .from(tripCharges)
      .where(eq(tripCharges.bookingId, trip.booking.id));
    expect(charges.map((c) => [c.sourceKey, c.feePaise, c.status])).toEqual(
      expect.arrayContaining([
        ['fastag:TXN-A1', FEE, 'billed'],
        ['fastag:TXN-A2', FEE, 'billed'],
      ]),
    );
    const [invoice] = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.number, charges[0]!.invoiceNumber!));
    expect(charges[1]!.invoiceNumber).toBe(invoice!.number);
    expect(invoice!.lines).toHaveLength(2);
    expect(invoice!.totalPaise).toBe(expectedA1 - 16_500 + (expectedA2 - 9_550));
    // The tolls are listed apart, at cost, outside the value of supply (decision 0058).
    expect(invoice!.reimbursedPaise).toBe(16_500 + 9_550);
    expect(invoice!.reimbursements.map((r) => [r.kind, r.place, r.amountPaise])).toEqual(
      expect.arrayContaining([
        ['toll', 'KUMHARI TOLL PLAZA', 16_500],
        ['toll', 'DURG BYPASS', 9_550],
      ]),
    );

    // The held deposit waits for the notice; each renter is told once, of all their tolls.
    const [held] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, trip.booking.id), eq(payments.kind, 'refund')));
    expect(held!.heldUntil!.getTime()).toBeGreaterThanOrEqual(charges[0]!.noticeEndsAt!.getTime());
    const told = (await mailsTo(trip.who.email)).filter((m) => m.includes('after your trip'));
    expect(told).toEqual([
      expect.stringContaining(
        `a charge of ${formatRupees(expectedA1 + expectedA2)} after your trip (booking #${trip.booking.id}`,
      ),
    ]);
    expect(
      (await mailsTo(other.who.email)).filter((m) => m.includes('after your trip')),
    ).toHaveLength(1);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'trip_charge.import'));
    expect(audit!.after).toMatchObject({ charged: 3, duplicate: 1, lines: 10 });

    // The same file again: nothing is charged, each line says where it went the first time.
    const entriesBefore = (await entriesOfBooking(t.db, trip.booking.id)).length;
    const chargesBefore = (await t.db.select().from(tripCharges)).length;
    const again = await imported(csv);
    expect(again.counts).toMatchObject({ charged: 0, own_cost: 0, duplicate: 5, refused: 1 });
    expect(byLine(again).get(4)).toMatchObject({
      outcome: 'duplicate',
      reason: 'imported',
      chargeId: lines.get(4)?.chargeId,
    });
    expect(byLine(again).get(6)).toMatchObject({
      reason: 'imported',
      chargeId: lines.get(6)?.chargeId,
    });
    expect(await entriesOfBooking(t.db, trip.booking.id)).toHaveLength(entriesBefore);
    expect(await t.db.select().from(tripCharges)).toHaveLength(chargesBefore);
  });

  it('two imports of one statement at once charge each toll once', async () => {
    const trip = await returnedTrip();
    const csv = statement([
      { at: ago(2 * HOUR), amount: '40.00', vehicle: trip.registration, id: 'TXN-TWICE-1' },
      { at: ago(3 * HOUR), amount: '45.00', vehicle: trip.registration, id: 'TXN-TWICE-2' },
    ]);
    const reports = (await Promise.all([upload(csv), upload(csv, manager)])).map(
      (r) => r.json() as FastagImportReport,
    );
    expect(reports.map((r) => r.counts.charged).sort()).toEqual([0, 2]);
    expect(reports.map((r) => r.counts.duplicate).sort()).toEqual([0, 2]);
    const charged = await t.db
      .select()
      .from(tripCharges)
      .where(eq(tripCharges.bookingId, trip.booking.id));
    expect(charged).toHaveLength(2);
    expect(net(await entriesOfBooking(t.db, trip.booking.id)).pure_agent_recoveries).toBe(-8_500);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('a toll billed with its statement, disputed and accepted, is taken back alone', async () => {
    const trip = await returnedTrip();
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Secret123') })
      .where(eq(users.id, trip.who.id));
    const cookie = await loginCookie(t.app, trip.who.email, 'Secret123');
    const report = await imported(
      statement([
        { at: ago(2 * HOUR), amount: '40.00', vehicle: trip.registration, id: 'TXN-DISPUTE-1' },
        { at: ago(3 * HOUR), amount: '45.00', vehicle: trip.registration, id: 'TXN-DISPUTE-2' },
      ]),
    );
    expect(report.counts.charged).toBe(2);
    const [first, second] = await t.db
      .select()
      .from(tripCharges)
      .where(eq(tripCharges.bookingId, trip.booking.id))
      .orderBy(tripCharges.id);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${trip.booking.id}/trip-charges/${first!.id}/dispute`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' },
      payload:
        '--B\r\nContent-Disposition: form-data; name="reason"\r\n\r\nI did not take that road that day.\r\n--B--\r\n',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/console/trip-charges/${first!.id}/dispute/decision`,
      headers: { cookie: manager },
      payload: { decision: 'accept', reason: 'The plaza refunded it.' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Only the disputed toll comes back: the other stays owed, at cost and with its fee.
    const sums = net(await entriesOfBooking(t.db, trip.booking.id));
    expect(sums.pure_agent_recoveries).toBe(-second!.amountPaise);
    expect(sums.customer_receivables).toBe(second!.totalPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('a toll recorded by hand with its transaction id is not charged again', async () => {
    const trip = await returnedTrip();
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/console/trip-charges',
      headers: { cookie: counter },
      payload: {
        registration: trip.registration,
        kind: 'toll',
        occurredAt: ago(2 * HOUR).toISOString(),
        amountPaise: 16_500,
        reference: 'txn-hand-1',
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const report = await imported(
      statement([
        { at: ago(2 * HOUR), amount: '165.00', vehicle: trip.registration, id: 'TXN-HAND-1' },
      ]),
    );
    expect(report.lines[0]).toMatchObject({
      outcome: 'duplicate',
      reason: 'recorded',
      chargeId: recorded.json().id,
    });
  });

  it('with no fee, a trip’s tolls are billed on one expense statement, no tax invoice', async () => {
    await setTollRules(0);
    try {
      const trip = await returnedTrip();
      const report = await imported(
        statement([
          { at: ago(2 * HOUR), amount: '120.00', vehicle: trip.registration, id: 'TXN-EX1' },
          {
            at: ago(90 * 60_000),
            amount: '85.00',
            description: 'FasTag Toll Payment at DURG BYPASS',
            vehicle: trip.registration,
            id: 'TXN-EX2',
          },
        ]),
      );
      expect(report.counts.charged).toBe(2);
      expect(report.chargedPaise).toBe(12_000 + 8_500);
      const docs = await t.db
        .select()
        .from(gstDocuments)
        .where(eq(gstDocuments.bookingId, trip.booking.id));
      const charged = docs.filter((d) => d.reimbursedPaise > 0);
      expect(charged).toHaveLength(1);
      expect(charged[0]).toMatchObject({
        docType: 'expense_statement',
        lines: [],
        taxablePaise: 0,
        totalPaise: 0,
        reimbursedPaise: 20_500,
        balancePaise: 20_500,
      });
      expect(charged[0]!.number).toMatch(/^EX\//);
      expect(await unbalancedEntries(t.db)).toEqual([]);
    } finally {
      await setTollRules();
    }
  });

  it('refuses what is not a statement, saying what to do', async () => {
    const excel = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]));
    expect(excel.statusCode).toBe(400);
    expect(excel.json().message).toBe(FASTAG_EXCEL_MESSAGE);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/console/trip-charges/fastag',
      headers: { cookie: counter },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(FASTAG_FILE_MISSING_MESSAGE);
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/console/trip-charges/fastag',
    });
    expect(customer.statusCode).toBe(401);
  });
});
