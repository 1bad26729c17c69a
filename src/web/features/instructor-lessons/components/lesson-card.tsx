import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfTag } from '../../../../shared/language';
import type { InstructorLesson } from '../../../../shared/lesson-progress-api';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/use-format';
import { AttendanceActions } from './attendance-actions';
import { ReadySwitch } from './ready-switch';
import { SkillsForm } from './skills-form';

const STATUS_COLOURS: Record<InstructorLesson['status'], string> = {
  booked: 'bg-sky-100 text-sky-900',
  completed: 'bg-green-100 text-green-900',
  no_show: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export const mapsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** One lesson of the day: when, who (with a call link), where, which car, how far along. */
export function LessonCard({ lesson }: { lesson: InstructorLesson }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const time = (iso: string) => {
    const text = format.dayTime(new Date(iso));
    return text.split(', ')[1] ?? text;
  };
  const hindi = languageOfTag(i18n.language) === 'hi';
  const { pickupLatitude: lat, pickupLongitude: lng } = lesson;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="text-sm font-semibold text-brand-800">
              {t('instructorLessons.lesson.time', {
                from: time(lesson.startsAt),
                until: time(lesson.endsAt),
              })}
            </p>
            <h2 id={headingId} className="text-lg font-bold text-slate-900">
              {lesson.learnerName}
            </h2>
          </div>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_COLOURS[lesson.status]}`}
          >
            {t(`instructorLessons.lesson.status.${lesson.status}`)}
          </span>
        </div>
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          <li className="flex items-center gap-2">
            <Icon name="phone" className="size-4 shrink-0 text-slate-500" />
            {lesson.learnerMobile ? (
              <a
                href={`tel:${lesson.learnerMobile}`}
                className="font-semibold text-brand-800 underline"
              >
                {t('instructorLessons.lesson.call', { mobile: lesson.learnerMobile })}
              </a>
            ) : (
              <span>{t('instructorLessons.lesson.noMobile')}</span>
            )}
          </li>
          <li className="flex items-start gap-2">
            <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              {t(
                lesson.pickupKind === 'home'
                  ? 'instructorLessons.lesson.atHome'
                  : 'instructorLessons.lesson.atBranch',
                { address: lesson.pickupAddress },
              )}
              {lat !== null && lng !== null && (
                <>
                  {' '}
                  <a
                    href={mapsUrl(lat, lng)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold whitespace-nowrap text-brand-800 underline"
                  >
                    {t('instructorLessons.lesson.maps')}
                  </a>
                </>
              )}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Icon name="car" className="size-4 shrink-0 text-slate-500" />
            {t('instructorLessons.lesson.car', {
              car: lesson.carName,
              registration: lesson.carRegistration,
            })}
          </li>
          <li className="flex items-start gap-2">
            <Icon name="card" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              {hindi && lesson.packageTitleHi ? lesson.packageTitleHi : lesson.packageTitle}
              {lesson.sessionNumber !== null && lesson.sessions !== null && (
                <>
                  {', '}
                  {t('instructorLessons.lesson.session', {
                    number: lesson.sessionNumber,
                    sessions: lesson.sessions,
                  })}
                </>
              )}
            </span>
          </li>
        </ul>
        {lesson.status === 'booked' && (
          <div className="mt-3">
            <AttendanceActions lesson={lesson} />
          </div>
        )}
        {lesson.purchaseId !== null && lesson.status !== 'cancelled' && (
          <ReadySwitch
            purchaseId={lesson.purchaseId}
            learnerName={lesson.learnerName}
            ready={lesson.readyForTest}
          />
        )}
        {lesson.status === 'completed' && <SkillsForm lesson={lesson} />}
      </article>
    </li>
  );
}
