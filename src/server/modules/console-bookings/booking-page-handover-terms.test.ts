import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleBookingDetail } from '../../../shared/console-bookings.js';
import { branches, ratePackages } from '../../db/schema.js';
import { hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  cookie = (await staffCookie(t.app, t.db, 'Durg')).cookie;
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (
    await t.app.inject({ url: `/api/console/bookings/${id}`, headers: { cookie } })
  ).json<ConsoleBookingDetail>().booking;
const setBranchLateRate = async (paise: number | null) =>
  t.db
    .update(branches)
    .set({ lateRatePerHourPaise: paise, lateGraceMinutes: 45 })
    .where(eq(branches.id, await branchId(t.db, 'Durg')));

describe('the late-return rate a booking page shows', () => {
  it("is the branch's when it sets one, the package's otherwise, and stays as frozen at pickup", async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const { booking } = await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 6));
    const [pkg] = await t.db
      .select()
      .from(ratePackages)
      .where(eq(ratePackages.id, booking.ratePackageId));

    await setBranchLateRate(null);
    expect(await detail(booking.id)).toMatchObject({
      lateRatePerHourPaise: pkg!.extendRatePerHourPaise,
      lateGraceMinutes: 45,
    });

    await setBranchLateRate(33_300);
    expect((await detail(booking.id)).lateRatePerHourPaise).toBe(33_300);

    const pickup = await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${booking.id}/pickup`,
      headers: { cookie },
      payload: { odometerKm: 100, fuelEighths: 8 },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    // The branch changes its rate after the car went out: the return bills the frozen one.
    await setBranchLateRate(50_000);
    expect((await detail(booking.id)).lateRatePerHourPaise).toBe(33_300);
  });
});

describe('where a pickup checklist starts', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('starts from what the car last came back with, or from nothing when it never came back', async () => {
    const customer = await customerWithDocuments(t.db, 'verified');
    const first = (await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 6))).booking;
    expect(
      (
        await t.app.inject({ url: `/api/console/bookings/${first.id}`, headers: { cookie } })
      ).json<ConsoleBookingDetail>().carLastReturnChecklist,
    ).toBeNull();

    const cameBack = { spareTyre: true, jack: false, documents: true, accessories: 'Phone holder' };
    expect(
      (
        await post(`/api/console/bookings/${first.id}/pickup`, {
          odometerKm: 10,
          fuelEighths: 8,
          checklist: { ...cameBack, jack: true },
        })
      ).statusCode,
    ).toBe(200);
    const back = await post(`/api/console/bookings/${first.id}/return`, {
      odometerKm: 60,
      fuelEighths: 8,
      checklist: cameBack,
    });
    expect(back.statusCode, back.body).toBe(200);

    const next = await paidBooking(
      t.db,
      customer.id,
      'Durg',
      hoursAfter(new Date(), 30),
      first.carId,
    );
    const page = (
      await t.app.inject({ url: `/api/console/bookings/${next.booking.id}`, headers: { cookie } })
    ).json<ConsoleBookingDetail>();
    expect(page.carLastReturnChecklist).toEqual(cameBack);
  });
});
