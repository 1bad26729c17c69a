import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseDetail } from '../api/catalogue-api';
import { useAttemptHistory, useStartAttempt, useSubmitAttempt } from '../api/study-api';
import { AttemptReview } from '../components/attempt-review';
import { MockTest } from '../components/mock-test';

/** /courseQBStudent/{slug}: timed mock tests of a question bank, attempts kept, best shown. */
export function CourseQbStudentPage() {
  return (
    <RequireCustomer>
      <QuestionBank />
    </RequireCustomer>
  );
}

function QuestionBank() {
  const { slug = '' } = useParams();
  const course = useCourseDetail(slug);
  const history = useAttemptHistory(slug);
  const start = useStartAttempt(slug);
  const submit = useSubmitAttempt(slug);
  usePageTitle(course.data?.title ?? 'Mock test');

  if (course.isPending) return <PageLoader label="Loading the question bank…" />;
  if (course.isError) return <ErrorAlert message={errorMessage(course.error)} />;
  const c = course.data;
  const startTest = () => {
    submit.reset();
    start.mutate();
  };
  const testing = start.data && !submit.data;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{c.title}</h1>
      <p className="mt-2 text-slate-700">
        {c.questionCount} questions · {Math.round(c.durationSeconds / 60)} minutes · 60% to pass
      </p>
      {(start.isError || submit.isError) && (
        <div className="mt-4">
          <ErrorAlert message={errorMessage(start.error ?? submit.error)} />
        </div>
      )}
      <div className="mt-6">
        {testing ? (
          <MockTest
            key={start.data.attemptId}
            attempt={start.data}
            submitting={submit.isPending}
            onSubmit={(answers) => submit.mutate({ attemptId: start.data.attemptId, answers })}
          />
        ) : (
          <>
            {submit.data && <AttemptReview result={submit.data} />}
            <button
              type="button"
              className="btn btn-primary mt-6"
              onClick={startTest}
              disabled={start.isPending}
            >
              {start.isPending
                ? 'Processing Request...'
                : submit.data
                  ? 'Try Again'
                  : 'Start Mock Test'}
            </button>
            <section className="mt-10">
              <h2 className="text-xl font-bold text-slate-900">Your attempts</h2>
              {history.isPending ? (
                <PageLoader label="Loading your attempts…" />
              ) : history.data?.attempts.length ? (
                <>
                  <p className="mt-2 font-semibold text-slate-900">
                    Best score: {history.data.bestPercent}%
                  </p>
                  <ul className="mt-2 space-y-1 text-slate-800">
                    {history.data.attempts.map((a) => (
                      <li key={a.attemptId}>
                        {formatIstDayTime(new Date(a.submittedAt))}: {a.correct}/{a.total} (
                        {a.percent}%)
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="mt-2 text-slate-600">No attempts yet.</p>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
