import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ConsoleCar } from '../../../shared/console-fleet.js';
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
import { notFound } from '../../lib/http-errors.js';

const packageColumns = {
  id: ratePackages.id,
  type: ratePackages.type,
  ratePerHourPaise: ratePackages.ratePerHourPaise,
  actualRatePerHourPaise: ratePackages.actualRatePerHourPaise,
  kmPerHour: ratePackages.kmPerHour,
  extraKmRatePaise: ratePackages.extraKmRatePaise,
  extendRatePerHourPaise: ratePackages.extendRatePerHourPaise,
};

/** Everything the console's car form shows, with its packages. 404 when absent. */
export async function carDetail(db: DbOrTx, carId: number): Promise<ConsoleCar> {
  const [row] = await db
    .select({ car: cars, branchName: branches.name, categoryName: carCategories.name })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .where(eq(cars.id, carId));
  if (!row) throw notFound('Car not found.');
  const [packages, acc, amen] = await Promise.all([
    db
      .select(packageColumns)
      .from(ratePackages)
      .where(eq(ratePackages.carId, carId))
      .orderBy(asc(ratePackages.ratePerHourPaise), asc(ratePackages.id)),
    db.select().from(carAccessories).where(eq(carAccessories.carId, carId)),
    db.select().from(carAmenities).where(eq(carAmenities.carId, carId)),
  ]);
  const { createdAt: _created, ...car } = row.car;
  return {
    ...car,
    branchName: row.branchName,
    categoryName: row.categoryName,
    accessoryIds: acc.map((a) => a.accessoryId).sort((a, b) => a - b),
    amenityIds: amen.map((a) => a.amenityId).sort((a, b) => a - b),
    ratePackages: packages,
  };
}

export async function listCars(db: DbOrTx, branchId: number | null) {
  const rows = await db
    .select({
      id: cars.id,
      branchName: branches.name,
      title: cars.title,
      carNumber: cars.carNumber,
      imageUrl: cars.imageUrl,
      categoryName: carCategories.name,
      isActive: cars.isActive,
    })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .where(branchId === null ? undefined : eq(cars.branchId, branchId))
    .orderBy(asc(branches.cityIndex), asc(cars.title), asc(cars.id));
  return { cars: rows };
}

export async function fleetOptions(db: DbOrTx) {
  const [cats, subs, acc, amen] = await Promise.all([
    db.select().from(carCategories).orderBy(asc(carCategories.name)),
    db.select().from(carSubcategories).orderBy(asc(carSubcategories.name)),
    db.select().from(accessories).orderBy(asc(accessories.name)),
    db.select().from(amenities).orderBy(asc(amenities.name)),
  ]);
  return {
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ id: s.id, name: s.name })),
    })),
    accessories: acc,
    amenities: amen,
  };
}

/** Which of `ids` exist in an id-keyed table (accessories or amenities). */
export async function existingIds(
  db: DbOrTx,
  table: typeof accessories | typeof amenities,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function subcategoryOf(db: DbOrTx, subcategoryId: number, categoryId: number) {
  const [row] = await db
    .select({ id: carSubcategories.id })
    .from(carSubcategories)
    .where(
      and(eq(carSubcategories.id, subcategoryId), eq(carSubcategories.categoryId, categoryId)),
    );
  return row;
}
