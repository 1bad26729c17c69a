import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRulesView } from '../../../shared/branch-rules.js';
import {
  DEPOSIT_RELEASE_PENDING_MESSAGE,
  depositStillHeldMessage,
} from '../../../shared/deposit-hold.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import { payments, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { mailsTo as mailsToOf } from '../reminders/reminders-test-helpers.js';
import { releaseDueDeposits } from './deposit-release.service.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';

// Issue 36, the deposit hold: a branch holds what is left of the deposit after the return for
// charges found later; the release job makes it payable back, through the journal.

const DAY = 86_400_000;
let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: manager } });
const get = (url: string) => t.app.inject({ url, headers: { cookie: manager } });

/** Bhilai's rules with its deposit hold set to `days`, as a manager saves them. */
async function holdDays(days: number) {
  const list = (await get('/api/console/branch-rules')).json() as { branches: BranchRulesView[] };
  const {
    branchId,
    branchName: _name,
    ...rules
  } = list.branches.find((b) => b.branchName === 'Bhilai')!;
  return t.app.inject({
    method: 'PUT',
    url: `/api/console/branches/${branchId}/rules`,
    headers: { cookie: manager },
    payload: { ...rules, depositHoldDays: days },
  });
}

/** A Bhilai booking picked up and returned now with a damage charge, by the counter. */
async function returned(damagePaise: number) {
  const who = await customerWithDocuments(t.db, 'verified');
  const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + 3_600_000));
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, paid!));
  const base = `/api/console/bookings/${booking.id}`;
  expect((await post(`${base}/pickup`, { odometerKm: 100, fuelEighths: 8 })).statusCode).toBe(200);
  const back = await post(`${base}/return`, {
    odometerKm: 100,
    fuelEighths: 8,
    damagePaise,
    damageNotes: 'Scratch',
  });
  expect(back.statusCode, back.body).toBe(200);
  const refundPaymentId = back.json().refundPaymentId as number;
  const row = async () =>
    (await t.db.select().from(payments).where(eq(payments.id, refundPaymentId)))[0]!;
  const money = async () => net(await entriesOfBooking(t.db, booking.id));
  return { who, booking, base, refundPaymentId, row, money };
}

const refundsToPay = async () =>
  ((await get('/api/console/refunds')).json() as { refunds: { paymentId: number }[] }).refunds.map(
    (r) => r.paymentId,
  );
const markPaid = (id: number, utr: string) => post(`/api/console/refunds/${id}/paid`, { utr });
const mailsTo = (email: string) => mailsToOf(t, email);
const release = (at: Date) => releaseDueDeposits({ db: t.db, events: t.events }, at);

