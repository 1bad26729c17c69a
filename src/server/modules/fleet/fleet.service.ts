import { and, eq, inArray } from 'drizzle-orm';
import {
  CAR_HAS_BOOKINGS_MESSAGE,
  CAR_NUMBER_TAKEN_MESSAGE,
  type CarBody,
  type RatePackageBody,
} from '../../../shared/console-fleet.js';
import type { Db, Tx } from '../../db/client.js';
import {
  accessories,
  amenities,
  bookings,
  carAccessories,
  carAmenities,
  cars,
  ratePackages,
} from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import {
  CAR_IMAGE_URL_PREFIX,
  carImageFileName,
  carPaintColour,
  renderCarSvg,
} from '../../lib/car-image.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import { checkCarRefs } from './car-refs.js';
import { carDetail } from './fleet.queries.js';
import type { PublicMedia } from '../../lib/storage/public-media.js';

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
  (e as { code?: string }).code === '23505';

/** Branch staff add cars to their own branch only. */
function assertOwnBranch(staff: ConsoleStaff, branchId: number) {
  if (staff.staffRole !== 'admin' && staff.branchId !== branchId) {
    throw new HttpError(403, 'You can only manage cars of your own branch.');
  }
}

/**
 * Replaces the car's accessories and amenities with the form's. Links to ones out of use stay:
 * the form no longer offers them, and the car keeps its history (decision 0017).
 */
async function writeLinks(tx: Tx, carId: number, body: CarBody) {
  const inUseAccessories = tx
    .select({ id: accessories.id })
    .from(accessories)
    .where(eq(accessories.isActive, true));
  const inUseAmenities = tx
    .select({ id: amenities.id })
    .from(amenities)
    .where(eq(amenities.isActive, true));
  await tx
    .delete(carAccessories)
    .where(
      and(eq(carAccessories.carId, carId), inArray(carAccessories.accessoryId, inUseAccessories)),
    );
  await tx
    .delete(carAmenities)
    .where(and(eq(carAmenities.carId, carId), inArray(carAmenities.amenityId, inUseAmenities)));
  if (body.accessoryIds.length) {
    await tx
      .insert(carAccessories)
      .values([...new Set(body.accessoryIds)].map((accessoryId) => ({ carId, accessoryId })))
      .onConflictDoNothing();
  }
  if (body.amenityIds.length) {
    await tx
      .insert(carAmenities)
      .values([...new Set(body.amenityIds)].map((amenityId) => ({ carId, amenityId })))
      .onConflictDoNothing();
  }
}

const carColumns = (body: CarBody) => {
  const { accessoryIds: _a, amenityIds: _m, ...columns } = body;
  return columns;
};

/** A new car with its first rate package and a drawn picture until a photo is uploaded. */
export async function createCar(
  db: Db,
  media: PublicMedia,
  staff: ConsoleStaff,
  body: CarBody & { firstPackage: RatePackageBody },
) {
  assertOwnBranch(staff, body.branchId);
  const { category } = await checkCarRefs(db, body);
  try {
    const carId = await db.transaction(async (tx) => {
      const [car] = await tx
        .insert(cars)
        .values({ ...carColumns(body), imageUrl: CAR_IMAGE_URL_PREFIX })
        .returning({ id: cars.id });
      if (!car) throw new Error('Expected the inserted car, found none.');
      const imageUrl = CAR_IMAGE_URL_PREFIX + carImageFileName(car.id);
      await tx.update(cars).set({ imageUrl }).where(eq(cars.id, car.id));
      await tx.insert(ratePackages).values({ ...body.firstPackage, carId: car.id });
      await writeLinks(tx, car.id, body);
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'car.create',
        recordType: 'car',
        recordId: car.id,
        branchId: body.branchId,
        before: null,
        after: await carDetail(tx, car.id),
      });
      return car.id;
    });
    const svg = renderCarSvg({
      ...body,
      categoryName: category.name,
      colour: carPaintColour(body.carNumber),
    });
    await media.put(`cars/${carImageFileName(carId)}`, Buffer.from(svg, 'utf8'), 'image/svg+xml');
    return carDetail(db, carId);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CAR_NUMBER_TAKEN_MESSAGE);
    throw error;
  }
}

export async function updateCar(db: Db, staff: ConsoleStaff, carId: number, body: CarBody) {
  const before = await carDetail(db, carId);
  assertBranch(staff, before.branchId);
  assertOwnBranch(staff, body.branchId);
  await checkCarRefs(db, body, before);
  try {
    await db.transaction(async (tx) => {
      await tx.update(cars).set(carColumns(body)).where(eq(cars.id, carId));
      await writeLinks(tx, carId, body);
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'car.update',
        recordType: 'car',
        recordId: carId,
        branchId: body.branchId,
        before,
        after: await carDetail(tx, carId),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CAR_NUMBER_TAKEN_MESSAGE);
    throw error;
  }
  return carDetail(db, carId);
}

/** Retire (no longer offered) or bring back a car; bookings already made are untouched. */
export async function setCarActive(db: Db, staff: ConsoleStaff, carId: number, isActive: boolean) {
  const before = await carDetail(db, carId);
  assertBranch(staff, before.branchId);
  await db.transaction(async (tx) => {
    await tx.update(cars).set({ isActive }).where(eq(cars.id, carId));
    await recordAudit(tx, {
      actorId: staff.id,
      action: isActive ? 'car.reactivate' : 'car.retire',
      recordType: 'car',
      recordId: carId,
      branchId: before.branchId,
      before,
      after: { ...before, isActive },
    });
  });
  return carDetail(db, carId);
}

/**
 * Marks a car as a training car (dual controls) or not: practical lessons are taught only in
 * training cars (decision 0046). Lessons already booked in it stay.
 */
export async function setTrainingCar(
  db: Db,
  staff: ConsoleStaff,
  carId: number,
  isTrainingCar: boolean,
) {
  const before = await carDetail(db, carId);
  assertBranch(staff, before.branchId);
  await db.transaction(async (tx) => {
    await tx.update(cars).set({ isTrainingCar }).where(eq(cars.id, carId));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'car.training',
      recordType: 'car',
      recordId: carId,
      branchId: before.branchId,
      before: { isTrainingCar: before.isTrainingCar },
      after: { isTrainingCar },
    });
  });
  return carDetail(db, carId);
}

/** Only a car that was never booked can be deleted: "a car with bookings is retired". */
export async function deleteCar(db: Db, staff: ConsoleStaff, carId: number) {
  const before = await carDetail(db, carId);
  assertBranch(staff, before.branchId);
  await db.transaction(async (tx) => {
    // Lock the car so a booking cannot slip in between the check and the delete.
    await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).for('update');
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.carId, carId))
      .limit(1);
    if (booked) throw conflict(CAR_HAS_BOOKINGS_MESSAGE);
    await tx.delete(cars).where(eq(cars.id, carId));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'car.delete',
      recordType: 'car',
      recordId: carId,
      branchId: before.branchId,
      before,
      after: null,
    });
  });
}
