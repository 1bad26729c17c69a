import { useTranslation } from 'react-i18next';
import type { CalendarLesson } from '../../../../shared/lesson-console';
import { useFormat } from '../../../lib/use-format';
import { ConfirmButton } from '../shared/confirm-dialog';
import { useCancelLesson } from './console-lessons-api';

/** Cancels a booked lesson after asking, naming the learner and the time. */
export function CancelLessonButton({
  lesson,
  onCancelled,
}: {
  lesson: CalendarLesson;
  onCancelled: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const { dayTime } = useFormat();
  const cancel = useCancelLesson();
  const when = dayTime(new Date(lesson.startsAt));
  return (
    <ConfirmButton
      label={t('console.lessons.calendar.cancel')}
      className="btn bg-white px-2 py-1 text-xs text-red-800 ring-1 ring-red-300 ring-inset"
      title={t('console.lessons.calendar.cancelTitle', { learner: lesson.learnerName, when })}
      confirmLabel={t('console.lessons.calendar.cancelConfirm')}
      pendingLabel={t('console.lessons.calendar.cancelling')}
      pending={cancel.isPending}
      error={cancel.error}
      onOpen={() => cancel.reset()}
      onConfirm={(done) =>
        cancel.mutate(lesson.id, {
          onSuccess: () => {
            done();
            onCancelled(
              t('console.lessons.calendar.cancelled', { learner: lesson.learnerName, when }),
            );
          },
        })
      }
    >
      {t('console.lessons.calendar.cancelBody')}
    </ConfirmButton>
  );
}
