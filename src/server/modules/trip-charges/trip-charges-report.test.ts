import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import {
  TRIP_CHARGES_REPORT_RANGE_MESSAGE,
  tripChargesReportRowSchema,
  type TripChargesReport,
  type TripChargesReportRow,
} from '../../../shared/trip-charges-report.js';
import type { RecordTripChargeResponse } from '../../../shared/trip-charges.js';
import { tripCharges, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { ago, chargesDesk } from './trip-charges-test-helpers.js';

// Issue 36 item 5: the report of charges after trips by kind, collected, disputed, written off.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let desk: Awaited<ReturnType<typeof chargesDesk>>;
const today = istDate(new Date());
/** The charges of the period, set up once through the console's and the renter's routes. */
const set = {} as Record<
  'own' | 'paidToll' | 'accepted' | 'rejected' | 'writtenOff',
  RecordTripChargeResponse
>;

async function renterCookie(who: { id: number; email: string }) {
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Secret123') })
    .where(eq(users.id, who.id));
  return loginCookie(t.app, who.email, 'Secret123');
}

async function disputeAndDecide(
  trip: Awaited<ReturnType<typeof desk.returnedTrip>>,
  chargeId: number,
  decision: 'accept' | 'reject',
) {
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${trip.booking.id}/trip-charges/${chargeId}/dispute`,
    headers: {
      cookie: await renterCookie(trip.who),
      'content-type': 'multipart/form-data; boundary=B',
    },
    payload:
      '--B\r\nContent-Disposition: form-data; name="reason"\r\n\r\nThe car was back at the branch by then.\r\n--B--\r\n',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const decided = await desk.as(
    desk.manager,
    'POST',
    `/api/console/trip-charges/${chargeId}/dispute/decision`,
    { decision, reason: 'Checked the return time on the handover sheet.' },
  );
  expect(decided.statusCode, decided.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  desk = await chargesDesk(t);
  await desk.setRules({
    depositHoldDays: 0,
    tollFeePaise: 5_000,
    challanFeePaise: 10_000,
    damageFeePaise: 0,
    chargeDisputeDays: 7,
  });
  const toll = { kind: 'toll', occurredAt: ago(HOUR), amountPaise: 16_500 };
  const challan = {
    kind: 'challan',
    occurredAt: ago(HOUR),
    reference: 'CG07-77',
    offence: 'Speed',
  };

  // A toll between two rentals: the business's own.
  const first = await desk.returnedTrip();
  set.own = await desk.charge({
    ...toll,
    registration: first.registration,
    occurredAt: ago(9 * DAY),
  });
  // A toll billed and paid at the counter.
  set.paidToll = await desk.charge({ ...toll, registration: first.registration });
  const paid = await desk.as(
    desk.counter,
    'POST',
    `/api/console/bookings/${first.booking.id}/collect-balance`,
    { method: 'cash', amountPaise: set.paidToll.totalPaise, reference: '' },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  // A challan disputed and accepted (reversed), and one whose dispute was rejected (unpaid).
  const second = await desk.returnedTrip();
  set.accepted = await desk.charge({
    ...challan,
    registration: second.registration,
    amountPaise: 50_000,
  });
  await disputeAndDecide(second, set.accepted.id, 'accept');
  const third = await desk.returnedTrip();
  set.rejected = await desk.charge({
    ...challan,
    registration: third.registration,
    amountPaise: 30_000,
  });
  await disputeAndDecide(third, set.rejected.id, 'reject');
  // Damage, ₹500 of it paid, the rest written off.
  const fourth = await desk.returnedTrip();
  set.writtenOff = await desk.charge({
    kind: 'damage',
    registration: fourth.registration,
    occurredAt: ago(HOUR),
    amountPaise: 200_000,
    note: 'Cracked bumper found at the wash',
  });
  await desk.as(
    desk.counter,
    'POST',
    `/api/console/bookings/${fourth.booking.id}/collect-balance`,
    {
      method: 'upi',
      amountPaise: 50_000,
      reference: 'UPI555',
    },
  );
  const written = await desk.as(
    desk.manager,
    'POST',
    `/api/console/trip-charges/${set.writtenOff.id}/write-off`,
    { reason: 'The renter left the country; not worth pursuing.' },
  );
  expect(written.statusCode, written.body).toBe(200);
});
afterAll(() => t.close());

const report = (query: string, cookie = desk.manager) =>
  desk.as(cookie, 'GET', `/api/console/trip-charges/report?${query}`);
const rowOf = (r: TripChargesReport, kind: TripChargesReportRow['kind']) =>
  r.rows.find((row) => row.kind === kind)!;

/** Every figure zero. */
const NOTHING = Object.fromEntries(
  Object.keys(tripChargesReportRowSchema.shape)
    .filter((key) => key !== 'kind')
    .map((key) => [key, 0]),
);

describe('the report of charges after trips', () => {
  it('counts each kind: own cost, billed, collected, still owed, disputed and written off', async () => {
    const res = await report(`from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TripChargesReport;
    expect(body.rows.map((r) => r.kind)).toEqual(['toll', 'challan', 'damage', 'total']);
    expect(rowOf(body, 'toll')).toEqual({
      ...NOTHING,
      kind: 'toll',
      ownCount: 1,
      ownPaise: 16_500,
      billedCount: 1,
      billedPaise: set.paidToll.totalPaise,
      collectedPaise: set.paidToll.totalPaise,
    });
    expect(rowOf(body, 'challan')).toEqual({
      ...NOTHING,
      kind: 'challan',
      billedCount: 2,
      billedPaise: set.accepted.totalPaise + set.rejected.totalPaise,
      owedPaise: set.rejected.totalPaise,
      disputeRejectedCount: 1,
      disputeRejectedPaise: set.rejected.totalPaise,
      reversedCount: 1,
      reversedPaise: set.accepted.totalPaise,
    });
    const damage = set.writtenOff.totalPaise;
    expect(rowOf(body, 'damage')).toEqual({
      ...NOTHING,
      kind: 'damage',
      billedCount: 1,
      billedPaise: damage,
      collectedPaise: 50_000,
      writtenOffCount: 1,
      writtenOffPaise: damage - 50_000,
    });
    const total = rowOf(body, 'total');
    expect(total).toMatchObject({
      ownCount: 1,
      billedCount: 4,
      collectedPaise: set.paidToll.totalPaise + 50_000,
      owedPaise: set.rejected.totalPaise,
      reversedCount: 1,
      writtenOffCount: 1,
    });
  });

  it('takes the charges recorded on the period’s IST dates, of the branch asked', async () => {
    // Recorded at 11:59 pm IST the day before: yesterday's, not today's.
    const lastNight = new Date(istInstant(today, '00:00').getTime() - 60_000);
    await t.db
      .update(tripCharges)
      .set({ recordedAt: lastNight })
      .where(eq(tripCharges.id, set.own.id));
    const todays = (await report(`from=${today}&to=${today}`)).json() as TripChargesReport;
    expect(rowOf(todays, 'toll').ownCount).toBe(0);
    const yesterday = addDays(today, -1);
    const both = (await report(`from=${yesterday}&to=${today}`)).json() as TripChargesReport;
    expect(rowOf(both, 'toll').ownCount).toBe(1);

    const raipur = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
    const theirs = (await report(`from=${yesterday}&to=${today}`, raipur)).json();
    expect(rowOf(theirs, 'total')).toEqual({ ...NOTHING, kind: 'total' });
    const admin = (await staffCookie(t.app, t.db, null)).cookie;
    const all = (await report(`from=${yesterday}&to=${today}`, admin)).json();
    expect(rowOf(all, 'total').billedCount).toBe(4);
  });

  it('is a manager’s: counter staff are refused, and a bad period is said so', async () => {
    const byCounter = await report(`from=${today}&to=${today}`, desk.counter);
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().message).toBe(MANAGER_ONLY_MESSAGE);
    for (const query of [
      `from=${today}&to=${addDays(today, -1)}`,
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const bad = await report(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toBe(TRIP_CHARGES_REPORT_RANGE_MESSAGE);
    }
  });

  it('downloads the same figures as CSV', async () => {
    const res = await desk.as(
      desk.manager,
      'GET',
      `/api/console/trip-charges/report.csv?from=${today}&to=${today}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trip-charges-${today}-to-${today}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^from,to,kind,own_cost_count,own_cost_inr,billed_count,/);
    const damage = lines.find((l) => l.includes(',damage,'))!.split(',');
    expect(damage.slice(5, 8)).toEqual([
      '1',
      (set.writtenOff.totalPaise / 100).toFixed(2),
      '500.00',
    ]);
  });
});
