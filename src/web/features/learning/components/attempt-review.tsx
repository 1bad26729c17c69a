import type { AttemptResult } from '../../../../shared/learning-study';

/** After an attempt: score, pass or fail, best score, and every question explained. */
export function AttemptReview({ result }: { result: AttemptResult }) {
  return (
    <section aria-labelledby="result-heading">
      <div className={`rounded-2xl p-5 ${result.passed ? 'bg-emerald-50' : 'bg-amber-50'}`}>
        <h2 id="result-heading" className="text-2xl font-extrabold text-slate-900">
          You scored {result.correct} out of {result.total} ({result.percent}%)
        </h2>
        <p className="mt-1 font-semibold text-slate-800">
          {result.passed
            ? 'Passed: you would clear the learner’s test.'
            : 'Not yet: 60% is needed to pass.'}
        </p>
        <p className="mt-1 text-slate-800">Your best score: {result.bestPercent}%</p>
      </div>
      <ol className="mt-6 space-y-4">
        {result.review.map((q, i) => {
          const right = q.chosenIndex === q.correctIndex;
          return (
            <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">
                {i + 1}. {q.prompt}
              </p>
              <p
                className={`mt-1 text-sm font-semibold ${right ? 'text-emerald-700' : 'text-red-700'}`}
              >
                {right
                  ? 'Correct'
                  : q.chosenIndex === null
                    ? 'Not answered'
                    : `Your answer: ${q.options[q.chosenIndex]}`}
              </p>
              <p className="text-sm text-slate-800">Right answer: {q.options[q.correctIndex]}</p>
              <p className="mt-1 text-sm text-slate-700">{q.explanation}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
