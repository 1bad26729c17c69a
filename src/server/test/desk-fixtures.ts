import type { DbOrTx } from '../db/client.js';
import { asc, eq, sql } from 'drizzle-orm';
import {
  bookings,
  cars,
  driverLicences,
  payments,
  ratePackages,
  userDocuments,
} from '../db/schema.js';
import { createCustomer, hoursAfter, insertBooking } from './factories.js';
import { branchId } from './factories.js';

/**
 * A customer whose licence and ID proof staff have (or have not) verified; a verified licence
 * has its details recorded (valid for years, a driver of 30) unless `licence` says otherwise.
 */
export async function customerWithDocuments(
  db: DbOrTx,
  review: 'verified' | 'pending',
  licence?: { licenceExpiresOn: string; dateOfBirth: string } | null,
  overrides: { passwordHash?: string } = {},
) {
  const user = await createCustomer(db, { emailVerified: true, ...overrides });
  const details =
    licence === undefined ? { licenceExpiresOn: '2045-01-01', dateOfBirth: '1995-06-15' } : licence;
  if (review === 'verified' && details) {
    await db.insert(driverLicences).values({
      userId: user.id,
      licenceNumber: `CG07 2015000${user.id}`,
      ...details,
      recordedBy: user.id,
    });
  }
  for (const kind of ['licence_img', 'id_proof_img'] as const) {
    await db.insert(userDocuments).values({
      userId: user.id,
      kind,
      storageKey: `documents/${user.id}/${kind}.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 1000,
      reviewStatus: review,
    });
  }
  return user;
}

let slot = 0;
/** A paid booking dropping at `dropAt`, of the next car of the branch so tests never overlap. */
export async function paidBooking(
  db: DbOrTx,
  userId: number,
  branch: string,
  dropAt: Date,
  /** A car of the branch to book rather than the next one. */
  onCar?: number,
) {
  const rows = await db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(eq(cars.branchId, await branchId(db, branch)))
    .orderBy(asc(cars.id), asc(ratePackages.id));
  const perCar = rows.filter((r, i) => i === 0 || rows[i - 1]!.car.id !== r.car.id);
  const { car, pkg } = perCar.find((r) => r.car.id === onCar) ?? perCar[slot++ % perCar.length]!;
  const booking = await insertBooking(db, {
    userId,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupAt: hoursAfter(dropAt, -6),
    dropAt,
    status: 'confirmed',
  });
  await db.insert(payments).values({
    bookingId: booking.id,
    kind: 'rent',
    method: 'Test gateway',
    amountPaise: booking.totalPaise,
    status: 'success',
    gatewayPaymentId: `pay_${booking.id}`,
  });
  return { booking, car, pkg };
}

/**
 * A car of `branch` with no live booking over the last six hours and the next: tests whose
 * trips all run over the same hours (charges after the trip) take a car each.
 */
export async function freeCar(db: DbOrTx, branch = 'Bhilai') {
  const taken = await db
    .select({ carId: bookings.carId })
    .from(bookings)
    .where(
      sql`${bookings.status} not in ('cancelled', 'lapsed') and ${bookings.busyUntil} > now() - interval '6 hours'`,
    );
  const busy = new Set(taken.map((r) => r.carId));
  const fleet = await db
    .select({ id: cars.id })
    .from(cars)
    .where(eq(cars.branchId, await branchId(db, branch)));
  const free = fleet.find((c) => !busy.has(c.id));
  if (!free) throw new Error(`No ${branch} car is free for another trip in this test file.`);
  return free.id;
}
