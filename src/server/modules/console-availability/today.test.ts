import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar, TodayBoard } from '../../../shared/console-availability.js';
import { addDays, istDate } from '../../../shared/time.js';
import { NOT_VERIFIED_PICKUP_MESSAGE } from '../../../shared/console-bookings.js';
import { LICENCE_NOT_RECORDED_PICKUP_MESSAGE } from '../../../shared/driver-rules.js';
import { hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let counter: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
});
afterAll(() => t.close());

const board = async () => {
  const res = await t.app.inject({
    url: `/api/console/today?branchId=${await branchId(t.db, 'Bhilai')}`,
    headers: { cookie: counter },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TodayBoard>();
};

describe("today's board", () => {
  it('takes a handed-over car off the pickups; states show who has the car', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    // Picks up a minute from now, drops six hours later.
    const { booking } = await paidBooking(
      t.db,
      customer.id,
      'Bhilai',
      hoursAfter(new Date(), 6 + 1 / 60),
    );
    const before = await board();
    const entry = before.pickups.find((e) => e.bookingId === booking.id);
    expect(entry).toMatchObject({
      state: 'waiting',
      customerId: customer.id,
      customerRefused: false,
      pickupProblem: null,
    });

    const pickup = await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${booking.id}/pickup`,
      payload: { odometerKm: 10, fuelEighths: 8 },
      headers: { cookie: counter },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const after = await board();
    expect(after.pickups.map((e) => e.bookingId)).not.toContain(booking.id);
  });

  it('marks an overdue car and lists customers whose documents wait for review', async () => {
    const late = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, late.id, 'Bhilai', hoursAfter(new Date(), -2));
    await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${booking.id}/pickup`,
      payload: { odometerKm: 10, fuelEighths: 8 },
      headers: { cookie: counter },
    });
    const waiting = await customerWithDocuments(t.db, 'pending');
    await paidBooking(t.db, waiting.id, 'Bhilai', hoursAfter(new Date(), 48));
    const b = await board();
    expect(b.overdue.find((e) => e.bookingId === booking.id)?.state).toBe('overdue');
    const docs = b.documentsWaiting.find((d) => d.customerId === waiting.id);
    expect(docs?.kinds.sort()).toEqual(['id_proof_img', 'licence_img']);
    expect(b.documentsWaiting.map((d) => d.customerId)).not.toContain(late.id);
  });
});

describe('the calendar', () => {
  it('colours bars by state: confirmed, picked up, overdue, blocked papers', async () => {
    const bhilai = await branchId(t.db, 'Bhilai');
    const manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
    const customer = await customerWithDocuments(t.db, 'verified');
    const waiting = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), 30));
    const late = await paidBooking(t.db, customer.id, 'Bhilai', hoursAfter(new Date(), -1));
    await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${late.booking.id}/pickup`,
      payload: { odometerKm: 10, fuelEighths: 8 },
      headers: { cookie: manager },
    });
    const today = istDate(new Date());
    await t.app.inject({
      method: 'PUT',
      url: `/api/console/cars/${waiting.car.id}/compliance`,
      headers: { cookie: manager },
      payload: {
        registrationExpiresOn: null,
        insuranceExpiresOn: addDays(today, 3),
        pucExpiresOn: null,
        permitExpiresOn: null,
        lastServiceOn: null,
        serviceDueOn: null,
        serviceDueKm: null,
        odometerKm: null,
      },
    });
    const res = await t.app.inject({
      url: `/api/console/calendar?branchId=${bhilai}&from=${addDays(today, -1)}&view=week`,
      headers: { cookie: manager },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bars = res.json<Calendar>().bars;
    const bar = (id: number, kind = 'booking') => bars.find((b) => b.kind === kind && b.id === id);
    expect(bar(waiting.booking.id)?.state).toBe('confirmed');
    expect(bar(late.booking.id)?.state).toBe('overdue');
    expect(bar(waiting.car.id, 'compliance')).toMatchObject({
      state: 'blocked',
      carId: waiting.car.id,
    });
  });

  it('warns of a pickup the handover would refuse: documents not verified, no licence, a licence ending too soon', async () => {
    // paidBooking takes the drop: each picks up within minutes and drops six hours later.
    const pickupIn = (minutes: number) => hoursAfter(new Date(), 6 + minutes / 60);
    const pending = await customerWithDocuments(t.db, 'pending');
    const unrecorded = await customerWithDocuments(t.db, 'verified', null);
    const expiring = await customerWithDocuments(t.db, 'verified', {
      licenceExpiresOn: addDays(istDate(new Date()), -1),
      dateOfBirth: '1990-01-01',
    });
    const ids = {
      pending: (await paidBooking(t.db, pending.id, 'Bhilai', pickupIn(2))).booking.id,
      unrecorded: (await paidBooking(t.db, unrecorded.id, 'Bhilai', pickupIn(3))).booking.id,
      expiring: (await paidBooking(t.db, expiring.id, 'Bhilai', pickupIn(4))).booking.id,
    };
    const { pickups } = await board();
    const problemOf = (id: number) => pickups.find((e) => e.bookingId === id)?.pickupProblem;
    expect(problemOf(ids.pending)).toBe(NOT_VERIFIED_PICKUP_MESSAGE);
    expect(problemOf(ids.unrecorded)).toBe(LICENCE_NOT_RECORDED_PICKUP_MESSAGE);
    expect(problemOf(ids.expiring)).toMatch(
      /^The driving licence expires on .+, before the drop\./,
    );
  });
});
