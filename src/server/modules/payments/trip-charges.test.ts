import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRulesView } from '../../../shared/branch-rules.js';
import { formatRupees } from '../../../shared/money.js';
import {
  CHALLAN_NUMBER_MESSAGE,
  CHARGE_CAR_NOT_FOUND_MESSAGE,
  CHARGE_IN_FUTURE_MESSAGE,
  chargeOnTheRoadMessage,
  type CustomerTripCharges,
  type RecordTripChargeResponse,
} from '../../../shared/trip-charges.js';
import {
  DISPUTE_TWICE_MESSAGE,
  disputeWindowClosedMessage,
} from '../../../shared/trip-charge-disputes.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import { bookings, cars, gstDocuments, payments, tripCharges } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { freeCar, returnedTrip as tripReturnedNow } from './trip-charge-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { releaseDueDeposits } from './deposit-release.service.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { mailsTo as mailsToOf } from '../reminders/reminders-test-helpers.js';

// Issue 36 item 2 (the trip-charges module, its money here): a toll, a challan or damage found after the trip is recorded against a car
// and a time; the renter who had the car then is billed, the deposit held pays it at release.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let t: TestApp;
let counter: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
});
afterAll(() => t.close());

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** Bhilai's rules with some changed, as a manager saves them (only the changed fields). */
async function setRules(change: Partial<BranchRulesView>) {
  const list = (await as(manager, 'GET', '/api/console/branch-rules')).json() as {
    branches: BranchRulesView[];
  };
  const {
    branchId,
    branchName: _n,
    ...rules
  } = list.branches.find((b) => b.branchName === 'Bhilai')!;
  const {
    tollFeePaise: _a,
    challanFeePaise: _b,
    damageFeePaise: _c,
    chargeNoticeDays: _d,
    ...old
  } = rules;
  const saved = await as(manager, 'PUT', `/api/console/branches/${branchId}/rules`, {
    ...old,
    ...change,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as BranchRulesView;
}

const returnedTrip = () => tripReturnedNow(t, counter);

const record = (payload: object, cookie = counter) =>
  as(cookie, 'POST', '/api/console/trip-charges', payload);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const mailsTo = (email: string) => mailsToOf(t, email);

describe('charges after the trip', () => {
  it('bills a toll to the renter who had the car, with the fee, and the held deposit pays it at its release', async () => {
    await setRules({ depositHoldDays: 7, tollFeePaise: 5_000, chargeNoticeDays: 3 });
    const { who, booking, cookie, registration, refundId } = await returnedTrip();
    const body = {
      registration: registration.toLowerCase(),
      kind: 'toll',
      occurredAt: ago(2 * HOUR),
      amountPaise: 16_500,
      place: 'Kumhari toll plaza',
      reference: 'TXN123',
    };
    // Before confirming, staff see what it will do; nothing is written.
    const preview = await as(counter, 'POST', '/api/console/trip-charges/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      status: 'billed',
      bookingId: booking.id,
      customerName: who.name,
      feePaise: 5_000,
      depositHeldPaise: booking.depositPaise,
    });
    expect(net(await entriesOfBooking(t.db, booking.id)).customer_receivables).toBeUndefined();
    const toll = await record(body);
    expect(toll.statusCode, toll.body).toBe(201);
    const charge = toll.json() as RecordTripChargeResponse;
    expect(charge).toMatchObject({
      status: 'billed',
      bookingId: booking.id,
      feePaise: 5_000,
      totalPaise: preview.json().totalPaise,
      owedPaise: preview.json().totalPaise,
    });
    // The fee is a taxable supply (GST on it when prices exclude it); the toll is at cost.
    expect(charge.totalPaise).toBeGreaterThanOrEqual(16_500 + 5_000);
    expect(charge.message).toBe(
      `${formatRupees(charge.totalPaise)} is charged to booking #${booking.id}; the customer is told.`,
    );
    expect(charge.invoiceNumber).toMatch(/\S/);
    const noticeEnds = new Date(charge.noticeEndsAt!).getTime();
    expect(noticeEnds).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);

    // The journal: the renter owes the total, the toll is a recovery (never income).
    const sums = net(await entriesOfBooking(t.db, booking.id));
    expect(sums.pure_agent_recoveries).toBe(-16_500);
    expect(sums.customer_receivables).toBe(charge.totalPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);

    // The renter sees it with its evidence and is told by their channel.
    const file = await t.app.inject({
      method: 'POST',
      url: `/api/console/trip-charges/${charge.id}/evidence`,
      headers: { cookie: counter, 'content-type': 'multipart/form-data; boundary=B' },
      payload: multipart(PNG, 'receipt.png', 'image/png'),
    });
    expect(file.statusCode, file.body).toBe(201);
    const mine = (
      await as(cookie, 'GET', `/api/bookings/${booking.id}/trip-charges`)
    ).json() as CustomerTripCharges;
    expect(mine).toMatchObject({
      owedPaise: charge.totalPaise,
      depositHeldPaise: booking.depositPaise,
    });
    expect(mine.charges).toHaveLength(1);
    const [evidence] = mine.charges[0]!.evidence;
    const opened = await as(cookie, 'GET', evidence!.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(await mailsTo(who.email)).toContainEqual(
      expect.stringContaining(
        `a charge of ${formatRupees(charge.totalPaise)} after your trip (booking #${booking.id}`,
      ),
    );

    // Another customer sees neither the charges nor the file.
    const other = await returnedTrip();
    expect(
      (await as(other.cookie, 'GET', `/api/bookings/${booking.id}/trip-charges`)).statusCode,
    ).toBe(404);
    expect((await as(other.cookie, 'GET', evidence!.url)).statusCode).toBe(404);

    // The deposit is held at least until the notice ends; then the job takes the charge from it.
    const [held] = await t.db.select().from(payments).where(eq(payments.id, refundId!));
    expect(held!.heldUntil!.getTime()).toBeGreaterThanOrEqual(noticeEnds);
    const at = new Date(held!.heldUntil!.getTime() + 60_000);
    expect(await releaseDueDeposits({ db: t.db, events: t.events }, at)).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, refundId!));
    expect(after!.amountPaise).toBe(booking.depositPaise - charge.totalPaise);
    const settled = net(await entriesOfBooking(t.db, booking.id));
    expect(settled.customer_receivables).toBeUndefined();
    expect(settled.deposits_held).toBeUndefined();
    expect(settled.refunds_payable).toBe(-(booking.depositPaise - charge.totalPaise));
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const now = (await as(cookie, 'GET', `/api/bookings/${booking.id}/trip-charges`)).json();
    expect(now).toMatchObject({ owedPaise: 0, depositHeldPaise: 0, depositHeldUntil: null });
    expect(now.charges[0].owedPaise).toBe(0);
  });

  it('a challan between two rentals is the business’s own: nobody is billed', async () => {
    const { registration } = await returnedTrip();
    const challan = await record({
      registration,
      kind: 'challan',
      occurredAt: ago(10 * DAY),
      amountPaise: 50_000,
      reference: 'CG07-2026-001',
      offence: 'Red light jumping',
      place: 'Supela chowk',
    });
    expect(challan.statusCode, challan.body).toBe(201);
    expect(challan.json()).toMatchObject({
      status: 'business',
      bookingId: null,
      totalPaise: 0,
      feePaise: 0,
    });
    expect(challan.json().message).toBe(
      `No renter had the car then: ${formatRupees(50_000)} is the business’s own cost.`,
    );
  });

  it('refuses a charge while the car is still out on the booking, and bad input, writing nothing', async () => {
    const who = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(
      t.db,
      who.id,
      'Bhilai',
      new Date(Date.now() + HOUR),
      await freeCar(t),
    );
    const [car] = await t.db.select().from(cars).where(eq(cars.id, booking.carId));
    const before = (await as(counter, 'GET', '/api/console/trip-charges')).json().charges.length;
    const onRoad = await record({
      registration: car!.carNumber,
      kind: 'damage',
      occurredAt: ago(HOUR),
      amountPaise: 100_000,
      note: 'Dent on the rear door',
    });
    expect(onRoad.statusCode).toBe(409);
    const previewed = await as(counter, 'POST', '/api/console/trip-charges/preview', {
      registration: car!.carNumber,
      kind: 'toll',
      occurredAt: ago(HOUR),
      amountPaise: 500,
    });
    expect(previewed.statusCode).toBe(409);
    expect(onRoad.json()).toMatchObject({
      message: chargeOnTheRoadMessage(booking.id),
      field: 'occurredAt',
    });

    const challan = await record({
      registration: car!.carNumber,
      kind: 'challan',
      occurredAt: ago(DAY),
      amountPaise: 500,
    });
    expect(challan.statusCode).toBe(400);
    expect(challan.json().message).toBe(CHALLAN_NUMBER_MESSAGE);
    const future = await record({
      registration: car!.carNumber,
      kind: 'toll',
      occurredAt: new Date(Date.now() + DAY).toISOString(),
      amountPaise: 500,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(CHARGE_IN_FUTURE_MESSAGE);
    const unknown = await record({
      registration: 'MH 01 ZZ 9999',
      kind: 'toll',
      occurredAt: ago(DAY),
      amountPaise: 500,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHARGE_CAR_NOT_FOUND_MESSAGE);
    // Another branch's car is not this counter's to charge.
    const [raipurCar] = await t.db.select().from(cars).where(eq(cars.branchId, 3)).limit(1);
    const elsewhere = await record({
      registration: raipurCar!.carNumber,
      kind: 'toll',
      occurredAt: ago(DAY),
      amountPaise: 500,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await as(counter, 'GET', '/api/console/trip-charges')).json().charges).toHaveLength(
      before,
    );
    // Its car goes back to the pool for the next trips of this file.
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, booking.id));
  });

  it('a charge after the deposit went back is paid by the link only', async () => {
    await setRules({ depositHoldDays: 0, damageFeePaise: 0 });
    const { booking, cookie, registration } = await returnedTrip();
    const damage = await record({
      registration,
      kind: 'damage',
      occurredAt: ago(3 * HOUR),
      amountPaise: 200_000,
      note: 'Cracked bumper found at the wash',
    });
    expect(damage.statusCode, damage.body).toBe(201);
    const mine = (await as(cookie, 'GET', `/api/bookings/${booking.id}/trip-charges`)).json();
    expect(mine).toMatchObject({ owedPaise: damage.json().totalPaise, depositHeldPaise: 0 });
    // Damage is a taxable supply: extra-charge revenue, nothing at cost.
    const sums = net(await entriesOfBooking(t.db, booking.id));
    expect(sums.pure_agent_recoveries).toBeUndefined();
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });
});

