import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  EXTEND_AFTER_DROP_MESSAGE,
  EXTEND_CANCELLED_MESSAGE,
  EXTENSION_NOT_FREE_MESSAGE,
  type ExtensionQuote,
} from '../../../shared/bookings.js';
import { extensionTooShortMessage } from '../../../shared/pricing.js';
import { DROP_NOT_AFTER_PICKUP_MESSAGE } from '../../../shared/search.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { insertBooking } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookableCar, customerSession } from './bookings-test-helpers.js';

describe('extending a booking', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let bob: Awaited<ReturnType<typeof customerSession>>;
  const day = (n: number) => addDays(istDate(new Date()), n);

  const quote = (cookie: string, id: number, dropDate: string, dropTime: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/extension-quote?dropDate=${dropDate}&dropTime=${dropTime}`,
      headers: { cookie },
    });

  /** Alice's paid booking of car `index`, day+3 10:00 to day+4 10:00 IST unless told. */
  async function booking(
    index: number,
    opts: { from?: Date; to?: Date; status?: 'cancelled' } = {},
  ) {
    const { car, pkg } = await bookableCar(t.db, index);
    return insertBooking(t.db, {
      userId: alice.id,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: opts.from ?? istInstant(day(3), '10:00'),
      dropAt: opts.to ?? istInstant(day(4), '10:00'),
      status: opts.status ?? 'confirmed',
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    alice = await customerSession(t.app, t.db);
    bob = await customerSession(t.app, t.db);
  });
  afterAll(() => t.close());

  it('prices 5 hours from the old drop at hours x rate for every package, no deposit', async () => {
    const b = await booking(20);
    const res = await quote(alice.cookie, b.id, day(4), '15:00');
    expect(res.statusCode).toBe(200);
    const q = res.json<ExtensionQuote>();
    expect(q.hours).toBe(5);
    expect(q.startAt).toBe(b.dropAt.toISOString());
    expect(q.rates.length).toBeGreaterThan(0);
    for (const r of q.rates) expect(r.totalPaise).toBe(5 * r.ratePerHourPaise);
  });

  it('refuses under 5 hours and a drop not after the old drop', async () => {
    const b = await booking(21);
    const short = await quote(alice.cookie, b.id, day(4), '14:30');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(extensionTooShortMessage(4.5));
    const before = await quote(alice.cookie, b.id, day(4), '09:00');
    expect(before.json().message).toBe(DROP_NOT_AFTER_PICKUP_MESSAGE);
  });

  it('refuses a cancelled booking and one whose drop time has passed', async () => {
    const cancelled = await booking(22, { status: 'cancelled' });
    const res = await quote(alice.cookie, cancelled.id, day(5), '10:00');
    expect(res.json().message).toBe(EXTEND_CANCELLED_MESSAGE);
    const past = await booking(22, {
      from: istInstant(day(-3), '10:00'),
      to: istInstant(day(-2), '10:00'),
    });
    const late = await quote(alice.cookie, past.id, day(5), '10:00');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(EXTEND_AFTER_DROP_MESSAGE);
  });

  it("never runs into another customer's booking, and hides other customers' bookings", async () => {
    const b = await booking(23);
    const { car, pkg } = await bookableCar(t.db, 23);
    await insertBooking(t.db, {
      userId: bob.id,
      carId: car.id,
      ratePackageId: pkg.id,
      pickupAt: istInstant(day(4), '20:00'),
      dropAt: istInstant(day(5), '20:00'),
      status: 'confirmed',
    });
    expect((await quote(alice.cookie, b.id, day(4), '20:00')).statusCode).toBe(200);
    const clash = await quote(alice.cookie, b.id, day(4), '20:30');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(EXTENSION_NOT_FREE_MESSAGE);

    const foreign = await quote(bob.cookie, b.id, day(4), '20:00');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(BOOKING_NOT_FOUND_MESSAGE);
  });
});
