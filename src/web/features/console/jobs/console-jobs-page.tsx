import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFailedJobs, useRetryJob } from './console-jobs-api';
import { LoadError } from '../shared/load-error';

/** /staff/jobs (admins): background work that failed after every retry, and its retry. */
export function ConsoleJobsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  usePageTitle(t('console.jobs.title'));
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  const [notice, setNotice] = useState<string | null>(null);
  if (jobs.isPending) return <PageLoader label={t('console.jobs.loading')} />;
  if (jobs.isError) {
    return <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  }
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.jobs.title')}</h1>
      <p className="text-sm text-slate-700">{t('console.jobs.intro')}</p>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {message(notice)}
        </p>
      )}
      <ActionError error={retry.error} />
      {jobs.data.jobs.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 shadow-sm">
          {t('console.jobs.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{job.queue}</p>
                <p className="text-sm break-words text-red-800">{job.error}</p>
                <p className="text-sm text-slate-600">
                  {t('console.jobs.attempts', {
                    attempts: job.attempts,
                    when: format.dayTime(new Date(job.failedAt)),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                aria-label={t('console.jobs.retryJob', { queue: job.queue, id: job.id })}
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(job.id, { onSuccess: (reply) => setNotice(reply.message) })
                }
              >
                {t('console.jobs.retry')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
