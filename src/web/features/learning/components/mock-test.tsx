import { useEffect, useRef, useState } from 'react';
import type { AttemptAnswers } from '../../../../shared/learning-quiz';
import type { StartedAttempt } from '../../../../shared/learning-study';
import { useTranslation } from 'react-i18next';
import { LanguageNote, langAttr } from './language-note';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The timed test: one fieldset per question; submits by itself when the time runs out. */
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
  const deadline = new Date(attempt.deadlineAt).getTime();
  const [left, setLeft] = useState(attempt.durationSeconds);
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
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) submit();
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per attempt
  }, [deadline]);

  const answered = Object.values(answers).filter((v) => v !== null).length;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="sticky top-0 z-10 rounded-xl bg-slate-900 px-4 py-2 text-white" aria-live="off">
        {t('learning.test.timeLeft')} <span className="font-mono font-bold">{clock(left)}</span> ·{' '}
        {t('learning.test.answered', { answered, total: attempt.questions.length })}
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
    </form>
  );
}
