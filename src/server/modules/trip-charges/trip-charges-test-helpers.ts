import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BranchRulesView } from '../../../shared/branch-rules.js';
import type { RecordTripChargeResponse } from '../../../shared/trip-charges.js';
import { cars } from '../../db/schema.js';
import {
  customerWithDocuments,
  freeCar as freeCarOf,
  paidBooking,
} from '../../test/desk-fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

const HOUR = 3_600_000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * Bhilai's counter staff and manager on a seeded test app, and the trips and charges of a
 * test of charges after the trip, set up through the console's routes as staff do it. (The
 * renter's sign-in is the test file's: a password is set on their account, auth's table.)
 */
export async function chargesDesk(t: TestApp) {
  const manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  const counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });

  /** Bhilai's rules with some changed, as a manager saves them (only the changed fields). */
  async function setRules(change: Partial<BranchRulesView>) {
    const list = (await as(manager, 'GET', '/api/console/branch-rules')).json() as {
      branches: BranchRulesView[];
    };
    const {
      branchId: id,
      branchName: _n,
      ...rules
    } = list.branches.find((b) => b.branchName === 'Bhilai')!;
    const saved = await as(manager, 'PUT', `/api/console/branches/${id}/rules`, {
      ...rules,
      ...change,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const freeCar = () => freeCarOf(t.db);

  /** A paid Bhilai trip, picked up and returned now by the counter. */
  async function returnedTrip() {
    const who = await customerWithDocuments(t.db, 'verified');
    const dropAt = new Date(Date.now() + HOUR);
    const { booking } = await paidBooking(t.db, who.id, 'Bhilai', dropAt, await freeCar());
    const base = `/api/console/bookings/${booking.id}`;
    const out = await as(counter, 'POST', `${base}/pickup`, { odometerKm: 100, fuelEighths: 8 });
    expect(out.statusCode, out.body).toBe(200);
    const back = await as(counter, 'POST', `${base}/return`, { odometerKm: 100, fuelEighths: 8 });
    expect(back.statusCode, back.body).toBe(200);
    const [car] = await t.db.select().from(cars).where(eq(cars.id, booking.carId));
    return { who, booking, registration: car!.carNumber };
  }

  /** Records a charge at the counter (201 expected) and answers it as the console shows it. */
  async function charge(payload: object) {
    const res = await as(counter, 'POST', '/api/console/trip-charges', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as RecordTripChargeResponse;
  }

  return { manager, counter, as, setRules, freeCar, returnedTrip, charge };
}
