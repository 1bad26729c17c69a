import { addDays } from '../../../../shared/time';
import { TextField } from '../../../components/text-field';
import { BranchPicker } from './branch-picker';

export interface CalendarDayPickerLabels<V extends string> {
  from: string;
  /** The name of the group of view buttons. */
  view: string;
  views: Record<V, string>;
  previous: string;
  next: string;
}

/**
 * What a console calendar shows (the branch calendar, the lessons): the branch, the first day,
 * the view as pressed buttons, and previous and next, which move the first day by `step` days
 * (the view's length).
 */
export function CalendarDayPicker<V extends string>({
  labels,
  branchId,
  from,
  view,
  views,
  step,
  onBranch,
  onFrom,
  onView,
}: {
  labels: CalendarDayPickerLabels<V>;
  branchId: number | null;
  from: string;
  view: V;
  views: readonly V[];
  step: number;
  onBranch: (branchId: number) => void;
  onFrom: (date: string) => void;
  onView: (view: V) => void;
}) {
  const quiet = 'btn bg-white ring-1 ring-slate-300 ring-inset';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <BranchPicker value={branchId} onChange={onBranch} />
      <TextField
        label={labels.from}
        type="date"
        value={from}
        onChange={(e) => e.target.value && onFrom(e.target.value)}
      />
      <div role="group" aria-label={labels.view} className="flex gap-1">
        {views.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            className={view === v ? 'btn btn-primary' : quiet}
            onClick={() => onView(v)}
          >
            {labels.views[v]}
          </button>
        ))}
      </div>
      <button type="button" className={quiet} onClick={() => onFrom(addDays(from, -step))}>
        {labels.previous}
      </button>
      <button type="button" className={quiet} onClick={() => onFrom(addDays(from, step))}>
        {labels.next}
      </button>
    </div>
  );
}
