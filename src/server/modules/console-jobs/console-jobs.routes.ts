import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/auth.js';
import {
  failedJobsSchema,
  JOB_RETRIED_MESSAGE,
  jobIdParamsSchema,
} from '../../../shared/console-jobs.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { listFailedJobs, retryFailedJob } from './console-jobs.service.js';

/** Inside `consoleScope`: failed background jobs (sends, reminders) and their retry. */
export const consoleJobsRoutes =
  (db: Db, jobs: JobQueue): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/jobs/failed',
      {
        schema: {
          tags,
          summary: 'Background jobs that failed after every retry (admins)',
          response: { 200: failedJobsSchema },
        },
      },
      async (request) => ({ jobs: await listFailedJobs(jobs, staffOf(request)) }),
    );

    app.post(
      '/api/console/jobs/:jobId/retry',
      {
        schema: {
          tags,
          summary: 'Runs a failed job again (admins; audited)',
          params: jobIdParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await retryFailedJob(db, jobs, staffOf(request), request.params.jobId);
        return { message: JOB_RETRIED_MESSAGE };
      },
    );
  };
