import type { TripChargeList } from '../../../shared/trip-charges.js';
import type { Db } from '../../db/client.js';
import { listTripCharges } from './trip-charges.queries.js';
import { tripChargeViews } from './trip-charges.view.js';

/** The console's list: a branch's charges (null: every branch), or one car's. */
export async function listTripChargesFor(
  db: Db,
  filter: { branchId: number | null; carId?: number | undefined },
): Promise<TripChargeList> {
  return { charges: await tripChargeViews(db, await listTripCharges(db, filter), 'console') };
}
