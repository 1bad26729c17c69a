import type { CourseDraft } from '../../../../shared/learning-authoring';
import { useTranslation } from 'react-i18next';

type Question = NonNullable<CourseDraft['questions']>[number];

export const emptyQuestion = (): Question => ({
  prompt: '',
  options: ['', '', '', ''],
  correctIndex: 0,
  explanation: '',
  promptHi: '',
  optionsHi: ['', '', '', ''],
  explanationHi: '',
});

const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

/** Mock-test questions in English, Hindi or both: text, four options, the right one, and why. */
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
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-slate-900">{t('learning.editor.questions')}</legend>
      {questions.map((q, i) => {
        const options = q.options ?? [];
        const optionsHi = q.optionsHi?.length ? q.optionsHi : options.map(() => '');
        return (
          <div key={i} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <fieldset>
              <legend className="text-sm font-bold text-slate-700">
                {t('school.editor.english')}
              </legend>
              <label className="block text-sm font-semibold text-slate-800">
                {t('school.editor.questionEn', { n: i + 1 })}
                <input
                  className={input}
                  value={q.prompt ?? ''}
                  onChange={(e) => set(i, { prompt: e.target.value })}
                />
              </label>
              {options.map((o, k) => (
                <label key={k} className="mt-2 block text-sm text-slate-800">
                  {t('school.editor.optionEn', { n: i + 1, k: k + 1 })}
                  <input
                    className={input}
                    value={o}
                    onChange={(e) =>
                      set(i, { options: options.map((x, m) => (m === k ? e.target.value : x)) })
                    }
                  />
                </label>
              ))}
              <label className="mt-2 block text-sm font-semibold text-slate-800">
                {t('school.editor.explanationEn', { n: i + 1 })}
                <input
                  className={input}
                  value={q.explanation ?? ''}
                  onChange={(e) => set(i, { explanation: e.target.value })}
                />
              </label>
            </fieldset>
            <fieldset lang="hi-IN">
              <legend className="text-sm font-bold text-slate-700">
                {t('school.editor.hindi')}
              </legend>
              <label className="block text-sm font-semibold text-slate-800">
                {t('school.editor.questionHi', { n: i + 1 })}
                <input
                  className={input}
                  value={q.promptHi ?? ''}
                  onChange={(e) => set(i, { promptHi: e.target.value })}
                />
              </label>
              {optionsHi.map((o, k) => (
                <label key={k} className="mt-2 block text-sm text-slate-800">
                  {t('school.editor.optionHi', { n: i + 1, k: k + 1 })}
                  <input
                    className={input}
                    value={o}
                    onChange={(e) =>
                      set(i, { optionsHi: optionsHi.map((x, m) => (m === k ? e.target.value : x)) })
                    }
                  />
                </label>
              ))}
              <label className="mt-2 block text-sm font-semibold text-slate-800">
                {t('school.editor.explanationHi', { n: i + 1 })}
                <input
                  className={input}
                  value={q.explanationHi ?? ''}
                  onChange={(e) => set(i, { explanationHi: e.target.value })}
                />
              </label>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">
                {t('learning.editor.rightAnswer')}
              </legend>
              <div className="flex flex-wrap gap-3">
                {options.map((_, k) => (
                  <label key={k} className="flex items-center gap-1 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={`correct-${i}`}
                      checked={q.correctIndex === k}
                      onChange={() => set(i, { correctIndex: k })}
                    />
                    {t('learning.editor.option', { n: i + 1, k: k + 1 })}
                  </label>
                ))}
              </div>
            </fieldset>
            <button
              type="button"
              className="btn"
              onClick={() => onChange(questions.filter((_, n) => n !== i))}
            >
              {t('learning.editor.removeQuestion', { n: i + 1 })}
            </button>
          </div>
        );
      })}
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
