import { and, eq } from 'drizzle-orm';
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
import { cars, outboxMessages, payments, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { releaseDueDeposits } from './deposit-release.service.js';
import { postBookingPaid } from './journal.service.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { runDueSends } from '../reminders/reminders-test-helpers.js';

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

/** A Bhilai trip from five hours ago, returned now by the counter, with its customer signed in. */
async function returnedTrip() {
  const who = await customerWithDocuments(t.db, 'verified');
  const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + HOUR));
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, paid!));
  const base = `/api/console/bookings/${booking.id}`;
  const out = await as(counter, 'POST', `${base}/pickup`, { odometerKm: 100, fuelEighths: 8 });
  expect(out.statusCode, out.body).toBe(200);
  const back = await as(counter, 'POST', `${base}/return`, { odometerKm: 100, fuelEighths: 8 });
  expect(back.statusCode, back.body).toBe(200);
  const [car] = await t.db.select().from(cars).where(eq(cars.id, booking.carId));
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Secret123') })
    .where(eq(users.id, who.id));
  const cookie = await loginCookie(t.app, who.email, 'Secret123');
  return {
    who,
    booking,
    cookie,
    registration: car!.carNumber,
    refundId: back.json().refundPaymentId as number | null,
  };
}

const record = (payload: object, cookie = counter) =>
  as(cookie, 'POST', '/api/console/trip-charges', payload);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function mailsTo(email: string) {
  await t.events.idle();
  await runDueSends(t.db, t.jobs);
  const rows = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.recipient, email)));
  return rows.map((r) => r.text);
}

describe('charges after the trip', () => {
  it('bills a toll to the renter who had the car, with the fee, and the held deposit pays it at its release', async () => {
    await setRules({ depositHoldDays: 7, tollFeePaise: 5_000, chargeNoticeDays: 3 });
    const { who, booking, cookie, registration, refundId } = await returnedTrip();
    const toll = await record({
      registration: registration.toLowerCase(),
      kind: 'toll',
      occurredAt: ago(2 * HOUR),
      amountPaise: 16_500,
      place: 'Kumhari toll plaza',
      reference: 'TXN123',
    });
    expect(toll.statusCode, toll.body).toBe(201);
    const charge = toll.json() as RecordTripChargeResponse;
    expect(charge).toMatchObject({ status: 'billed', bookingId: booking.id, feePaise: 5_000 });
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
    const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + HOUR));
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

function multipart(data: Buffer, filename: string, type: string) {
  return Buffer.concat([
    Buffer.from(
      `--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n--B--\r\n'),
  ]);
}
