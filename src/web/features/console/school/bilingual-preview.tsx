import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseForReview } from '../../../../shared/learning-authoring';

export type PreviewLanguages = 'both' | 'en' | 'hi';
type Lesson = CourseForReview['draft']['lessons'][number];
type Question = CourseForReview['draft']['questions'][number];
type What = 'lesson' | 'question' | 'course';

const CHOICES = ['both', 'en', 'hi'] as const;

/** Which language(s) the course preview shows: staff check both versions before approving. */
export function LanguageToggle(props: {
  value: PreviewLanguages;
  onChange: (v: PreviewLanguages) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('console.school.bilingual.showIn')}
      </legend>
      {CHOICES.map((c) => (
        <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="preview-language"
            value={c}
            checked={props.value === c}
            onChange={() => props.onChange(c)}
          />
          {c === 'both'
            ? t('console.school.bilingual.both')
            : t(`console.school.bilingual.language.${c}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The language tag of the instructor's text in each version. */
const LANG = { en: 'en', hi: 'hi-IN' } as const;

/** One language's version of a lesson or question, or a note that the instructor left it out. */
function Version(props: {
  language: 'en' | 'hi';
  written: boolean;
  what: What;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <p className="text-xs font-semibold text-slate-600 uppercase">
        {t(`console.school.bilingual.language.${props.language}`)}
      </p>
      {props.written ? (
        <div lang={LANG[props.language]}>{props.children}</div>
      ) : (
        <p className="mt-1 text-sm font-semibold text-amber-800">
          {t(`console.school.bilingual.missing.${props.language}.${props.what}`)}
        </p>
      )}
    </div>
  );
}

/** The languages chosen, each in its column (two side by side on a wide screen). */
function Versions(props: {
  show: PreviewLanguages;
  what: What;
  written: { en: boolean; hi: boolean };
  render: (language: 'en' | 'hi') => ReactNode;
}) {
  const languages = props.show === 'both' ? (['en', 'hi'] as const) : [props.show];
  return (
    <div className={`mt-2 grid gap-3 ${languages.length === 2 ? 'md:grid-cols-2' : ''}`}>
      {languages.map((language) => (
        <Version
          key={language}
          language={language}
          written={props.written[language]}
          what={props.what}
        >
          {props.render(language)}
        </Version>
      ))}
    </div>
  );
}

export function LessonPreview(props: { lesson: Lesson; n: number; show: PreviewLanguages }) {
  const { t } = useTranslation();
  const l = props.lesson;
  const text = {
    en: { title: l.title, body: l.bodyHtml },
    hi: { title: l.titleHi, body: l.bodyHtmlHi },
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">
        {t('console.school.bilingual.lesson', { n: props.n, title: l.title || l.titleHi })}
      </h3>
      {l.videoUrl && (
        <p className="mt-1 text-sm text-slate-700">
          {t('console.school.bilingual.video')}{' '}
          <a
            href={l.videoUrl}
            className="text-brand-800 underline"
            target="_blank"
            rel="noreferrer"
          >
            {l.videoUrl}
          </a>
        </p>
      )}
      <Versions
        show={props.show}
        what="lesson"
        written={{ en: l.title !== '', hi: l.titleHi !== '' }}
        render={(language) => (
          <>
            <p className="font-semibold text-slate-900">{text[language].title}</p>
            {/* Sanitised on the server when the instructor saved it. */}
            <div
              className="prose mt-2 max-w-none"
              dangerouslySetInnerHTML={{ __html: text[language].body }}
            />
          </>
        )}
      />
    </li>
  );
}

export function QuestionPreview(props: { question: Question; n: number; show: PreviewLanguages }) {
  const { t } = useTranslation();
  const q = props.question;
  const text = {
    en: { prompt: q.prompt, options: q.options, why: q.explanation },
    hi: { prompt: q.promptHi, options: q.optionsHi, why: q.explanationHi },
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">
        {t('console.school.bilingual.question', { n: props.n })}
      </h3>
      <Versions
        show={props.show}
        what="question"
        written={{ en: q.prompt !== '', hi: q.promptHi !== '' }}
        render={(language) => (
          <>
            <p className="font-semibold text-slate-900">{text[language].prompt}</p>
            <ul className="mt-2 space-y-1">
              {text[language].options.map((option, o) => (
                <li
                  key={o}
                  className={o === q.correctIndex ? 'font-bold text-emerald-800' : 'text-slate-800'}
                >
                  {option}
                  {o === q.correctIndex && t('console.school.bilingual.rightAnswer')}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-700">
              {t('console.school.bilingual.explanation', { text: text[language].why })}
            </p>
          </>
        )}
      />
    </li>
  );
}

/** The course's title and summary in the languages chosen. */
export function SummaryPreview(props: { draft: CourseForReview['draft']; show: PreviewLanguages }) {
  const d = props.draft;
  const text = {
    en: { title: d.title, summary: d.summary },
    hi: { title: d.titleHi, summary: d.summaryHi },
  };
  return (
    <Versions
      show={props.show}
      what="course"
      written={{ en: d.title !== '', hi: d.titleHi !== '' }}
      render={(language) => (
        <>
          <p className="font-semibold text-slate-900">{text[language].title}</p>
          <p className="text-slate-800">{text[language].summary}</p>
        </>
      )}
    />
  );
}
