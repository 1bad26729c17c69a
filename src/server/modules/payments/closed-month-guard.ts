import { istMonthOf, monthClosedMessage } from '../../../shared/closed-months.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { isMonthClosed } from './closed-months.queries.js';

/**
 * Refuses a money event dated in a closed month (409 naming it), in the event's transaction
 * before anything is written, so nothing is half-written (decision 0055).
 */
export async function assertMonthOpen(db: DbOrTx, at: Date) {
  const month = istMonthOf(at);
  if (await isMonthClosed(db, month)) throw conflict(monthClosedMessage(month));
}
