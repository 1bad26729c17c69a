import { eq } from 'drizzle-orm';
import type { CarBody } from '../../../shared/console-fleet.js';
import type { DbOrTx } from '../../db/client.js';
import { accessories, amenities, branches, carCategories } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { existingIds, subcategoryOf } from './fleet.queries.js';

/** Every id the car form names must exist (and the subcategory be of its category): else 400. */
export async function checkCarRefs(db: DbOrTx, body: CarBody) {
  const [branch] = await db.select().from(branches).where(eq(branches.id, body.branchId));
  if (!branch) throw badRequest('There is no such branch.', 'branchId');
  const [category] = await db
    .select()
    .from(carCategories)
    .where(eq(carCategories.id, body.categoryId));
  if (!category) throw badRequest('There is no such category.', 'categoryId');
  if (body.subcategoryId !== null && !(await subcategoryOf(db, body.subcategoryId, category.id))) {
    throw badRequest(`This subcategory is not one of ${category.name}.`, 'subcategoryId');
  }
  const acc = await existingIds(db, accessories, body.accessoryIds);
  if (body.accessoryIds.some((id) => !acc.has(id))) {
    throw badRequest('One of the accessories does not exist.', 'accessoryIds');
  }
  const amen = await existingIds(db, amenities, body.amenityIds);
  if (body.amenityIds.some((id) => !amen.has(id))) {
    throw badRequest('One of the amenities does not exist.', 'amenityIds');
  }
  return { category };
}
