import { BRANCH_NOT_FOUND_MESSAGE } from '../../../shared/pickup-drop.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { activePickupDropOptions, branchExists } from './branches.queries.js';

/** A branch's pickup and drop options with their charges; 404 for a branch that does not exist. */
export async function pickupDropOptionsOf(db: Db, branchId: number) {
  if (!(await branchExists(db, branchId))) throw notFound(BRANCH_NOT_FOUND_MESSAGE);
  return { options: await activePickupDropOptions(db, branchId) };
}
