import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertAdmin, type ConsoleStaff } from '../../lib/console-guard.js';
import { HttpError } from '../../lib/http-errors.js';
import type { FailedJob as QueueFailedJob, JobQueue } from '../../lib/jobs/job-queue.js';
import { JOB_NOT_FAILED_MESSAGE, type FailedJob } from '../../../shared/console-jobs.js';

const LIST_LIMIT = 200;

const toView = (job: QueueFailedJob): FailedJob => ({
  id: job.id,
  queue: job.queue,
  error: job.error,
  attempts: job.attempts,
  createdAt: job.createdAt.toISOString(),
  failedAt: job.failedAt.toISOString(),
});

/** Background jobs that used up their retries (admins only: they span every branch). */
export async function listFailedJobs(jobs: JobQueue, staff: ConsoleStaff) {
  assertAdmin(staff);
  return (await jobs.failedJobs(LIST_LIMIT)).map(toView);
}

/** One more attempt for a failed job, written to the audit log in the same transaction. */
export async function retryFailedJob(db: Db, jobs: JobQueue, staff: ConsoleStaff, id: string) {
  assertAdmin(staff);
  return db.transaction(async (tx) => {
    const job = await jobs.retry(tx, id);
    if (!job) throw new HttpError(409, JOB_NOT_FAILED_MESSAGE);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'job.retry',
      recordType: 'job',
      recordId: id,
      branchId: null,
      before: { queue: job.queue, state: 'failed', error: job.error },
      after: { queue: job.queue, state: 'retry' },
    });
  });
}
