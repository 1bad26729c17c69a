import type { CourseDraft } from '../../../../shared/learning-authoring';
import { useTranslation } from 'react-i18next';

type Question = NonNullable<CourseDraft['questions']>[number];

export const emptyQuestion = (): Question => ({
  prompt: '',
  options: ['', '', '', ''],
  correctIndex: 0,
  explanation: '',
});

/** Mock-test questions: the question, four options, the right one, and why. */
export function QuestionsEditor({
  questions,
  onChange,
}: {
  questions: Question[];
  onChange: (q: Question[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Question>) =>
    onChange(questions.map((q, n) => (n === i ? { ...q, ...patch } : q)));
  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-slate-900">{t('learning.editor.questions')}</legend>
      {questions.map((q, i) => (
        <div key={i} className="rounded-xl border border-slate-200 p-4">
          <label className="block text-sm font-semibold text-slate-800">
            {t('learning.editor.question', { n: i + 1 })}
            <input
              className={input}
              value={q.prompt}
              onChange={(e) => set(i, { prompt: e.target.value })}
            />
          </label>
          {q.options.map((o, k) => (
            <div key={k} className="mt-2 flex items-end gap-2">
              <label className="flex-1 text-sm text-slate-800">
                {t('learning.editor.option', { n: i + 1, k: k + 1 })}
                <input
                  className={input}
                  value={o}
                  onChange={(e) =>
                    set(i, { options: q.options.map((x, m) => (m === k ? e.target.value : x)) })
                  }
                />
              </label>
              <label className="flex items-center gap-1 pb-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`correct-${i}`}
                  checked={q.correctIndex === k}
                  onChange={() => set(i, { correctIndex: k })}
                />
                {t('learning.editor.rightAnswer')}
              </label>
            </div>
          ))}
          <label className="mt-2 block text-sm font-semibold text-slate-800">
            {t('learning.editor.explanation', { n: i + 1 })}
            <input
              className={input}
              value={q.explanation}
              onChange={(e) => set(i, { explanation: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="btn mt-2"
            onClick={() => onChange(questions.filter((_, n) => n !== i))}
          >
            {t('learning.editor.removeQuestion', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...questions, emptyQuestion()])}
      >
        {t('learning.editor.addQuestion')}
      </button>
    </fieldset>
  );
}
