import type { DbOrTx } from '../../db/client.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import { findBookingByKey } from './bookings.queries.js';

const pgCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
};

/**
 * After a failed booking insert: a concurrent retry with the same key may have won, which is
 * the same booking, not a clash (its id is returned). An overlap (23P01, the exclusion
 * constraint) becomes a 409 with `takenMessage`; anything else is thrown as it is.
 */
export async function sameKeyBookingOrThrow(
  db: DbOrTx,
  userId: number,
  key: string,
  error: unknown,
  takenMessage: string,
): Promise<number> {
  const code = pgCode(error);
  const taken = code === '23P01' || (error instanceof HttpError && error.statusCode === 409);
  if (!taken && code !== '23505') throw error;
  const same = await findBookingByKey(db, userId, key);
  if (same) return same;
  if (code === '23P01') throw conflict(takenMessage);
  throw error;
}
