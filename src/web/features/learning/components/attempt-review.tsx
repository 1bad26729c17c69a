import type { AttemptResult } from '../../../../shared/learning-study';
import { useTranslation } from 'react-i18next';
import { LanguageNote, langAttr } from './language-note';

/**
 * After an attempt: a mock test's score, pass or fail and best score; a practice round's own
 * score only (it never passes and never counts as the best); then every question explained.
 */
export function AttemptReview({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const score = { correct: result.correct, total: result.total, percent: result.percent };
  return (
    <section aria-labelledby="result-heading">
      {result.mode === 'practice' ? (
        <div className="rounded-2xl bg-sky-50 p-5">
          <h2 id="result-heading" className="text-2xl font-extrabold text-slate-900">
            {t('school.practiceScored', score)}
          </h2>
          <p className="mt-1 text-slate-800">{t('school.practiceNote')}</p>
        </div>
      ) : (
        <div className={`rounded-2xl p-5 ${result.passed ? 'bg-emerald-50' : 'bg-amber-50'}`}>
          <h2 id="result-heading" className="text-2xl font-extrabold text-slate-900">
            {t('learning.test.scored', score)}
          </h2>
          <p className="mt-1 font-semibold text-slate-800">
            {result.passed ? t('learning.test.passed') : t('learning.test.notYet')}
          </p>
          {result.bestPercent !== null && (
            <p className="mt-1 text-slate-800">
              {t('learning.detail.bestScore', { percent: result.bestPercent })}
            </p>
          )}
        </div>
      )}
      <ol className="mt-6 space-y-4">
        {result.review.map((q, i) => {
          const right = q.chosenIndex === q.correctIndex;
          return (
            <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900" lang={langAttr(q.language)}>
                {i + 1}. {q.prompt}
              </p>
              <LanguageNote shown={q.language} of="question" />
              {q.imageUrl && (
                <img
                  src={q.imageUrl}
                  alt={t('school.signAlt', { n: i + 1 })}
                  width={96}
                  height={96}
                  className="my-2 size-24"
                />
              )}
              <p
                className={`mt-1 text-sm font-semibold ${right ? 'text-emerald-700' : 'text-red-700'}`}
              >
                {right
                  ? t('learning.test.correct')
                  : q.chosenIndex === null
                    ? t('learning.test.notAnswered')
                    : t('learning.test.yourAnswer', { answer: q.options[q.chosenIndex] })}
              </p>
              <p className="text-sm text-slate-800">
                {t('learning.test.rightAnswer', { answer: q.options[q.correctIndex] })}
              </p>
              <p className="mt-1 text-sm text-slate-700" lang={langAttr(q.language)}>
                {q.explanation}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
