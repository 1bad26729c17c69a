import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cars, favourites } from '../../db/schema.js';

export async function listFavouriteCarIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ carId: favourites.carId })
    .from(favourites)
    .innerJoin(cars, eq(cars.id, favourites.carId))
    .where(and(eq(favourites.userId, userId), eq(cars.isActive, true)))
    .orderBy(asc(favourites.carId));
  return rows.map((r) => r.carId);
}

/** Adds a favourite; adding one twice is harmless. Returns false when the car does not exist. */
export async function addFavourite(db: DbOrTx, userId: number, carId: number): Promise<boolean> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.isActive, true)));
  if (!car) return false;
  await db.insert(favourites).values({ userId, carId }).onConflictDoNothing();
  return true;
}

export async function removeFavourite(db: DbOrTx, userId: number, carId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)));
}
