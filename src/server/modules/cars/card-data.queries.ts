import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { branches, carCategories, carSubcategories, cars } from '../../db/schema.js';
import { cardColumns, cheapestPackage } from './cars.queries.js';

/**
 * Every listed car's card with what the list filters and prices by: the active cars that have
 * a package (as the list statement joins the cheapest one), all of them or some.
 */
export async function loadCardData(db: DbOrTx, carIds?: number[]) {
  const cheapest = cheapestPackage(db);
  return db
    .select({
      ...cardColumns(cheapest),
      subcategoryId: cars.subcategoryId,
      cityIndex: branches.cityIndex,
    })
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .leftJoin(carSubcategories, eq(carSubcategories.id, cars.subcategoryId))
    .innerJoinLateral(cheapest, sql`true`)
    .where(and(eq(cars.isActive, true), carIds ? inArray(cars.id, carIds) : undefined));
}

export type CardData = Awaited<ReturnType<typeof loadCardData>>[number];