describe('a deposit held after the return', () => {
  it('a manager sets the days, from 0 to 60', async () => {
    const tooLong = await holdDays(61);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The deposit hold cannot be more than 60.');
    const set = await holdDays(7);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().depositHoldDays).toBe(7);
  });

  it('stays a deposit held until its date, then the job makes it payable back and tells the customer', async () => {
    expect((await holdDays(7)).statusCode).toBe(200);
    const { who, booking, refundPaymentId, row, money } = await returned(10_000);
    const heldPaise = booking.depositPaise - 10_000;
    const held = await row();
    expect(held.amountPaise).toBe(heldPaise);
    expect(held.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(held.heldUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    // The customer's final bill says how much is held and until when.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Secret123') })
      .where(eq(users.id, who.id));
    const bill = await t.app.inject({
      url: `/api/account/bookings/${booking.id}/final-bill`,
      headers: { cookie: await loginCookie(t.app, who.email, 'Secret123') },
    });
    expect(bill.json().depositHold).toEqual({
      heldPaise,
      heldUntil: held.heldUntil!.toISOString(),
    });
    // So does the final bill mail.
    expect(await mailsTo(who.email)).toContainEqual(
      expect.stringContaining(
        `We hold ${formatRupees(heldPaise)} of your deposit until ${formatIstDayTime(held.heldUntil!)} for tolls`,
      ),
    );
    // The journal keeps it a deposit held, nothing payable yet.
    expect(await money()).toMatchObject({ deposits_held: -heldPaise });
    expect((await money()).refunds_payable).toBeUndefined();

    // Staff cannot pay it back yet: not in the list, and marking it paid is refused.
    expect(await refundsToPay()).not.toContain(refundPaymentId);
    const early = await markPaid(refundPaymentId, 'UTR0001');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(depositStillHeldMessage(formatIstDayTime(held.heldUntil!)));

    // A day before its date the job leaves it; on its date two runs at once release it once.
    expect(await release(new Date(held.heldUntil!.getTime() - DAY))).toBe(0);
    const at = new Date(held.heldUntil!.getTime() + 60_000);
    const runs = await Promise.all([release(at), release(at)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await row()).releasedAt).toEqual(at);
    const entries = await entriesOfBooking(t.db, booking.id);
    expect(entries.filter((e) => e.event === 'deposit_released')).toHaveLength(1);
    expect(net(entries)).toMatchObject({ refunds_payable: -heldPaise });
    expect(net(entries).deposits_held).toBeUndefined();

    // The customer is told on their channels; staff now pay it like any refund.
    expect(await mailsTo(who.email)).toContainEqual(
      expect.stringContaining(
        `the hold on your deposit for booking #${booking.id} has ended: ${formatRupees(heldPaise)} is on its way back to you.`,
      ),
    );
    expect(await refundsToPay()).toContain(refundPaymentId);
    expect((await markPaid(refundPaymentId, 'UTR0002')).statusCode).toBe(200);
    expect(await money()).not.toHaveProperty('refunds_payable');
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('settled early by staff: what is kept comes out of the deposit held, the rest is released', async () => {
    expect((await holdDays(7)).statusCode).toBe(200);
    const { booking, base, refundPaymentId, row, money } = await returned(0);
    const deposit = (await get(`${base}/deposit`)).json();
    expect(deposit).toMatchObject({
      heldPaise: booking.depositPaise,
      heldUntil: (await row()).heldUntil!.toISOString(),
    });
    const settled = await post(`${base}/deposit`, {
      returnPaise: booking.depositPaise - 25_000,
      reason: 'FASTag toll found after the trip',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ keptPaise: 25_000 });
    expect((await row()).releasedAt).not.toBeNull();
    const sums = await money();
    expect(sums.deposits_held).toBeUndefined();
    expect(sums.refunds_payable).toBe(-(booking.depositPaise - 25_000));
    expect(await refundsToPay()).toContain(refundPaymentId);
    // Nothing left for the job.
    expect(await release(new Date(Date.now() + 30 * DAY))).toBe(0);
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('once its date has passed, staff wait for the release job (it takes what is owed first), then pay it', async () => {
    expect((await holdDays(1)).statusCode).toBe(200);
    const { refundPaymentId, row, money } = await returned(0);
    await t.db
      .update(payments)
      .set({ heldUntil: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, refundPaymentId));
    // Paying it whole now would skip the charges after the trip the job takes from it.
    expect(await refundsToPay()).not.toContain(refundPaymentId);
    const early = await markPaid(refundPaymentId, 'UTR0003');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DEPOSIT_RELEASE_PENDING_MESSAGE);
    expect((await row()).releasedAt).toBeNull();

    expect(await release(new Date())).toBeGreaterThanOrEqual(1);
    expect(await refundsToPay()).toContain(refundPaymentId);
    const paid = await markPaid(refundPaymentId, 'UTR0004');
    expect(paid.statusCode, paid.body).toBe(200);
    const sums = await money();
    expect(sums.deposits_held).toBeUndefined();
    expect(sums.refunds_payable).toBeUndefined();
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });

  it('a branch that holds nothing makes the deposit payable at once, as before', async () => {
    expect((await holdDays(0)).statusCode).toBe(200);
    const { booking, refundPaymentId, row, money } = await returned(0);
    expect((await row()).heldUntil).toBeNull();
    expect(await money()).toMatchObject({ refunds_payable: -booking.depositPaise });
    expect(await refundsToPay()).toContain(refundPaymentId);
  });
});
