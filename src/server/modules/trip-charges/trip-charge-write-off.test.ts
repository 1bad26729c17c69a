import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import {
  WRITE_OFF_DISPUTED_MESSAGE,
  WRITE_OFF_OWN_COST_MESSAGE,
  WRITE_OFF_PAID_MESSAGE,
  WRITE_OFF_REASON_MESSAGE,
  WRITE_OFF_TWICE_MESSAGE,
  chargeWrittenOffMessage,
  writeOffDepositHeldMessage,
} from '../../../shared/trip-charge-write-off.js';
import type { CustomerTripCharges } from '../../../shared/trip-charges.js';
import { auditLog, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { entriesOfBooking, net, unbalancedEntries } from '../payments/journal-test-helpers.js';
import { ago, chargesDesk } from './trip-charges-test-helpers.js';

// Issue 36 item 5: a manager writes off what a renter never paid of a charge after the trip.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REASON = 'Renter unreachable for 90 days; the amount is too small to pursue.';

let t: TestApp;
let desk: Awaited<ReturnType<typeof chargesDesk>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  desk = await chargesDesk(t);
});
afterAll(() => t.close());

const writeOff = (chargeId: number, reason = REASON, cookie = desk.manager) =>
  desk.as(cookie, 'POST', `/api/console/trip-charges/${chargeId}/write-off`, { reason });
const preview = (chargeId: number, cookie = desk.manager) =>
  desk.as(cookie, 'POST', `/api/console/trip-charges/${chargeId}/write-off/preview`);

/** A challan charged to a trip returned now (the branch's deposit hold as set before). */
async function challanCharged() {
  const trip = await desk.returnedTrip();
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Secret123') })
    .where(eq(users.id, trip.who.id));
  const cookie = await loginCookie(t.app, trip.who.email, 'Secret123');
  const charge = await desk.charge({
    registration: trip.registration,
    kind: 'challan',
    occurredAt: ago(HOUR),
    amountPaise: 50_000,
    reference: 'CG07-2026-901',
    offence: 'Over-speeding',
  });
  return { ...trip, cookie, charge };
}

const collect = (bookingId: number, amountPaise: number) =>
  desk.as(desk.counter, 'POST', `/api/console/bookings/${bookingId}/collect-balance`, {
    method: 'upi',
    amountPaise,
    reference: `UPI${bookingId}${amountPaise}`,
  });

