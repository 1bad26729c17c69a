import { useTranslation } from 'react-i18next';
import type { LessonFigures } from '../../../../shared/lesson-console';
import { PageLoader } from '../../../components/spinner';
import { useLessonReport } from '../shared/console-reports-api';
import { LoadError } from '../shared/load-error';

const th = 'px-3 py-2 text-left font-semibold text-slate-800';
const td = 'px-3 py-2 text-slate-900';
const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

/**
 * The month's practical lessons (issue 34 item 6): delivered, still to come, cancelled and
 * no-shows (as instructors mark attendance, decision 0048) by branch, and each instructor's
 * utilisation. "Not recorded" is only for a server from before attendance.
 */
export function LessonsSection({ month, branchId }: { month: string; branchId: string }) {
  const { t } = useTranslation();
  const report = useLessonReport(month, branchId);
  const headings = (
    <>
      <th className={th}>{t('console.reports.lessons.delivered')}</th>
      <th className={th}>{t('console.reports.lessons.upcoming')}</th>
      <th className={th}>{t('console.reports.lessons.cancelled')}</th>
      <th className={th}>{t('console.reports.lessons.noShows')}</th>
      <th className={th}>{t('console.reports.lessons.bookedHours')}</th>
      <th className={th}>{t('console.reports.lessons.workingHours')}</th>
      <th className={th}>{t('console.reports.lessons.utilisation')}</th>
    </>
  );
  const cells = (f: LessonFigures) => (
    <>
      <td className={td}>{f.delivered}</td>
      <td className={td}>{f.upcoming}</td>
      <td className={td}>{f.cancelled}</td>
      <td className={td}>{f.noShows ?? t('console.reports.lessons.notRecorded')}</td>
      <td className={td}>{f.bookedHours}</td>
      <td className={td}>{f.workingHours}</td>
      <td className={td}>{percent(f.utilisation)}</td>
    </>
  );
  return (
    <section aria-labelledby="lessons-report-heading" className="space-y-2">
      <h2 id="lessons-report-heading" className="text-lg font-bold text-slate-900">
        {t('console.reports.lessons.heading')}
      </h2>
      {report.isPending ? (
        <PageLoader label={t('console.reports.lessons.loading')} />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th className={th}>{t('console.reports.lessons.branch')}</th>
                  {headings}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {report.data.branches.map((b) => (
                  <tr key={b.branchId}>
                    <th scope="row" className={th}>
                      {b.branchName}
                    </th>
                    {cells(b)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="font-bold text-slate-900">{t('console.reports.lessons.byInstructor')}</h3>
          {report.data.instructors.length === 0 ? (
            <p className="text-slate-700">{t('console.reports.lessons.noInstructors')}</p>
          ) : (
            <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th className={th}>{t('console.reports.lessons.instructor')}</th>
                    <th className={th}>{t('console.reports.lessons.branch')}</th>
                    {headings}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {report.data.instructors.map((i) => (
                    <tr key={i.instructorId}>
                      <th scope="row" className={th}>
                        {i.displayName}
                      </th>
                      <td className={td}>{i.branchName}</td>
                      {cells(i)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="text-sm text-slate-700">{t('console.reports.lessons.note')}</p>
        </>
      )}
    </section>
  );
}
