import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import { findBookingByKey } from './bookings.queries.js';

const pgCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
};

/**
 * What a 409 for an overlap says: the car's practical lesson (the bookings_no_lesson trigger,
 * decision 0046) by name, any other overlap as `fallback`.
 */
export function overlapMessage(error: unknown, fallback: string): string {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  const constraint = e.cause?.constraint ?? e.constraint;
  return constraint === 'bookings_no_lesson' ? LESSON_MESSAGES.rentalOverLesson : fallback;
}

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
  if (code === '23P01') throw conflict(overlapMessage(error, takenMessage));
  throw error;
}
