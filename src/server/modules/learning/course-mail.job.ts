import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { COURSE_MAIL_QUEUE, type CourseMailJob } from './course-mail-queue.js';
import { sendOrderPaidMail, sendOrderRefundedMail } from './course-mails.js';
import { sendGiftMail, type GiftDeps } from './gift.service.js';

/** Sends the school's queued mails, each retried with backoff (failures show at /staff/jobs). */
export function defineCourseMails(jobs: JobQueue, deps: GiftDeps) {
  jobs.define(COURSE_MAIL_QUEUE, async (data) => {
    const job = data as CourseMailJob;
    if (job.kind === 'gift') await sendGiftMail(deps, job.orderId);
    else if (job.kind === 'paid') await sendOrderPaidMail(deps, job.orderId);
    else await sendOrderRefundedMail(deps, job.orderId);
  });
}
