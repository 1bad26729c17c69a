import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyLesson } from '../../../../shared/lesson-api';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormat } from '../../../lib/use-format';
import { useCancelLesson, useRescheduleLesson } from '../api/lessons-api';
import { timeOf, useLessonError } from '../lib/use-lesson-error';
import { SlotPicker, type SlotChoice } from './slot-picker';

/** My lessons: when, with whom, where I am picked up; move or cancel up to the cut-off. */
export function MyLessonList({ lessons }: { lessons: MyLesson[] }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  if (lessons.length === 0) {
    return <p className="text-sm text-slate-700">{t('lessons.mine.noLessons')}</p>;
  }
  return (
    <>
      {notice && (
        <p role="status" className="mb-3 text-sm font-semibold text-green-800">
          {notice}
        </p>
      )}
      <ul className="space-y-3">
        {lessons.map((l) => (
          <LessonItem key={l.id} lesson={l} now={now} onDone={setNotice} />
        ))}
      </ul>
    </>
  );
}

function LessonItem({
  lesson,
  now,
  onDone,
}: {
  lesson: MyLesson;
  now: number;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  const start = new Date(lesson.startsAt);
  const when = t('lessons.lesson.when', {
    from: format.dayTime(start),
    until: timeOf(format.dayTime(new Date(lesson.endsAt))),
  });
  const hindi = i18n.language.startsWith('hi');
  const booked = lesson.status === 'booked';
  const changeable = booked && now <= Date.parse(lesson.changeableUntil);
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">{when}</p>
      <p className="text-sm text-slate-700">
        {t('lessons.lesson.with', {
          name: hindi && lesson.instructorNameHi ? lesson.instructorNameHi : lesson.instructorName,
          car: lesson.carName,
        })}
      </p>
      <p className="text-sm text-slate-700">
        {lesson.pickupKind === 'home'
          ? t('lessons.lesson.atHome', { address: lesson.pickupAddress })
          : t('lessons.lesson.atBranch')}
      </p>
      <p className="text-sm font-semibold text-slate-800">
        {t(`lessons.lesson.status.${lesson.status}`)}
      </p>
      {lesson.cancelledLate && (
        <p className="text-sm text-slate-700">{t('lessons.lesson.cancelledLate')}</p>
      )}
      {booked &&
        (changeable ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {t('lessons.lesson.changeUntil', {
                when: format.dayTime(new Date(lesson.changeableUntil)),
              })}
            </p>
            <div className="mt-2 flex gap-2">
              <button type="button" className="btn" onClick={() => setOpen('move')}>
                {t('lessons.lesson.move')}
              </button>
              <button type="button" className="btn" onClick={() => setOpen('cancel')}>
                {t('lessons.lesson.cancel')}
              </button>
            </div>
          </>
        ) : (
          <p className="mt-1 text-sm text-amber-800">{t('lessons.lesson.tooLate')}</p>
        ))}
      {open === 'move' && (
        <MoveDialog
          lesson={lesson}
          when={when}
          onClose={() => setOpen(null)}
          onMoved={(text) => {
            setOpen(null);
            onDone(text);
          }}
        />
      )}
      {open === 'cancel' && (
        <CancelDialog
          lesson={lesson}
          when={when}
          onClose={() => setOpen(null)}
          onCancelled={(text) => {
            setOpen(null);
            onDone(text);
          }}
        />
      )}
    </li>
  );
}

function MoveDialog({
  lesson,
  when,
  onClose,
  onMoved,
}: {
  lesson: MyLesson;
  when: string;
  onClose: () => void;
  onMoved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lessonError = useLessonError();
  const move = useRescheduleLesson();
  const [choice, setChoice] = useState<SlotChoice>({ startsAt: null, instructorId: null });
  return (
    <Dialog
      title={t('lessons.lesson.moveHeading', { when })}
      onClose={onClose}
      className="max-w-2xl"
    >
      <div className="space-y-4">
        <SlotPicker packageId={lesson.packageId} value={choice} onChange={setChoice} />
        {move.isError && <ErrorAlert message={lessonError(move.error)} />}
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!choice.startsAt || move.isPending}
            onClick={() => {
              if (!choice.startsAt) return;
              move.mutate(
                {
                  id: lesson.id,
                  startsAt: choice.startsAt,
                  ...(choice.instructorId ? { instructorId: choice.instructorId } : {}),
                },
                {
                  onSuccess: (moved) =>
                    onMoved(
                      t('lessons.lesson.moved', {
                        when: format.dayTime(new Date(moved.startsAt)),
                      }),
                    ),
                },
              );
            }}
          >
            {move.isPending ? t('lessons.lesson.moving') : t('lessons.lesson.moveSubmit')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('lessons.book.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function CancelDialog({
  lesson,
  when,
  onClose,
  onCancelled,
}: {
  lesson: MyLesson;
  when: string;
  onClose: () => void;
  onCancelled: (text: string) => void;
}) {
  const { t } = useTranslation();
  const lessonError = useLessonError();
  const cancel = useCancelLesson();
  return (
    <Dialog role="alertdialog" title={t('lessons.lesson.cancelTitle', { when })} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('lessons.lesson.cancelBody')}</p>
      {cancel.isError && <ErrorAlert message={lessonError(cancel.error)} />}
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(lesson.id, {
              onSuccess: () => onCancelled(t('lessons.lesson.cancelled')),
            })
          }
        >
          {cancel.isPending ? t('lessons.lesson.cancelling') : t('lessons.lesson.cancelConfirm')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('lessons.lesson.keep')}
        </button>
      </div>
    </Dialog>
  );
}
