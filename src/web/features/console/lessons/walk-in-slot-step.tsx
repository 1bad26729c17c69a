import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import type { LessonPurchase } from '../../../../shared/lesson-api';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { SelectField } from '../shared/select-field';
import { useBookLesson, useLessonSlots } from './console-lessons-api';
import { clock, istMinutes } from './lesson-time';

/** A day, an instructor or any, and one of the free times of the purchase's package. */
export function WalkInSlotStep({
  calendar,
  day: firstDay,
  learner,
  purchase,
  onBooked,
}: {
  calendar: LessonCalendar;
  day: string;
  learner: CounterCustomer;
  purchase: LessonPurchase;
  onBooked: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const { dayTime } = useFormat();
  const packageId = purchase.packageId;
  const [day, setDay] = useState(firstDay);
  const [instructorId, setInstructorId] = useState(0);
  const [startsAt, setStartsAt] = useState('');
  const [missing, setMissing] = useState(false);
  const slots = useLessonSlots(packageId, day);
  const book = useBookLesson();
  const offered = (slots.data?.slots ?? []).filter(
    (s) => instructorId === 0 || s.instructorIds.includes(instructorId),
  );
  const choose = (change: () => void) => {
    change();
    setStartsAt('');
    book.reset();
  };
  return (
    <form
      noValidate
      aria-labelledby="walk-in-slot"
      className="space-y-4 rounded-xl bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!startsAt) {
          setMissing(true);
          return;
        }
        book.mutate(
          {
            packageId,
            learnerId: learner.id,
            startsAt,
            ...(instructorId ? { instructorId } : {}),
          },
          {
            onSuccess: (lesson) => {
              const car = calendar.cars.find((c) => c.carId === lesson.carId);
              onBooked(
                t('console.lessons.walkIn.booked', {
                  name: learner.name,
                  when: dayTime(new Date(lesson.startsAt)),
                  instructor:
                    calendar.instructors.find((i) => i.instructorId === lesson.instructorId)
                      ?.displayName ?? '',
                  car: car ? `${car.title} (${car.carNumber})` : '',
                }),
              );
              setStartsAt('');
            },
            // Taken meanwhile (409 naming the slot): the free times are asked again.
            onError: () => void slots.refetch(),
          },
        );
      }}
    >
      <h3 id="walk-in-slot" className="font-bold text-slate-900">
        {t('console.lessons.walkIn.slotStep.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('console.lessons.walkIn.date')}
          type="date"
          value={day}
          onChange={(e) => e.target.value && choose(() => setDay(e.target.value))}
        />
        <SelectField
          label={t('console.lessons.walkIn.instructor')}
          value={instructorId}
          onChange={(e) => choose(() => setInstructorId(Number(e.target.value)))}
        >
          <option value={0}>{t('console.lessons.walkIn.anyInstructor')}</option>
          {calendar.instructors.map((i) => (
            <option key={i.instructorId} value={i.instructorId}>
              {i.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">
          {t('console.lessons.walkIn.slots')}
        </legend>
        {slots.isFetching ? (
          <Spinner label={t('console.lessons.walkIn.loadingSlots')} />
        ) : slots.isError ? (
          <ActionError error={slots.error} />
        ) : offered.length === 0 ? (
          <p className="text-sm text-slate-700">{t('console.lessons.walkIn.noSlots')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {offered.map((s) => (
              <label
                key={s.startsAt}
                className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset"
              >
                <input
                  type="radio"
                  name="slot"
                  value={s.startsAt}
                  checked={startsAt === s.startsAt}
                  onChange={() => {
                    setStartsAt(s.startsAt);
                    setMissing(false);
                    book.reset();
                  }}
                />
                {t('console.lessons.walkIn.slot', {
                  from: clock(istMinutes(s.startsAt)),
                  until: clock(istMinutes(s.endsAt)),
                })}
              </label>
            ))}
          </div>
        )}
        {missing && (
          <p role="alert" className="text-sm text-red-700">
            {t('console.lessons.walkIn.chooseSlot')}
          </p>
        )}
      </fieldset>
      <ActionError error={book.error} />
      <button type="submit" className="btn btn-primary" disabled={book.isPending}>
        {book.isPending ? t('console.lessons.walkIn.booking') : t('console.lessons.walkIn.book')}
      </button>
    </form>
  );
}
