import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ConsoleCar } from '../../../shared/console-fleet.js';
import type { DbOrTx } from '../../db/client.js';
// The car tables by namespace: the car page's queries import the same list by name.
import * as tables from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';

const packageColumns = {
  id: tables.ratePackages.id,
  type: tables.ratePackages.type,
  ratePerHourPaise: tables.ratePackages.ratePerHourPaise,
  actualRatePerHourPaise: tables.ratePackages.actualRatePerHourPaise,
  kmPerHour: tables.ratePackages.kmPerHour,
  extraKmRatePaise: tables.ratePackages.extraKmRatePaise,
  extendRatePerHourPaise: tables.ratePackages.extendRatePerHourPaise,
};

/** Everything the console's car form shows, with its packages. 404 when absent. */
export async function carDetail(db: DbOrTx, carId: number): Promise<ConsoleCar> {
  const [row] = await db
    .select({
      car: tables.cars,
      branchName: tables.branches.name,
      categoryName: tables.carCategories.name,
    })
    .from(tables.cars)
    .innerJoin(tables.branches, eq(tables.branches.id, tables.cars.branchId))
    .innerJoin(tables.carCategories, eq(tables.carCategories.id, tables.cars.categoryId))
    .where(eq(tables.cars.id, carId));
  if (!row) throw notFound('Car not found.');
  const [packages, acc, amen] = await Promise.all([
    db
      .select(packageColumns)
      .from(tables.ratePackages)
      .where(eq(tables.ratePackages.carId, carId))
      .orderBy(asc(tables.ratePackages.ratePerHourPaise), asc(tables.ratePackages.id)),
    db.select().from(tables.carAccessories).where(eq(tables.carAccessories.carId, carId)),
    db.select().from(tables.carAmenities).where(eq(tables.carAmenities.carId, carId)),
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
      id: tables.cars.id,
      branchName: tables.branches.name,
      title: tables.cars.title,
      carNumber: tables.cars.carNumber,
      imageUrl: tables.cars.imageUrl,
      categoryName: tables.carCategories.name,
      isActive: tables.cars.isActive,
    })
    .from(tables.cars)
    .innerJoin(tables.branches, eq(tables.branches.id, tables.cars.branchId))
    .innerJoin(tables.carCategories, eq(tables.carCategories.id, tables.cars.categoryId))
    .where(branchId === null ? undefined : eq(tables.cars.branchId, branchId))
    .orderBy(asc(tables.branches.cityIndex), asc(tables.cars.title), asc(tables.cars.id));
  return { cars: rows };
}

export async function fleetOptions(db: DbOrTx) {
  const [cats, subs, acc, amen] = await Promise.all([
    db.select().from(tables.carCategories).orderBy(asc(tables.carCategories.name)),
    db.select().from(tables.carSubcategories).orderBy(asc(tables.carSubcategories.name)),
    db
      .select(named(tables.accessories))
      .from(tables.accessories)
      .where(eq(tables.accessories.isActive, true))
      .orderBy(asc(tables.accessories.name)),
    db
      .select(named(tables.amenities))
      .from(tables.amenities)
      .where(eq(tables.amenities.isActive, true))
      .orderBy(asc(tables.amenities.name)),
  ]);
  // Out of use: offered for no new choice (a car already in one keeps it; see checkCarRefs).
  return {
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      isActive: c.isActive,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ id: s.id, name: s.name, isActive: s.isActive })),
    })),
    accessories: acc,
    amenities: amen,
  };
}

const named = (table: typeof tables.accessories | typeof tables.amenities) => ({
  id: table.id,
  name: table.name,
});

/** Which of `ids` exist in an id-keyed table (accessories or amenities), and which are in use. */
export async function existingIds(
  db: DbOrTx,
  table: typeof tables.accessories | typeof tables.amenities,
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({ id: table.id, isActive: table.isActive })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.isActive]));
}

export async function subcategoryOf(db: DbOrTx, subcategoryId: number, categoryId: number) {
  const [row] = await db
    .select({ id: tables.carSubcategories.id, isActive: tables.carSubcategories.isActive })
    .from(tables.carSubcategories)
    .where(
      and(
        eq(tables.carSubcategories.id, subcategoryId),
        eq(tables.carSubcategories.categoryId, categoryId),
      ),
    );
  return row;
}
