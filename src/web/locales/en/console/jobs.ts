/** The console's failed-jobs page (src/web/features/console/jobs/). */
export const jobs = {
  title: 'Failed jobs',
  loading: 'Loading failed jobs…',
  intro:
    'Messages and other background work that failed after every retry. Retry runs a job once more; each retry is written to the audit log.',
  none: 'No failed jobs.',
  attempts: '{{attempts}} attempts · failed {{when}}',
  retryJob: 'Retry {{queue}} job {{id}}',
  retry: 'Retry',
};
