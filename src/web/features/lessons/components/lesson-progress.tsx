import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { drivingTestWindow, type LearnerLicence } from '../../../../shared/learner-licence';
import { LESSON_SKILL_MARK } from '../../../../shared/lesson-skills';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useLessonProgress } from '../api/lessons-api';
import { CertificateStatus } from './certificate-status';
import { SkillProgressList } from './skill-progress-list';

/** My progress on a paid package (decision 0048): attendance, skills, notes, readiness, certificate. */
export function LessonProgressSection({
  purchaseId,
  licence,
}: {
  purchaseId: number;
  /** My learner's licence: when ready, it says from when the driving test may be taken. */
  licence: LearnerLicence | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const progress = useLessonProgress(purchaseId);
  const notes = progress.data?.notes.filter((n) => n.note.trim() !== '') ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('lessons.progress.heading')}
        </h3>
        {progress.data?.readyForTest && (
          <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-bold text-green-900">
            {t('lessons.progress.ready')}
          </span>
        )}
      </div>
      {progress.isPending ? (
        <Spinner label={t('lessons.progress.loading')} className="py-4" />
      ) : progress.isError ? (
        <ErrorAlert
          message={errorMessage(progress.error)}
          onRetry={() => void progress.refetch()}
        />
      ) : (
        <>
          {progress.data.readyForTest && progress.data.readyMarkedAt && (
            <p className="text-sm text-green-900">
              {t('lessons.progress.readySince', {
                date: format.date(new Date(progress.data.readyMarkedAt)),
              })}
            </p>
          )}
          {progress.data.readyForTest && licence && <TestWindow licence={licence} />}
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(
              [
                ['taught', progress.data.attended],
                ['missed', progress.data.noShows],
                ['booked', progress.data.open],
              ] as const
            ).map(([key, count]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs text-slate-600">{t(`lessons.progress.${key}`)}</dt>
                <dd className="text-xl font-bold text-slate-900">{count}</dd>
              </div>
            ))}
          </dl>
          <h4 className="font-semibold text-slate-900">{t('lessons.progress.skillsHeading')}</h4>
          <p className="text-sm text-slate-600">
            {t('lessons.progress.mark', { mark: LESSON_SKILL_MARK })}
          </p>
          <SkillProgressList skills={progress.data.skills} />
          {notes.length > 0 && (
            <>
              <h4 className="font-semibold text-slate-900">{t('lessons.progress.notesHeading')}</h4>
              <ul className="space-y-2 text-sm text-slate-800">
                {notes.map((n) => (
                  <li key={n.lessonId}>
                    <span className="font-semibold">{format.date(new Date(n.startsAt))}:</span>{' '}
                    {n.note}
                  </li>
                ))}
              </ul>
            </>
          )}
          <CertificateStatus progress={progress.data} />
        </>
      )}
    </section>
  );
}

/** From when (30 days after the learner's licence was issued) and until when the RTO test may be taken. */
function TestWindow({ licence }: { licence: LearnerLicence }) {
  const { t } = useTranslation();
  const format = useFormat();
  const window = drivingTestWindow(licence);
  const day = (date: string) => format.date(new Date(`${date}T00:00:00+05:30`));
  return window.open ? (
    <p className="text-sm text-slate-800">
      {t('lessons.progress.testWindow', { from: day(window.from), until: day(window.until) })}
    </p>
  ) : (
    <p className="text-sm text-amber-800">
      {t('lessons.progress.testWindowShut', { until: day(window.until) })}
    </p>
  );
}
