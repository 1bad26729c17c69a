import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { lapseExpiredHolds } from './bookings.queries.js';

export const HOLD_SWEEP_QUEUE = 'booking-hold-sweep';

/**
 * Unpaid bookings past their hold lapse, so the exclusion constraint frees their cars for the
 * search too (a new booking of the same car also lapses them first, in its own transaction).
 * A scheduled job: every minute, in one process of however many share the database.
 */
export function scheduleHoldSweep(jobs: JobQueue, db: Db) {
  jobs.define(HOLD_SWEEP_QUEUE, async () => void (await lapseExpiredHolds(db)));
  jobs.every(HOLD_SWEEP_QUEUE, '* * * * *');
}
