import type { ReactNode } from 'react';
import type { CourseForReview } from '../../../../shared/learning-authoring';

export type PreviewLanguages = 'both' | 'en' | 'hi';
type Lesson = CourseForReview['draft']['lessons'][number];
type Question = CourseForReview['draft']['questions'][number];

const CHOICES: { value: PreviewLanguages; label: string }[] = [
  { value: 'both', label: 'Both, side by side' },
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
];

/** Which language(s) the course preview shows: staff check both versions before approving. */
export function LanguageToggle(props: {
  value: PreviewLanguages;
  onChange: (v: PreviewLanguages) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Show the text in</legend>
      {CHOICES.map((c) => (
        <label key={c.value} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="preview-language"
            value={c.value}
            checked={props.value === c.value}
            onChange={() => props.onChange(c.value)}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

const LANGUAGE = {
  en: { name: 'English', lang: 'en' },
  hi: { name: 'Hindi', lang: 'hi-IN' },
} as const;

/** One language's version of a lesson or question, or a note that the instructor left it out. */
function Version(props: {
  language: 'en' | 'hi';
  written: boolean;
  what: string;
  children: ReactNode;
}) {
  const { name, lang } = LANGUAGE[props.language];
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <p className="text-xs font-semibold text-slate-600 uppercase">{name}</p>
      {props.written ? (
        <div lang={lang}>{props.children}</div>
      ) : (
        <p className="mt-1 text-sm font-semibold text-amber-800">
          No {name} version of this {props.what}.
        </p>
      )}
    </div>
  );
}

/** The languages chosen, each in its column (two side by side on a wide screen). */
function Versions(props: {
  show: PreviewLanguages;
  what: string;
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
  const l = props.lesson;
  const text = {
    en: { title: l.title, body: l.bodyHtml },
    hi: { title: l.titleHi, body: l.bodyHtmlHi },
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">
        Lesson {props.n}: {l.title || l.titleHi}
      </h3>
      {l.videoUrl && (
        <p className="mt-1 text-sm text-slate-700">
          Video:{' '}
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
  const q = props.question;
  const text = {
    en: { prompt: q.prompt, options: q.options, why: q.explanation },
    hi: { prompt: q.promptHi, options: q.optionsHi, why: q.explanationHi },
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">Question {props.n}</h3>
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
                  {o === q.correctIndex && ' (right answer)'}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-700">Explanation: {text[language].why}</p>
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
