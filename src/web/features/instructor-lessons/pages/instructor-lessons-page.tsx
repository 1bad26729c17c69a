import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isCalendarDate } from '../../../../shared/calendar-date';
import { istDate } from '../../../../shared/time';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { Spinner } from '../../../components/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useBranchName } from '../../../lib/use-branch-name';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorDay } from '../api/instructor-lessons-api';
import { DayPicker } from '../components/day-picker';
import { LessonCard } from '../components/lesson-card';

/**
 * /instructor/lessons?date=: the practical instructor's day on a phone (issue 34 item 4,
 * decision 0048): each lesson with the learner to call, the pickup, the car, attendance, the
 * skills record and "ready for the test".
 */
export function InstructorLessonsPage() {
  const { t } = useTranslation();
  usePageTitle(t('instructorLessons.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
        {t('instructorLessons.title')}
      </h1>
      <RequireCustomer>
        <InstructorDayView />
      </RequireCustomer>
    </div>
  );
}

function InstructorDayView() {
  const { t, i18n } = useTranslation();
  const branchName = useBranchName();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : istDate(new Date());
  const day = useInstructorDay(date);
  const forbidden = day.error instanceof ApiRequestError && day.error.status === 403;
  return (
    <div className="mt-4 space-y-4">
      {day.data && (
        <p className="text-sm text-slate-700">
          {t('instructorLessons.who', {
            name:
              i18n.language.startsWith('hi') && day.data.instructorNameHi
                ? day.data.instructorNameHi
                : day.data.instructorName,
            branch: branchName(day.data.branchName),
          })}
        </p>
      )}
      {!forbidden && (
        <DayPicker date={date} onChange={(next) => setParams({ date: next }, { replace: true })} />
      )}
      {day.isPending ? (
        <Spinner label={t('instructorLessons.loading')} className="py-12" />
      ) : day.isError ? (
        <div className="space-y-3">
          <ErrorAlert
            message={errorMessage(day.error)}
            onRetry={forbidden ? undefined : () => void day.refetch()}
          />
          {forbidden && (
            <Link to="/instructor-login" className="btn btn-primary">
              {t('instructorLessons.signIn')}
            </Link>
          )}
        </div>
      ) : day.data.lessons.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-4 py-10 text-center font-semibold text-slate-800">
          {t('instructorLessons.none')}
        </p>
      ) : (
        <ul className="space-y-4">
          {day.data.lessons.map((lesson) => (
            <LessonCard key={lesson.id} lesson={lesson} />
          ))}
        </ul>
      )}
    </div>
  );
}
