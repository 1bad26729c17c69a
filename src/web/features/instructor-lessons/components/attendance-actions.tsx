import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstructorLesson } from '../../../../shared/lesson-progress-api';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useMarkAttendance } from '../api/instructor-lessons-api';
import { useNow } from '../lib/use-now';

/**
 * "Arrived" from attendanceOpensAt (a little before the start) and "No-show" once the lesson has
 * started (the server's rules); a no-show uses the learner's session, so it asks first.
 */
export function AttendanceActions({ lesson }: { lesson: InstructorLesson }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const mark = useMarkAttendance();
  const [confirming, setConfirming] = useState(false);
  const opensAt = new Date(lesson.attendanceOpensAt);
  const startsAt = new Date(lesson.startsAt);
  const arrivedOpen = now >= opensAt.getTime();
  const noShowOpen = now >= startsAt.getTime();
  const time = (instant: Date) => format.dayTime(instant).split(', ')[1] ?? format.dayTime(instant);
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!arrivedOpen || mark.isPending}
          onClick={() => mark.mutate({ id: lesson.id, status: 'completed' })}
        >
          {mark.isPending
            ? t('instructorLessons.attendance.saving')
            : t('instructorLessons.attendance.arrived')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!noShowOpen || mark.isPending}
          onClick={() => {
            mark.reset();
            setConfirming(true);
          }}
        >
          {t('instructorLessons.attendance.noShow')}
        </button>
      </div>
      {!arrivedOpen && (
        <p className="text-sm text-slate-700">
          {t('instructorLessons.attendance.opensAt', { time: time(opensAt) })}
        </p>
      )}
      {arrivedOpen && !noShowOpen && (
        <p className="text-sm text-slate-700">
          {t('instructorLessons.attendance.noShowFrom', { time: time(startsAt) })}
        </p>
      )}
      {mark.isError && !confirming && <ErrorAlert message={errorMessage(mark.error)} />}
      {confirming && (
        <Dialog
          role="alertdialog"
          title={t('instructorLessons.attendance.confirmTitle', { name: lesson.learnerName })}
          onClose={() => setConfirming(false)}
        >
          <p className="mt-2 text-sm text-slate-700">
            {t('instructorLessons.attendance.confirmBody')}
          </p>
          {mark.isError && <ErrorAlert className="mt-3" message={errorMessage(mark.error)} />}
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate(
                  { id: lesson.id, status: 'no_show' },
                  { onSuccess: () => setConfirming(false) },
                )
              }
            >
              {mark.isPending
                ? t('instructorLessons.attendance.saving')
                : t('instructorLessons.attendance.confirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('instructorLessons.attendance.keep')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
