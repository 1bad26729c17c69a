import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { branches, carCategories, carSubcategories } from '../../db/schema.js';
import type { CatalogueResponse } from '../../../shared/cars.js';

/** Branches in footer order and categories with their sub-categories (spec: FetchCarMaster). */
export async function getCatalogue(db: DbOrTx): Promise<CatalogueResponse> {
  const [branchRows, categoryRows, subcategoryRows] = await Promise.all([
    db
      .select({
        id: branches.id,
        name: branches.name,
        cityId: branches.cityIndex,
        address: branches.address,
        phone: branches.phone,
        mapUrl: branches.mapUrl,
        openingHours: branches.openingHours,
      })
      .from(branches)
      .orderBy(asc(branches.cityIndex)),
    db
      .select()
      .from(carCategories)
      .where(eq(carCategories.isActive, true))
      .orderBy(asc(carCategories.name)),
    db
      .select()
      .from(carSubcategories)
      .where(eq(carSubcategories.isActive, true))
      .orderBy(asc(carSubcategories.name)),
  ]);
  return {
    branches: branchRows,
    categories: categoryRows.map((c) => ({
      id: c.id,
      name: c.name,
      subcategories: subcategoryRows
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ id: s.id, name: s.name })),
    })),
  };
}
