import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_VIEWS, type CalendarView } from '../../../../shared/console-availability';
import { isCalendarDate } from '../../../../shared/calendar-date';
import { addDays, istDate } from '../../../../shared/time';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { useCalendar } from '../shared/console-availability-api';
import { BranchPicker, useBranchChoice } from '../shared/branch-picker';
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
      <div className="flex flex-wrap items-end gap-3">
        <BranchPicker value={branchId} onChange={(id) => set({ branch: String(id) })} />
        <TextField
          label={t('console.availability.calendar.from')}
          type="date"
          value={from}
          onChange={(e) => e.target.value && set({ from: e.target.value })}
        />
        <div
          role="group"
          aria-label={t('console.availability.calendar.view')}
          className="flex gap-1"
        >
          {CALENDAR_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={`btn ${view === v ? 'btn-primary' : 'bg-white ring-1 ring-slate-300 ring-inset'}`}
              onClick={() => set({ view: v })}
            >
              {t(`console.availability.calendar.${v}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn bg-white ring-1 ring-slate-300 ring-inset"
          onClick={() => set({ from: addDays(from, -step) })}
        >
          {t('console.availability.calendar.previous')}
        </button>
        <button
          type="button"
          className="btn bg-white ring-1 ring-slate-300 ring-inset"
          onClick={() => set({ from: addDays(from, step) })}
        >
          {t('console.availability.calendar.next')}
        </button>
      </div>
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
