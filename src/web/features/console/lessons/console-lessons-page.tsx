import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isCalendarDate } from '../../../../shared/calendar-date';
import { istDate } from '../../../../shared/time';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { useBranchChoice } from '../shared/branch-picker';
import { CalendarDayPicker } from '../shared/calendar-day-picker';
import { useConsoleMe } from '../shared/console-session-api';
import { LoadError } from '../shared/load-error';
import { useLessonCalendar } from './console-lessons-api';
import { LessonDayGrid } from './lesson-day-grid';
import { LessonWeekList } from './lesson-week-list';
import { WalkInLessonForm } from './walk-in-lesson-form';

const VIEWS = ['day', 'week'] as const;

/**
 * /staff/lessons?branch=1&from=2026-11-30&view=day: a branch's practical lessons, instructors
 * by time beside the training cars, and the desk's booking for a walk-in (issue 34 item 6).
 */
export function ConsoleLessonsPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.lessons.calendar.title'));
  const [params, editParams] = useSearchParamsEditor();
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const fromParam = params.get('from') ?? '';
  const from = isCalendarDate(fromParam) ? fromParam : istDate(new Date());
  const branchId = useBranchChoice(Number(params.get('branch')) || null);
  const days = view === 'week' ? 7 : 1;
  const calendar = useLessonCalendar(branchId, from, days);
  const isManager = (useConsoleMe(true).data?.staffRole ?? 'staff') !== 'staff';
  const [notice, setNotice] = useState<string | null>(null);
  const set = (changes: Record<string, string>) =>
    editParams(
      (next) => {
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
      },
      { replace: true },
    );
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">
          {t('console.lessons.calendar.title')}
        </h1>
        {isManager && (
          <Link
            className="text-sm font-semibold text-brand-800 underline"
            to="/staff/lessons/setup"
          >
            {t('console.lessons.calendar.setup')}
          </Link>
        )}
      </div>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <CalendarDayPicker
        labels={{
          from: t('console.lessons.calendar.from'),
          view: t('console.lessons.calendar.view'),
          views: {
            day: t('console.lessons.calendar.day'),
            week: t('console.lessons.calendar.week'),
          },
          previous: t('console.lessons.calendar.previous'),
          next: t('console.lessons.calendar.next'),
        }}
        branchId={branchId}
        from={from}
        view={view}
        views={VIEWS}
        step={days}
        onBranch={(id) => set({ branch: String(id) })}
        onFrom={(date) => set({ from: date })}
        onView={(v) => set({ view: v })}
      />
      {calendar.isPending ? (
        <PageLoader label={t('console.lessons.calendar.loading')} />
      ) : calendar.isError ? (
        <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('console.lessons.calendar.help')}{' '}
            {t('console.lessons.calendar.turnaround', {
              minutes: calendar.data.turnaroundMinutes,
            })}
          </p>
          {calendar.data.instructors.length === 0 && (
            <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
              {t('console.lessons.calendar.noInstructors')}
            </p>
          )}
          {calendar.data.cars.length === 0 && (
            <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
              {t('console.lessons.calendar.noCars')}
            </p>
          )}
          {view === 'day' ? (
            <LessonDayGrid
              calendar={calendar.data}
              day={calendar.data.from}
              onCancelled={setNotice}
            />
          ) : (
            <LessonWeekList calendar={calendar.data} onCancelled={setNotice} />
          )}
          <WalkInLessonForm
            key={`${calendar.data.branchId}`}
            calendar={calendar.data}
            day={from < istDate(new Date()) ? istDate(new Date()) : from}
            onBooked={setNotice}
          />
        </>
      )}
    </section>
  );
}
