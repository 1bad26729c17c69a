import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { FreeEnrolment } from '../components/free-enrolment';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseDetail } from '../api/catalogue-api';
import { useAttemptHistory, useStartAttempt, useSubmitAttempt } from '../api/study-api';
import { AttemptReview } from '../components/attempt-review';
import { MockTest } from '../components/mock-test';
import { CertificateBox } from '../components/certificate-box';
import { ScoreTrend } from '../components/score-trend';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** /courseQBStudent/{slug}: timed mock tests of a question bank, attempts kept, best shown. */
export function CourseQbStudentPage() {
  const { slug = '' } = useParams();
  return (
    <RequireCustomer>
      <FreeEnrolment slug={slug}>
        <QuestionBank />
      </FreeEnrolment>
    </RequireCustomer>
  );
}

function QuestionBank() {
  const { t } = useTranslation();
  const format = useFormat();
  const { slug = '' } = useParams();
  const course = useCourseDetail(slug);
  const history = useAttemptHistory(slug);
  const start = useStartAttempt(slug);
  const submit = useSubmitAttempt();
  usePageTitle(course.data?.title ?? t('learning.detail.mockTest'));

  if (course.isPending) return <PageLoader label={t('learning.test.loading')} />;
  if (course.isError) return <ErrorAlert message={errorMessage(course.error)} />;
  const c = course.data;
  const startTest = (mode: 'mock' | 'practice') => {
    submit.reset();
    start.mutate(mode);
  };
  const wrong = history.data?.wrongToPractise ?? 0;
  const testing = start.data && !submit.data;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{c.title}</h1>
      <p className="mt-2 text-slate-700">
        {t('learning.test.about', {
          questions: c.questionCount,
          minutes: Math.round(c.durationSeconds / 60),
        })}
      </p>
      {(start.isError || submit.isError) && (
        <div className="mt-4">
          <ErrorAlert message={errorMessage(start.error ?? submit.error)} />
        </div>
      )}
      <div className="mt-6">
        {testing ? (
          <>
            {start.data.mode === 'practice' && (
              <h2 className="mb-3 text-xl font-bold text-slate-900">
                {t('school.practiceHeading')}
              </h2>
            )}
            <MockTest
              key={start.data.attemptId}
              attempt={start.data}
              submitting={submit.isPending}
              onSubmit={(answers) => submit.mutate({ attemptId: start.data.attemptId, answers })}
            />
          </>
        ) : (
          <>
            {submit.data && <AttemptReview result={submit.data} />}
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => startTest('mock')}
                disabled={start.isPending}
              >
                {start.isPending
                  ? t('learning.processing')
                  : submit.data
                    ? t('learning.test.tryAgain')
                    : t('learning.test.start')}
              </button>
              {wrong > 0 && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => startTest('practice')}
                  disabled={start.isPending}
                >
                  {t('school.practise', { count: wrong })}
                </button>
              )}
            </div>
            {/* Taken as another course's final test, the bank itself earns no certificate. */}
            {c.enrolled && <CertificateBox course={c} />}
            <section className="mt-10">
              <h2 className="text-xl font-bold text-slate-900">{t('learning.test.attempts')}</h2>
              {history.isPending ? (
                <PageLoader label={t('learning.test.loadingAttempts')} />
              ) : history.data?.attempts.length ? (
                <>
                  {history.data.bestPercent !== null && (
                    <p className="mt-2 font-semibold text-slate-900">
                      {t('learning.test.best', { percent: history.data.bestPercent })}
                    </p>
                  )}
                  <ScoreTrend attempts={history.data.attempts} />
                  <ul className="mt-2 space-y-1 text-slate-800">
                    {history.data.attempts.map((a) => (
                      <li key={a.attemptId}>
                        {format.dayTime(new Date(a.submittedAt))}: {a.correct}/{a.total} (
                        {a.percent}%){a.mode === 'practice' ? ` · ${t('school.practiceTag')}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="mt-2 text-slate-600">{t('learning.test.noAttempts')}</p>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
