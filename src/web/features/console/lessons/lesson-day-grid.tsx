import { useTranslation } from 'react-i18next';
import type { CalendarLesson, LessonCalendar } from '../../../../shared/lesson-console';
import { isoWeekday } from '../../../../shared/lesson-rules';
import { istInstant } from '../../../../shared/time';
import { CancelLessonButton } from './cancel-lesson-button';
import { clock, istMinutes } from './lesson-time';

const STEP = 30;
const th = 'border-b border-slate-200 px-2 py-2 text-left text-xs font-semibold text-slate-800';
const td = 'border-b border-slate-100 px-2 py-1 align-top text-xs';

/** Whether [a, b) and [c, d) overlap (milliseconds). */
const overlaps = (a: number, b: number, c: number, d: number) => a < d && c < b;
const ms = (iso: string) => new Date(iso).getTime();

/**
 * One day of a branch's lessons: a row per half hour, a column per instructor (their hours,
 * leave and lessons) and beside them one per training car (lessons, rentals with the
 * turnaround, blocks). A lesson's first row names the learner and offers to cancel it.
 */
export function LessonDayGrid({
  calendar,
  day,
  onCancelled,
}: {
  calendar: LessonCalendar;
  day: string;
  onCancelled: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language.startsWith('hi');
  const weekday = isoWeekday(day);
  const spans = calendar.instructors.flatMap((i) => i.hours.filter((h) => h.weekday === weekday));
  const first = Math.min(8 * 60, ...spans.map((h) => h.startMinute));
  const last = Math.max(19 * 60, ...spans.map((h) => h.endMinute));
  const rows: number[] = [];
  for (let m = Math.floor(first / STEP) * STEP; m < last; m += STEP) rows.push(m);
  const lessons = calendar.lessons;
  const instructorName = (id: number) =>
    calendar.instructors.find((i) => i.instructorId === id)?.displayName ?? '';
  const carName = (id: number) => {
    const car = calendar.cars.find((c) => c.carId === id);
    return car ? `${car.title} (${car.carNumber})` : '';
  };

  const lessonCell = (lesson: CalendarLesson, slotStart: number, withCancel: boolean) => {
    const starts = ms(lesson.startsAt);
    if (starts < slotStart) {
      return (
        <span className="text-slate-600">
          {t('console.lessons.calendar.lessonInCar', { learner: lesson.learnerName })}
        </span>
      );
    }
    return (
      <div className="space-y-1 rounded-lg bg-brand-50 p-2 text-slate-900">
        <p className="font-semibold">
          {clock(istMinutes(lesson.startsAt))}–{clock(istMinutes(lesson.endsAt))}{' '}
          {t('console.lessons.calendar.lesson', {
            learner: lesson.learnerName,
            package: hindi ? lesson.packageTitleHi : lesson.packageTitle,
          })}
        </p>
        {lesson.learnerMobile && (
          <p>{t('console.lessons.calendar.learnerPhone', { phone: lesson.learnerMobile })}</p>
        )}
        <p>{withCancel ? carName(lesson.carId) : instructorName(lesson.instructorId)}</p>
        {withCancel && lesson.status === 'booked' && (
          <CancelLessonButton lesson={lesson} onCancelled={onCancelled} />
        )}
      </div>
    );
  };

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t('console.lessons.calendar.time')}
            </th>
            {calendar.instructors.map((i) => (
              <th key={`i${i.instructorId}`} scope="col" className={th}>
                {t('console.lessons.calendar.instructorColumn', { name: i.displayName })}
              </th>
            ))}
            {calendar.cars.map((c) => (
              <th key={`c${c.carId}`} scope="col" className={`${th} bg-slate-50`}>
                {t('console.lessons.calendar.carColumn', { title: c.title, number: c.carNumber })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((minute) => {
            const slotStart = istInstant(day, clock(minute)).getTime();
            const slotEnd = slotStart + STEP * 60_000;
            // A lesson shows in full in the row its start falls in, then by name below.
            const inSlot = (l: CalendarLesson) =>
              overlaps(ms(l.startsAt), ms(l.endsAt), slotStart, slotEnd);
            return (
              <tr key={minute}>
                <th scope="row" className={th}>
                  {clock(minute)}
                </th>
                {calendar.instructors.map((i) => {
                  const lesson = lessons.find(
                    (l) => l.instructorId === i.instructorId && inSlot(l),
                  );
                  const span = i.hours.find((h) => h.weekday === weekday);
                  const onLeave = i.leave.some((l) => l.startsOn <= day && day <= l.endsOn);
                  const working =
                    span !== undefined && span.startMinute <= minute && minute < span.endMinute;
                  return (
                    <td key={`i${i.instructorId}`} className={td}>
                      {lesson ? (
                        lessonCell(lesson, slotStart, true)
                      ) : onLeave ? (
                        <span className="text-amber-800">
                          {t('console.lessons.calendar.onLeave')}
                        </span>
                      ) : working ? (
                        <span className="text-green-800">{t('console.lessons.calendar.free')}</span>
                      ) : (
                        <span className="text-slate-400">{t('console.lessons.calendar.off')}</span>
                      )}
                    </td>
                  );
                })}
                {calendar.cars.map((c) => {
                  const lesson = lessons.find((l) => l.carId === c.carId && inSlot(l));
                  const busy = c.busy.find((b) =>
                    overlaps(ms(b.startsAt), ms(b.endsAt), slotStart, slotEnd),
                  );
                  return (
                    <td key={`c${c.carId}`} className={`${td} bg-slate-50`}>
                      {lesson ? (
                        lessonCell(lesson, slotStart, false)
                      ) : busy ? (
                        <span className="text-red-800">
                          {busy.kind === 'rental'
                            ? t('console.lessons.calendar.rental', { id: busy.bookingId })
                            : t('console.lessons.calendar.block')}
                        </span>
                      ) : (
                        <span className="text-green-800">{t('console.lessons.calendar.free')}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
