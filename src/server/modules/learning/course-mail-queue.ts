import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';

export const COURSE_MAIL_QUEUE = 'course-mail';

/** A school mail to send: the buyer's receipt, the refund notice or the gift's link. */
export interface CourseMailJob {
  kind: 'paid' | 'refunded' | 'gift';
  orderId: number;
}

/**
 * Puts the mail in the job queue inside the transaction that made the change, so it is sent
 * (with retries) if and only if the change committed, and an SMTP failure never fails the
 * customer's request.
 */
export const queueCourseMail = (jobs: JobQueue, tx: DbOrTx, job: CourseMailJob) =>
  jobs.send(tx, COURSE_MAIL_QUEUE, job);
