import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../../../../shared/calendar-date';
import { addDays } from '../../../../shared/time';
import { Icon } from '../../../components/icon';

/** The day shown: the day before and after as buttons, any day from the date input. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="flex items-end gap-2">
      <button
        type="button"
        className="btn shrink-0 px-3"
        aria-label={t('instructorLessons.previousDay')}
        onClick={() => onChange(addDays(date, -1))}
      >
        <Icon name="arrowLeft" />
      </button>
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('instructorLessons.day')}
        </label>
        <input
          id={inputId}
          type="date"
          className="field"
          value={date}
          onChange={(e) => {
            if (isCalendarDate(e.target.value)) onChange(e.target.value);
          }}
        />
      </div>
      <button
        type="button"
        className="btn shrink-0 px-3"
        aria-label={t('instructorLessons.nextDay')}
        onClick={() => onChange(addDays(date, 1))}
      >
        <Icon name="arrowRight" />
      </button>
    </div>
  );
}
