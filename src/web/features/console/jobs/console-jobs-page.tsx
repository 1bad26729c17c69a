import { useState } from 'react';
import { ActionError } from '../../../components/action-error';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFailedJobs, useRetryJob } from './console-jobs-api';
import { LoadError } from '../shared/load-error';

/** /staff/jobs (admins): background work that failed after every retry, and its retry. */
export function ConsoleJobsPage() {
  usePageTitle('Failed jobs');
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  const [notice, setNotice] = useState<string | null>(null);
  if (jobs.isPending) return <PageLoader label="Loading failed jobs…" />;
  if (jobs.isError) {
    return <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  }
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Failed jobs</h1>
      <p className="text-sm text-slate-700">
        Messages and other background work that failed after every retry. Retry runs a job once
        more; each retry is written to the audit log.
      </p>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <ActionError error={retry.error} />
      {jobs.data.jobs.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 shadow-sm">No failed jobs.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{job.queue}</p>
                <p className="text-sm break-words text-red-800">{job.error}</p>
                <p className="text-sm text-slate-600">
                  {job.attempts} attempts · failed {formatIstDayTime(new Date(job.failedAt))}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                aria-label={`Retry ${job.queue} job ${job.id}`}
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(job.id, { onSuccess: (reply) => setNotice(reply.message) })
                }
              >
                Retry
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
