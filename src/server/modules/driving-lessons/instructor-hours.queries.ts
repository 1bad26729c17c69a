import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { instructorHours, instructorLeave } from '../../db/schema.js';

/**
 * The instructors' weekly hours, and their leave touching [first, last] (IST dates), for the
 * calendar and the lessons report.
 */
export async function hoursAndLeave(db: DbOrTx, ids: number[], first: string, last: string) {
  if (ids.length === 0) return { hours: [], leave: [] };
  const [hours, leave] = await Promise.all([
    db.select().from(instructorHours).where(inArray(instructorHours.instructorId, ids)),
    db
      .select()
      .from(instructorLeave)
      .where(
        and(
          inArray(instructorLeave.instructorId, ids),
          lte(instructorLeave.startsOn, last),
          gte(instructorLeave.endsOn, first),
        ),
      )
      .orderBy(asc(instructorLeave.startsOn)),
  ]);
  return { hours, leave };
}
