import { useEffect, useRef, useState } from 'react';
import type { AttemptAnswers } from '../../../../shared/learning-quiz';
import type { StartedAttempt } from '../../../../shared/learning-study';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { LanguageNote, langAttr } from './language-note';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The timed test: one fieldset per question; submits by itself when the time runs out. The
 * clock counts the attempt's full time down from when its questions arrived, on this
 * device's own steady clock (a phone whose clock ran 24 s fast began "26 minutes" at 25:36);
 * the server's deadline keeps a grace for the trip. Submitting with questions left asks first.
 */
export function MockTest({
  attempt,
  onSubmit,
  submitting,
}: {
  attempt: StartedAttempt;
  onSubmit: (answers: AttemptAnswers) => void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<AttemptAnswers>({});
  const [left, setLeft] = useState(attempt.durationSeconds);
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const submitted = useRef(false);
  const latest = useRef(answers);
  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  const submit = () => {
    if (submitted.current) return;
    submitted.current = true;
    onSubmit(latest.current);
  };

  useEffect(() => {
    const startedAt = performance.now();
    const timer = setInterval(() => {
      const elapsed = Math.floor((performance.now() - startedAt) / 1000);
      const seconds = Math.max(0, attempt.durationSeconds - elapsed);
      setLeft(seconds);
      if (seconds === 0) submit();
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per attempt
  }, [attempt.attemptId]);

  const answered = Object.values(answers).filter((v) => v !== null).length;
  const total = attempt.questions.length;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (answered < total) setConfirming(true);
        else submit();
      }}
    >
      <p className="sticky top-0 z-10 rounded-xl bg-slate-900 px-4 py-2 text-white" aria-live="off">
        {t('learning.test.timeLeft')} <span className="font-mono font-bold">{clock(left)}</span> ·{' '}
        {t('learning.test.answered', { answered, total })}
      </p>
      <ol className="mt-4 space-y-4">
        {attempt.questions.map((q, i) => (
          <li key={q.id}>
            <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
              <legend className="px-1 font-semibold text-slate-900" lang={langAttr(q.language)}>
                {i + 1}. {q.prompt}
              </legend>
              <LanguageNote shown={q.language} of="question" />
              {q.imageUrl && (
                <img
                  src={q.imageUrl}
                  alt={t('school.signAlt', { n: i + 1 })}
                  width={120}
                  height={120}
                  className="my-2 size-28"
                />
              )}
              {q.options.map((option, o) => (
                <label
                  key={o}
                  className="mt-1 flex items-center gap-2 text-slate-800"
                  lang={langAttr(q.language)}
                >
                  <input
                    type="radio"
                    name={`q-${q.id}`}
                    checked={answers[String(q.id)] === o}
                    onChange={() => setAnswers((a) => ({ ...a, [String(q.id)]: o }))}
                  />
                  {option}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="submit" className="btn btn-primary mt-6" disabled={submitting}>
        {submitting ? t('learning.processing') : t('learning.test.submit')}
      </button>
      {confirming && (
        <Dialog
          title={t('learning.test.confirmTitle')}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          initialFocus={keepRef}
        >
          <p className="text-slate-800">
            {answered === 0
              ? t('learning.test.confirmNone', { total })
              : t('learning.test.confirmSome', { answered, total })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              ref={keepRef}
              type="button"
              className="btn"
              onClick={() => setConfirming(false)}
            >
              {t('learning.test.keepAnswering')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setConfirming(false);
                submit();
              }}
            >
              {t('learning.test.confirmSubmit')}
            </button>
          </div>
        </Dialog>
      )}
    </form>
  );
}
