import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { releaseDueDeposits } from './deposit-release.service.js';

export const DEPOSIT_RELEASE_QUEUE = 'deposit-release';

/** Held deposits go back when their hold ends: every 10 minutes, in one process. */
export function scheduleDepositRelease(jobs: JobQueue, deps: { db: Db; events: EventBus }) {
  jobs.define(DEPOSIT_RELEASE_QUEUE, async () => void (await releaseDueDeposits(deps)));
  jobs.every(DEPOSIT_RELEASE_QUEUE, '*/10 * * * *');
}
