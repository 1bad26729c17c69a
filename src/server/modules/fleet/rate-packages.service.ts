import { and, count, eq } from 'drizzle-orm';
import {
  LAST_PACKAGE_MESSAGE,
  PACKAGE_HAS_BOOKINGS_MESSAGE,
  type RatePackageBody,
} from '../../../shared/console-fleet.js';
import type { Db } from '../../db/client.js';
import { bookings, ratePackages } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { carDetail } from './fleet.queries.js';

/**
 * Rate packages of a car. A booking stores the rent, km allowance and extra-km rate it was
 * priced at, so changing a package never changes a booking already made.
 */
async function packageOf(db: Db, staff: ConsoleStaff, carId: number, packageId: number) {
  const car = await carDetail(db, carId);
  assertBranch(staff, car.branchId);
  const pkg = car.ratePackages.find((p) => p.id === packageId);
  if (!pkg) throw notFound('Rate package not found.');
  return { car, pkg };
}

export async function addPackage(
  db: Db,
  staff: ConsoleStaff,
  carId: number,
  body: RatePackageBody,
) {
  const car = await carDetail(db, carId);
  assertBranch(staff, car.branchId);
  await db.transaction(async (tx) => {
    const [pkg] = await tx
      .insert(ratePackages)
      .values({ ...body, carId })
      .returning();
    if (!pkg) throw new Error('Expected the inserted package, found none.');
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'rate_package.create',
      recordType: 'rate_package',
      recordId: pkg.id,
      branchId: car.branchId,
      before: null,
      after: { ...body, carId },
    });
  });
  return carDetail(db, carId);
}

export async function updatePackage(
  db: Db,
  staff: ConsoleStaff,
  ids: { carId: number; packageId: number },
  body: RatePackageBody,
) {
  const { car, pkg } = await packageOf(db, staff, ids.carId, ids.packageId);
  await db.transaction(async (tx) => {
    await tx.update(ratePackages).set(body).where(eq(ratePackages.id, pkg.id));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'rate_package.update',
      recordType: 'rate_package',
      recordId: pkg.id,
      branchId: car.branchId,
      before: { ...pkg, carId: car.id },
      after: { ...pkg, ...body, carId: car.id },
    });
  });
  return carDetail(db, ids.carId);
}

export async function deletePackage(
  db: Db,
  staff: ConsoleStaff,
  ids: { carId: number; packageId: number },
) {
  const { car, pkg } = await packageOf(db, staff, ids.carId, ids.packageId);
  if (car.ratePackages.length <= 1) throw badRequest(LAST_PACKAGE_MESSAGE);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.ratePackageId, pkg.id)));
    if (used && used.n > 0) throw conflict(PACKAGE_HAS_BOOKINGS_MESSAGE);
    await tx.delete(ratePackages).where(eq(ratePackages.id, pkg.id));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'rate_package.delete',
      recordType: 'rate_package',
      recordId: pkg.id,
      branchId: car.branchId,
      before: { ...pkg, carId: car.id },
      after: null,
    });
  });
  return carDetail(db, ids.carId);
}
