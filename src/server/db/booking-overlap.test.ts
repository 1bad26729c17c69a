import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from './schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  createCustomer,
  firstCarWithPackage,
  hoursAfter,
  insertBooking,
  pgErrorCode,
} from '../test/factories.js';

describe('bookings_no_overlap exclusion constraint', () => {
  let t: TestApp;
  let base: { userId: number; carId: number; ratePackageId: number };
  const pickupAt = new Date('2027-01-10T04:30:00Z'); // 10:00 IST

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const { car, pkg } = await firstCarWithPackage(t.db);
    const user = await createCustomer(t.db);
    base = { userId: user.id, carId: car.id, ratePackageId: pkg.id };
    await insertBooking(t.db, { ...base, pickupAt, dropAt: hoursAfter(pickupAt, 24) });
  });
  afterAll(() => t.close());

  it('refuses a second live booking of the same car that overlaps', async () => {
    const other = await createCustomer(t.db);
    const attempt = insertBooking(t.db, {
      ...base,
      userId: other.id,
      pickupAt: hoursAfter(pickupAt, 23),
      dropAt: hoursAfter(pickupAt, 30),
    });
    await expect(attempt).rejects.toSatisfy((e) => pgErrorCode(e) === '23P01');
  });

  it('refuses a booking inside or around an existing one', async () => {
    await expect(
      insertBooking(t.db, {
        ...base,
        pickupAt: hoursAfter(pickupAt, -2),
        dropAt: hoursAfter(pickupAt, 30),
      }),
    ).rejects.toSatisfy((e) => pgErrorCode(e) === '23P01');
  });

  it('accepts a back-to-back booking that starts when the other ends', async () => {
    const after = await insertBooking(t.db, {
      ...base,
      pickupAt: hoursAfter(pickupAt, 24),
      dropAt: hoursAfter(pickupAt, 30),
    });
    const before = await insertBooking(t.db, {
      ...base,
      pickupAt: hoursAfter(pickupAt, -6),
      dropAt: pickupAt,
    });
    expect(after.id).toBeGreaterThan(0);
    expect(before.id).toBeGreaterThan(0);
  });

  it('lets a cancelled or lapsed booking overlap, and frees the car when one is cancelled', async () => {
    const when = { pickupAt: hoursAfter(pickupAt, 100), dropAt: hoursAfter(pickupAt, 110) };
    const first = await insertBooking(t.db, { ...base, ...when });
    await expect(insertBooking(t.db, { ...base, ...when })).rejects.toSatisfy(
      (e) => pgErrorCode(e) === '23P01',
    );
    await insertBooking(t.db, { ...base, ...when, status: 'lapsed' });
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
    const second = await insertBooking(t.db, { ...base, ...when });
    expect(second.status).toBe('pending_payment');
  });

  it('refuses a period whose drop is not after its pickup', async () => {
    await expect(
      insertBooking(t.db, {
        ...base,
        pickupAt: hoursAfter(pickupAt, 500),
        dropAt: hoursAfter(pickupAt, 500),
      }),
    ).rejects.toSatisfy((e) => pgErrorCode(e) === '23514');
  });
});