describe('writing off a charge after the trip', () => {
  it('a manager writes off the unpaid part of a challan once the deposit went back', async () => {
    await desk.setRules({ depositHoldDays: 7, challanFeePaise: 10_000, chargeNoticeDays: 3 });
    const { booking, cookie, charge } = await challanCharged();
    // The branch gives the whole deposit back early: the charge is left to the link.
    const held = (
      await desk.as(desk.counter, 'GET', `/api/console/bookings/${booking.id}/deposit`)
    ).json() as { heldPaise: number };
    const returned = await desk.as(
      desk.counter,
      'POST',
      `/api/console/bookings/${booking.id}/deposit`,
      { returnPaise: held.heldPaise },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    // The renter paid ₹200 of it at the counter; the rest is never paid.
    expect((await collect(booking.id, 20_000)).statusCode).toBe(200);
    const unpaid = charge.totalPaise - 20_000;
    const receivableBefore = net(await entriesOfBooking(t.db, booking.id)).customer_receivables;
    expect(receivableBefore).toBe(unpaid);

    // Counter staff may neither ask nor write off.
    const byCounter = await writeOff(charge.id, REASON, desk.counter);
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().message).toBe(MANAGER_ONLY_MESSAGE);
    expect((await preview(charge.id, desk.counter)).statusCode).toBe(403);
    // Another branch's manager does not find it.
    const raipur = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
    expect((await writeOff(charge.id, REASON, raipur)).statusCode).toBe(404);

    // The preview names the unpaid part; nothing is written.
    const asked = await preview(charge.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      chargeId: charge.id,
      bookingId: booking.id,
      totalPaise: charge.totalPaise,
      unpaidPaise: unpaid,
    });
    expect(net(await entriesOfBooking(t.db, booking.id)).bad_debts).toBeUndefined();

    const short = await writeOff(charge.id, 'Too bad');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: WRITE_OFF_REASON_MESSAGE, field: 'reason' });

    const done = await writeOff(charge.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      id: charge.id,
      status: 'written_off',
      owedPaise: 0,
      writeOff: { paise: unpaid, reason: REASON },
      message: chargeWrittenOffMessage(charge.id, formatRupees(unpaid), booking.id),
    });

    // The journal: a bad debt of the unpaid part, the receivable gone; what was paid stays.
    const entries = await entriesOfBooking(t.db, booking.id);
    const entry = entries.find((e) => e.event === 'trip_charge_written_off');
    expect(entry?.lines).toEqual({ bad_debts: unpaid, customer_receivables: -unpaid });
    expect(net(entries).customer_receivables).toBeUndefined();
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'trip_charge.write_off'), eq(auditLog.recordId, `${charge.id}`)),
      );
    expect(audit).toMatchObject({
      recordType: 'trip_charge',
      after: { status: 'written_off', writtenOffPaise: unpaid, reason: REASON },
    });

    // The renter sees it written off and owes nothing for it.
    const mine = (
      await desk.as(cookie, 'GET', `/api/bookings/${booking.id}/trip-charges`)
    ).json() as CustomerTripCharges;
    expect(mine.owedPaise).toBe(0);
    expect(mine.charges[0]).toMatchObject({ id: charge.id, status: 'written_off', owedPaise: 0 });
    expect(mine.charges[0]).not.toHaveProperty('writeOff');

    // Once is enough.
    const again = await writeOff(charge.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WRITE_OFF_TWICE_MESSAGE);
    expect((await preview(charge.id)).json().message).toBe(WRITE_OFF_TWICE_MESSAGE);
  });

  it('refuses while the deposit is held: its release pays the charge', async () => {
    await desk.setRules({ depositHoldDays: 7 });
    const { booking, cookie, charge } = await challanCharged();
    const mine = (
      await desk.as(cookie, 'GET', `/api/bookings/${booking.id}/trip-charges`)
    ).json() as CustomerTripCharges;
    const message = writeOffDepositHeldMessage(
      booking.id,
      formatIstDayTime(new Date(mine.depositHeldUntil!)),
    );
    const asked = await preview(charge.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(message);
    const refused = await writeOff(charge.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(message);
    expect(net(await entriesOfBooking(t.db, booking.id)).bad_debts).toBeUndefined();
    const listed = (await desk.as(desk.manager, 'GET', '/api/console/trip-charges')).json();
    expect(listed.charges.find((c: { id: number }) => c.id === charge.id)).toMatchObject({
      status: 'billed',
      writeOff: null,
    });
  });

  it('refuses while the renter’s dispute is open', async () => {
    await desk.setRules({ depositHoldDays: 0, chargeDisputeDays: 7 });
    const { booking, cookie, charge } = await challanCharged();
    const disputed = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/trip-charges/${charge.id}/dispute`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' },
      payload:
        '--B\r\nContent-Disposition: form-data; name="reason"\r\n\r\nI was not driving on that road at all.\r\n--B--\r\n',
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    for (const res of [await preview(charge.id), await writeOff(charge.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(WRITE_OFF_DISPUTED_MESSAGE);
    }
  });

  it('refuses a charge that was paid, and the business’s own cost', async () => {
    await desk.setRules({ depositHoldDays: 0 });
    const { booking, registration, charge } = await challanCharged();
    expect((await collect(booking.id, charge.totalPaise)).statusCode).toBe(200);
    for (const res of [await preview(charge.id), await writeOff(charge.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(WRITE_OFF_PAID_MESSAGE);
    }
    const own = await desk.charge({
      registration,
      kind: 'toll',
      occurredAt: ago(20 * DAY),
      amountPaise: 9_000,
    });
    expect(own.status).toBe('business');
    expect((await writeOff(own.id)).json().message).toBe(WRITE_OFF_OWN_COST_MESSAGE);
  });

  it('of two write-offs at once, one writes the bad debt and the other is refused', async () => {
    await desk.setRules({ depositHoldDays: 0 });
    const { booking, charge } = await challanCharged();
    const both = await Promise.all([writeOff(charge.id), writeOff(charge.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(WRITE_OFF_TWICE_MESSAGE);
    const entries = await entriesOfBooking(t.db, booking.id);
    expect(entries.filter((e) => e.event === 'trip_charge_written_off')).toHaveLength(1);
    expect(net(entries).bad_debts).toBe(charge.totalPaise);
  });
});
