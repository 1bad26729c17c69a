import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accessories,
  amenities,
  branches,
  carAccessories,
  carAmenities,
  carCategories,
  carSubcategories,
  cars,
  ratePackages,
} from '../../db/schema.js';
import { carColumns, isFreeDuring } from './cars.queries.js';

/** One active car with its branch and category names, or undefined. */
export async function findCar(db: DbOrTx, id: number) {
  const [car] = await db
    .select({
      ...carColumns,
      categoryId: cars.categoryId,
      shortDescription: cars.shortDescription,
      securityDepositPaise: cars.securityDepositPaise,
      outstationSecurityDepositPaise: cars.outstationSecurityDepositPaise,
    })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(carSubcategories, eq(carSubcategories.id, cars.subcategoryId))
    .where(and(eq(cars.id, id), eq(cars.isActive, true)));
  return car;
}

/**
 * The id of an active car by brand and model (URL slugs: dashes for spaces, any case),
 * preferring the given branch.
 */
export async function findCarIdByModel(
  db: DbOrTx,
  brandName: string,
  modelName: string,
  branchId?: number,
): Promise<number | undefined> {
  const norm = (text: string) =>
    text
      .trim()
      .replace(/[\s-]+/g, ' ')
      .toLowerCase();
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(
      and(
        eq(cars.isActive, true),
        sql`lower(regexp_replace(${cars.brandName}, '[[:space:]-]+', ' ', 'g')) = ${norm(brandName)}`,
        sql`lower(regexp_replace(${cars.modelName}, '[[:space:]-]+', ' ', 'g')) = ${norm(modelName)}`,
      ),
    )
    .orderBy(sql`${cars.branchId} = ${branchId ?? 0} DESC`, asc(cars.id))
    .limit(1);
  return row?.id;
}

/** A rate package as the car page and the desk show it. */
export const ratePackageColumns = {
  id: ratePackages.id,
  type: ratePackages.type,
  ratePerHourPaise: ratePackages.ratePerHourPaise,
  actualRatePerHourPaise: ratePackages.actualRatePerHourPaise,
  kmPerHour: ratePackages.kmPerHour,
  extraKmRatePaise: ratePackages.extraKmRatePaise,
  extendRatePerHourPaise: ratePackages.extendRatePerHourPaise,
};

export async function listPackages(db: DbOrTx, carId: number) {
  return db
    .select(ratePackageColumns)
    .from(ratePackages)
    .where(eq(ratePackages.carId, carId))
    .orderBy(asc(ratePackages.ratePerHourPaise), asc(ratePackages.id));
}

export async function listAccessoryNames(db: DbOrTx, carId: number): Promise<string[]> {
  const rows = await db
    .select({ name: accessories.name })
    .from(carAccessories)
    .innerJoin(accessories, eq(accessories.id, carAccessories.accessoryId))
    .where(and(eq(carAccessories.carId, carId), eq(accessories.isActive, true)))
    .orderBy(asc(accessories.name));
  return rows.map((r) => r.name);
}

export async function listAmenityNames(db: DbOrTx, carId: number): Promise<string[]> {
  const rows = await db
    .select({ name: amenities.name })
    .from(carAmenities)
    .innerJoin(amenities, eq(amenities.id, carAmenities.amenityId))
    .where(and(eq(carAmenities.carId, carId), eq(amenities.isActive, true)))
    .orderBy(asc(amenities.name));
  return rows.map((r) => r.name);
}

/** Whether the car has no live booking and no block overlapping [from, to). */
export async function isCarFree(db: DbOrTx, carId: number, from: Date, to: Date) {
  const rows = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), isFreeDuring(db, cars.id, from, to)));
  return rows.length > 0;
}
