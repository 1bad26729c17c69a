import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, pickupDropOptions } from '../../db/schema.js';

export async function branchExists(db: Db, branchId: number): Promise<boolean> {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId));
  return branch !== undefined;
}

/** A branch's active pickup and drop options, cheapest first. */
export function activePickupDropOptions(db: Db, branchId: number) {
  return db
    .select({
      id: pickupDropOptions.id,
      name: pickupDropOptions.name,
      ratePaise: pickupDropOptions.ratePaise,
    })
    .from(pickupDropOptions)
    .where(and(eq(pickupDropOptions.branchId, branchId), eq(pickupDropOptions.isActive, true)))
    .orderBy(asc(pickupDropOptions.ratePaise), asc(pickupDropOptions.id));
}
