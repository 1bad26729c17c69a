import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_VIEWS, type CalendarView } from '../../../../shared/console-availability';
import { isCalendarDate } from '../../../../shared/calendar-date';
import { istDate } from '../../../../shared/time';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { useCalendar } from '../shared/console-availability-api';
import { useBranchChoice } from '../shared/branch-picker';
import { CalendarDayPicker } from '../shared/calendar-day-picker';
import { BookingMoveDialog } from './booking-move-dialog';
import { CalendarGrid, type BookingMove } from './calendar-grid';
import { LoadError } from '../shared/load-error';

/** /staff/calendar?branch=1&from=2026-11-23&view=week: the branch calendar. */
export function ConsoleCalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.availability.calendar.title'));
  const [params, editParams] = useSearchParamsEditor();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const fromParam = params.get('from') ?? '';
  const from = isCalendarDate(fromParam) ? fromParam : istDate(new Date());
  const branchId = useBranchChoice(Number(params.get('branch')) || null);
  const calendar = useCalendar(branchId, from, view);
  const set = (changes: Record<string, string>) =>
    editParams(
      (next) => {
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
      },
      { replace: true },
    );
  const step = view === 'week' ? 7 : 31;
  const [move, setMove] = useState<BookingMove | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('console.availability.calendar.title')}
      </h1>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <CalendarDayPicker
        labels={{
          from: t('console.availability.calendar.from'),
          view: t('console.availability.calendar.view'),
          views: {
            week: t('console.availability.calendar.week'),
            month: t('console.availability.calendar.month'),
          },
          previous: t('console.availability.calendar.previous'),
          next: t('console.availability.calendar.next'),
        }}
        branchId={branchId}
        from={from}
        view={view}
        views={CALENDAR_VIEWS}
        step={step}
        onBranch={(id) => set({ branch: String(id) })}
        onFrom={(date) => set({ from: date })}
        onView={(v) => set({ view: v })}
      />
      {calendar.isPending ? (
        <PageLoader label={t('console.availability.calendar.loading')} />
      ) : calendar.isError ? (
        <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('console.availability.calendar.help')}</p>
          <CalendarGrid calendar={calendar.data} onMove={setMove} />
        </>
      )}
      {move && <BookingMoveDialog move={move} onClose={() => setMove(null)} onDone={setNotice} />}
    </section>
  );
}
