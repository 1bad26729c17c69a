import { useTranslation } from 'react-i18next';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { addDays, istInstant } from '../../../../shared/time';
import { useFormat } from '../../../lib/use-format';
import { CancelLessonButton } from './cancel-lesson-button';
import { clock, istDay, istMinutes } from './lesson-time';

/** A week of a branch's lessons, day by day, with what keeps each training car busy. */
export function LessonWeekList({
  calendar,
  onCancelled,
}: {
  calendar: LessonCalendar;
  onCancelled: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const { date, dayTime } = useFormat();
  const days = Array.from({ length: calendar.days }, (_, i) => addDays(calendar.from, i));
  const instructorName = (id: number) =>
    calendar.instructors.find((i) => i.instructorId === id)?.displayName ?? '';
  const carName = (id: number) => {
    const car = calendar.cars.find((c) => c.carId === id);
    return car ? `${car.title} (${car.carNumber})` : '';
  };
  return (
    <div className="space-y-4">
      {days.map((day) => {
        const lessons = calendar.lessons.filter((l) => istDay(l.startsAt) === day);
        const dayStart = istInstant(day, '00:00').getTime();
        const dayEnd = istInstant(addDays(day, 1), '00:00').getTime();
        const busy = calendar.cars.flatMap((c) =>
          c.busy
            .filter(
              (b) =>
                new Date(b.startsAt).getTime() < dayEnd && new Date(b.endsAt).getTime() > dayStart,
            )
            .map((b) => ({ ...b, car: `${c.title} (${c.carNumber})` })),
        );
        return (
          <section key={day} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">{date(istInstant(day, '12:00'))}</h2>
            {lessons.length === 0 ? (
              <p className="text-sm text-slate-600">{t('console.lessons.calendar.noLessonsDay')}</p>
            ) : (
              <ul className="space-y-2">
                {lessons.map((l) => (
                  <li key={l.id} className="flex flex-wrap items-center gap-3 text-sm">
                    <span className="grow text-slate-900">
                      {t('console.lessons.calendar.weekLesson', {
                        from: clock(istMinutes(l.startsAt)),
                        until: clock(istMinutes(l.endsAt)),
                        learner: l.learnerName,
                        instructor: instructorName(l.instructorId),
                        car: carName(l.carId),
                      })}
                      {l.learnerMobile
                        ? ` · ${t('console.lessons.calendar.learnerPhone', { phone: l.learnerMobile })}`
                        : ''}
                    </span>
                    {l.status === 'booked' && (
                      <CancelLessonButton lesson={l} onCancelled={onCancelled} />
                    )}
                  </li>
                ))}
              </ul>
            )}
            {busy.length > 0 && (
              <ul className="space-y-1 text-sm text-slate-700">
                {busy.map((b) => (
                  <li key={`${b.car}-${b.startsAt}`}>
                    {t('console.lessons.calendar.weekBusy', {
                      car: b.car,
                      what:
                        b.kind === 'rental'
                          ? t('console.lessons.calendar.rental', { id: b.bookingId })
                          : t('console.lessons.calendar.block'),
                      from: dayTime(new Date(b.startsAt)),
                      until: dayTime(new Date(b.endsAt)),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
