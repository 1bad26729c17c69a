import { z } from 'zod';

export const failedJobSchema = z.object({
  id: z.uuid(),
  /** The queue: what the job does (customer-message-send, mail-booking-confirmed, ...). */
  queue: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsSchema = z.object({ jobs: z.array(failedJobSchema) });
/** A job is no branch's record (`:jobId`, not `:id`): only admins reach it, every branch's. */
export const jobIdParamsSchema = z.object({ jobId: z.uuid() });

export const JOB_NOT_FAILED_MESSAGE = 'This job is not failed any more.';
export const JOB_RETRIED_MESSAGE = 'The job will run again in a moment.';
