import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { ConsoleSettings, NamedItem } from '../../../shared/console-settings.js';
import type { DbOrTx } from '../../db/client.js';
import {
  branches,
  accessories,
  amenities,
  cancellationRules,
  carAccessories,
  carAmenities,
  carCategories,
  carSubcategories,
  pickupDropOptions,
  cars,
} from '../../db/schema.js';
import { branchDetailsColumns } from '../branches/index.js';

const carsPer = async (db: DbOrTx, column: typeof cars.categoryId | typeof cars.subcategoryId) =>
  new Map(
    (await db.select({ id: column, n: count() }).from(cars).groupBy(column)).map((r) => [
      r.id,
      r.n,
    ]),
  );

async function featureItems(db: DbOrTx, kind: 'accessory' | 'amenity'): Promise<NamedItem[]> {
  const [table, link, linkId] =
    kind === 'accessory'
      ? ([accessories, carAccessories, carAccessories.accessoryId] as const)
      : ([amenities, carAmenities, carAmenities.amenityId] as const);
  return db
    .select({
      id: table.id,
      name: table.name,
      isActive: table.isActive,
      carCount: sql<number>`(select count(*)::int from ${link} where ${linkId} = ${table.id})`,
    })
    .from(table)
    .orderBy(asc(table.name));
}

/**
 * Everything the Settings page shows. Branch staff get their own branch and its pickup/drop
 * options; categories, accessories, amenities and the schedule serve every branch.
 */
export async function loadSettings(db: DbOrTx, branchId: number | null): Promise<ConsoleSettings> {
  const [branchRows, cats, subs, byCategory, bySubcategory, acc, amen, options, rules] =
    await Promise.all([
      db
        .select(branchDetailsColumns)
        .from(branches)
        .where(branchId === null ? undefined : eq(branches.id, branchId))
        .orderBy(asc(branches.cityIndex)),
      db.select().from(carCategories).orderBy(asc(carCategories.name)),
      db.select().from(carSubcategories).orderBy(asc(carSubcategories.name)),
      carsPer(db, cars.categoryId),
      carsPer(db, cars.subcategoryId),
      featureItems(db, 'accessory'),
      featureItems(db, 'amenity'),
      db
        .select()
        .from(pickupDropOptions)
        .where(branchId === null ? undefined : eq(pickupDropOptions.branchId, branchId))
        .orderBy(asc(pickupDropOptions.branchId), asc(pickupDropOptions.ratePaise)),
      db
        .select({
          minHoursBeforeStart: cancellationRules.minHoursBeforeStart,
          maxHoursBeforeStart: cancellationRules.maxHoursBeforeStart,
          deductionPercent: cancellationRules.deductionPercent,
        })
        .from(cancellationRules)
        .where(isNull(cancellationRules.replacedAt))
        .orderBy(asc(cancellationRules.minHoursBeforeStart)),
    ]);
  return {
    branches: branchRows,
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      isActive: c.isActive,
      carCount: byCategory.get(c.id) ?? 0,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          isActive: s.isActive,
          carCount: bySubcategory.get(s.id) ?? 0,
        })),
    })),
    accessories: acc,
    amenities: amen,
    pickupDropOptions: options,
    cancellationRules: rules,
  };
}
