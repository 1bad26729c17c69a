import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonSlotList } from '../../../../shared/lesson-api';
import { addDays, istDate } from '../../../../shared/time';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useLessonSlots } from '../api/lessons-api';
import { timeOf } from '../lib/use-lesson-error';

/** A chosen slot: its start, and the instructor asked for (none: any free one). */
export interface SlotChoice {
  startsAt: string | null;
  instructorId: number | null;
}

type Slot = LessonSlotList['slots'][number];

/**
 * A week of a package's free slots (GET /api/lessons/slots), one radio button each, grouped by
 * day, with the week before and after and a choice of instructor (any, or one by name).
 */
export function SlotPicker({
  packageId,
  value,
  onChange,
}: {
  packageId: number;
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const today = istDate(new Date());
  const [from, setFrom] = useState(today);
  const slots = useLessonSlots(packageId, from);
  const instructorField = useId();
  const hindi = i18n.language.startsWith('hi');
  const shown = (slots.data?.slots ?? []).filter(
    (s) => value.instructorId === null || s.instructorIds.includes(value.instructorId),
  );
  const days = new Map<string, Slot[]>();
  for (const s of shown) {
    const day = istDate(new Date(s.startsAt));
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  const moveWeek = (by: number) => {
    setFrom(addDays(from, by));
    onChange({ ...value, startsAt: null });
  };
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn" disabled={from <= today} onClick={() => moveWeek(-7)}>
          {t('lessons.book.previousWeek')}
        </button>
        <p className="text-center text-sm font-semibold text-slate-900" aria-live="polite">
          {t('lessons.book.week', { date: format.date(new Date(`${from}T00:00:00+05:30`)) })}
        </p>
        <button type="button" className="btn" onClick={() => moveWeek(7)}>
          {t('lessons.book.nextWeek')}
        </button>
      </div>
      <div>
        <label
          htmlFor={instructorField}
          className="mb-1 block text-sm font-semibold text-slate-800"
        >
          {t('lessons.book.instructor')}
        </label>
        <select
          id={instructorField}
          className="field"
          value={value.instructorId ?? ''}
          onChange={(e) =>
            onChange({
              startsAt: null,
              instructorId: e.target.value ? Number(e.target.value) : null,
            })
          }
        >
          <option value="">{t('lessons.book.anyInstructor')}</option>
          {(slots.data?.instructors ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {hindi && i.nameHi ? i.nameHi : i.name}
            </option>
          ))}
        </select>
      </div>
      {slots.isPending ? (
        <Spinner label={t('lessons.book.loadingSlots')} />
      ) : slots.isError ? (
        <ErrorAlert message={errorMessage(slots.error)} onRetry={() => void slots.refetch()} />
      ) : days.size === 0 ? (
        <p className="text-sm text-slate-700">{t('lessons.book.noSlots')}</p>
      ) : (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            {t('lessons.book.slots')}
          </legend>
          <div className="mt-2 space-y-3">
            {[...days.entries()].map(([day, list]) => (
              <fieldset key={day}>
                <legend className="text-sm text-slate-700">
                  {format.date(new Date(`${day}T00:00:00+05:30`))}
                </legend>
                <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {list.map((s) => {
                    const start = new Date(s.startsAt);
                    return (
                      <label
                        key={s.startsAt}
                        className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                      >
                        <input
                          type="radio"
                          name={`slot-${packageId}`}
                          className="size-5"
                          checked={value.startsAt === s.startsAt}
                          onChange={() => onChange({ ...value, startsAt: s.startsAt })}
                          aria-label={t('lessons.book.slotTime', {
                            from: format.dayTime(start),
                            until: timeOf(format.dayTime(new Date(s.endsAt))),
                          })}
                        />
                        {timeOf(format.dayTime(start))}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
