import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { carHoldersBetween } from './car-holders.queries.js';

/** The booking that had a car at a moment: its first booking (root) and where it stands. */
export interface CarHolder {
  /** The first booking of the chain (an extension points at it). */
  rootId: number;
  userId: number;
  customerName: string;
  /** `confirmed`: the car is not back yet; `completed`: returned. */
  status: 'confirmed' | 'completed';
}

/**
 * Who had `carId` at `at` (issue 36): the rule of `carHoldersBetween` (a paid booking or
 * extension, from its booked pickup or an earlier pickup handover to its return, the drop
 * while not back) for one moment; of two periods holding it (a late return, an early pickup)
 * the later booking's. Null: the car was with the business then.
 */
export async function bookingOfCarAt(
  db: DbOrTx,
  carId: number,
  at: Date,
): Promise<CarHolder | null> {
  const periods = await carHoldersBetween(db, [carId], at, at);
  const held = periods.sort((a, b) => b.pickupMs - a.pickupMs)[0];
  if (!held) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, held.userId));
  return {
    rootId: held.rootId,
    userId: held.userId,
    customerName: user?.name ?? '',
    status: held.status,
  };
}