describe('disputes of charges after the trip', () => {
  /** A challan charged to a trip returned now, with the branch holding the deposit. */
  async function challanCharged() {
    await setRules({ depositHoldDays: 7, challanFeePaise: 10_000, chargeDisputeDays: 7 });
    const trip = await returnedTrip();
    const charged = await record({
      registration: trip.registration,
      kind: 'challan',
      occurredAt: ago(HOUR),
      amountPaise: 50_000,
      reference: 'CG07-2026-777',
      offence: 'Over-speeding',
    });
    expect(charged.statusCode, charged.body).toBe(201);
    return { ...trip, charge: charged.json() as RecordTripChargeResponse };
  }
  const dispute = (
    cookie: string,
    bookingId: number,
    chargeId: number,
    reason: string,
    file?: Buffer,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/trip-charges/${chargeId}/dispute`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' },
      payload: Buffer.concat([
        Buffer.from(`--B\r\nContent-Disposition: form-data; name="reason"\r\n\r\n${reason}\r\n`),
        ...(file
          ? [
              Buffer.from(
                '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
              ),
              file,
              Buffer.from('\r\n'),
            ]
          : []),
        Buffer.from('--B--\r\n'),
      ]),
    });
  const decide = (
    cookie: string,
    chargeId: number,
    decision: 'accept' | 'reject',
    reason: string,
  ) =>
    as(cookie, 'POST', `/api/console/trip-charges/${chargeId}/dispute/decision`, {
      decision,
      reason,
    });

  it('the renter disputes once; the deposit stays held while it is open; rejected, the deposit pays it', async () => {
    const { who, booking, cookie, charge, refundId } = await challanCharged();
    const opened = await dispute(
      cookie,
      booking.id,
      charge.id,
      'I was in Raipur at that time, not on this road.',
      PNG,
    );
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().dispute).toMatchObject({ status: 'open', decisionReason: null });
    expect((await as(cookie, 'GET', opened.json().dispute.fileUrl)).statusCode).toBe(200);
    const twice = await dispute(cookie, booking.id, charge.id, 'Again, I was not there at all.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DISPUTE_TWICE_MESSAGE);
    const other = await returnedTrip();
    expect(
      (await dispute(other.cookie, booking.id, charge.id, 'Not my charge to dispute.')).statusCode,
    ).toBe(404);

    // Open: the deposit is not released even after its date.
    const [held] = await t.db.select().from(payments).where(eq(payments.id, refundId!));
    const after = new Date(held!.heldUntil!.getTime() + DAY);
    await releaseDueDeposits({ db: t.db, events: t.events }, after);
    const [still] = await t.db.select().from(payments).where(eq(payments.id, refundId!));
    expect(still!.releasedAt).toBeNull();

    // Counter staff cannot decide; the manager rejects it with a reason, and the renter is told.
    const byCounter = await decide(counter, charge.id, 'reject', 'Camera photo shows the car.');
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().message).toBe(MANAGER_ONLY_MESSAGE);
    const rejected = await decide(manager, charge.id, 'reject', 'The camera photo shows this car.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'billed', dispute: { status: 'rejected' } });
    expect((await decide(manager, charge.id, 'accept', 'Changed my mind.')).statusCode).toBe(409);
    expect(await mailsTo(who.email)).toContainEqual(
      expect.stringContaining('is rejected: The camera photo shows this car.'),
    );

    // Decided: the release takes the charge from the deposit and returns the rest.
    await releaseDueDeposits({ db: t.db, events: t.events }, after);
    const [released] = await t.db.select().from(payments).where(eq(payments.id, refundId!));
    expect(released!.releasedAt).not.toBeNull();
    expect(released!.amountPaise).toBe(booking.depositPaise - charge.totalPaise);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('accepted, the charge is taken back with a credit note, and what was paid of it is refunded', async () => {
    await setRules({ depositHoldDays: 0 });
    const trip = await returnedTrip();
    const charged = await record({
      registration: trip.registration,
      kind: 'damage',
      occurredAt: ago(HOUR),
      amountPaise: 120_000,
      note: 'Scratch on the bonnet',
    });
    const charge = charged.json() as RecordTripChargeResponse;
    // The renter paid it at the counter before disputing.
    const paid = await as(
      counter,
      'POST',
      `/api/console/bookings/${trip.booking.id}/collect-balance`,
      {
        method: 'upi',
        amountPaise: charge.totalPaise,
        reference: 'UPI123',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const opened = await dispute(
      trip.cookie,
      trip.booking.id,
      charge.id,
      'The scratch was there at pickup: see the photo.',
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const accepted = await decide(
      manager,
      charge.id,
      'accept',
      'The pickup photos show the scratch.',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'reversed',
      owedPaise: 0,
      dispute: { status: 'accepted' },
    });
    const sums = net(await entriesOfBooking(t.db, trip.booking.id));
    expect(sums.customer_receivables).toBeUndefined();
    expect(sums.extra_charge_revenue).toBeUndefined();
    // The deposit went back at the return (no hold); the charge paid comes back on top.
    expect(sums.refunds_payable).toBe(-(trip.booking.depositPaise + charge.totalPaise));
    const notes = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.bookingId, trip.booking.id));
    expect(
      notes.some(
        (d) => d.docType === 'credit_note' && d.number === accepted.json().dispute.creditNoteNumber,
      ),
    ).toBe(true);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('refuses a dispute after the branch’s window', async () => {
    const { booking, cookie, charge } = await challanCharged();
    const recordedAt = new Date(Date.now() - 8 * DAY);
    await t.db.update(tripCharges).set({ recordedAt }).where(eq(tripCharges.id, charge.id));
    const late = await dispute(cookie, booking.id, charge.id, 'I only saw this charge today.');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      disputeWindowClosedMessage(formatIstDayTime(new Date(recordedAt.getTime() + 7 * DAY))),
    );
  });
});

function multipart(data: Buffer, filename: string, type: string) {
  return Buffer.concat([
    Buffer.from(
      `--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n--B--\r\n'),
  ]);
}
