import { eq } from 'drizzle-orm';
import type { CarBody } from '../../../shared/console-fleet.js';
import { subcategoryNotOfMessage } from '../../../shared/console-settings.js';
import type { DbOrTx } from '../../db/client.js';
import { accessories, amenities, branches, carCategories } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { existingIds, subcategoryOf } from './fleet.queries.js';

export const NOT_IN_USE_MESSAGE = (what: string) =>
  `${what} is no longer in use. Please choose another.`;

/**
 * Every id the car form names must exist (and the subcategory be of its category): else 400.
 * A category, subcategory, accessory or amenity out of use can only stay on a car that already
 * has it (`current`), never be newly chosen.
 */
export async function checkCarRefs(
  db: DbOrTx,
  body: CarBody,
  current?: {
    categoryId: number;
    subcategoryId: number | null;
    accessoryIds: number[];
    amenityIds: number[];
  },
) {
  const [branch] = await db.select().from(branches).where(eq(branches.id, body.branchId));
  if (!branch) throw badRequest('There is no such branch.', 'branchId');
  const [category] = await db
    .select()
    .from(carCategories)
    .where(eq(carCategories.id, body.categoryId));
  if (!category) throw badRequest('There is no such category.', 'categoryId');
  if (!category.isActive && category.id !== current?.categoryId) {
    throw badRequest(NOT_IN_USE_MESSAGE(category.name), 'categoryId');
  }
  if (body.subcategoryId !== null) {
    const sub = await subcategoryOf(db, body.subcategoryId, category.id);
    if (!sub) {
      throw badRequest(subcategoryNotOfMessage(category.name), 'subcategoryId');
    }
    if (!sub.isActive && sub.id !== current?.subcategoryId) {
      throw badRequest(NOT_IN_USE_MESSAGE('This subcategory'), 'subcategoryId');
    }
  }
  await checkFeatures(
    db,
    accessories,
    body.accessoryIds,
    current?.accessoryIds ?? [],
    'accessories',
  );
  await checkFeatures(db, amenities, body.amenityIds, current?.amenityIds ?? [], 'amenities');
  return { category };
}

async function checkFeatures(
  db: DbOrTx,
  table: typeof accessories | typeof amenities,
  ids: number[],
  kept: number[],
  label: 'accessories' | 'amenities',
) {
  const field = label === 'accessories' ? 'accessoryIds' : 'amenityIds';
  const found = await existingIds(db, table, ids);
  if (ids.some((id) => !found.has(id))) {
    throw badRequest(`One of the ${label} does not exist.`, field);
  }
  if (ids.some((id) => found.get(id) === false && !kept.includes(id))) {
    throw badRequest(NOT_IN_USE_MESSAGE(`One of the ${label}`), field);
  }
}
