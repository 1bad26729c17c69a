import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cars, payments } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import type { TestApp } from '../../test/test-app.js';
import {
  customerWithDocuments,
  freeCar as freeCarOf,
  paidBooking,
} from '../../test/desk-fixtures.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { postBookingPaid } from './journal.service.js';

const HOUR = 3_600_000;

/** A Bhilai car free over these hours (each trip of a test file takes its own). */
export const freeCar = (t: TestApp) => freeCarOf(t.db);

/**
 * A Bhilai trip paid (its journal entry posted), picked up and returned now by the counter
 * (`counter`: a staff cookie), with its customer signed in: what a charge after the trip needs.
 */
export async function returnedTrip(t: TestApp, counter: string) {
  const who = await customerWithDocuments(t.db, 'verified', undefined, {
    passwordHash: await hashPassword('Secret123'),
  });
  const { booking } = await paidBooking(
    t.db,
    who.id,
    'Bhilai',
    new Date(Date.now() + HOUR),
    await freeCar(t),
  );
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  if (!paid) throw new Error(`Booking ${booking.id} has no payment.`);
  await t.db.transaction((tx) => postBookingPaid(tx, paid));
  const base = `/api/console/bookings/${booking.id}`;
  let refundId: number | null = null;
  for (const stage of ['pickup', 'return']) {
    const done = await t.app.inject({
      method: 'POST',
      url: `${base}/${stage}`,
      headers: { cookie: counter },
      payload: { odometerKm: 100, fuelEighths: 8 },
    });
    expect(done.statusCode, done.body).toBe(200);
    if (stage === 'return') refundId = done.json().refundPaymentId as number | null;
  }
  const [car] = await t.db.select().from(cars).where(eq(cars.id, booking.carId));
  const cookie = await loginCookie(t.app, who.email, 'Secret123');
  return { who, booking, cookie, registration: car?.carNumber ?? '', refundId };
}
