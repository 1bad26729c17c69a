import type { Language } from '../../../shared/language.js';
import { pick } from './content-language.js';

/** A lesson's title in the learner's language where written (decision 0032). */
export function lessonTitle(
  l: { hasEnglish: boolean; title: string; titleHi: string | null },
  lang: Language,
) {
  const { value, language } = pick({ hasEnglish: l.hasEnglish, en: l.title, hi: l.titleHi }, lang);
  return { title: value, language };
}

/** A lesson's title and text, always together in one language. */
export function lessonContent(
  l: {
    hasEnglish: boolean;
    title: string;
    titleHi: string | null;
    bodyHtml: string;
    bodyHtmlHi: string | null;
  },
  lang: Language,
) {
  const { value, language } = pick(
    {
      hasEnglish: l.hasEnglish,
      en: { title: l.title, bodyHtml: l.bodyHtml },
      hi: l.titleHi === null ? null : { title: l.titleHi, bodyHtml: l.bodyHtmlHi ?? '' },
    },
    lang,
  );
  return { ...value, language };
}

/** A question with its options and explanation in one language. */
export function questionContent(
  q: {
    hasEnglish: boolean;
    prompt: string;
    options: string[];
    explanation: string;
    promptHi: string | null;
    optionsHi: string[] | null;
    explanationHi: string | null;
  },
  lang: Language,
) {
  const { value, language } = pick(
    {
      hasEnglish: q.hasEnglish,
      en: { prompt: q.prompt, options: q.options, explanation: q.explanation },
      hi:
        q.promptHi === null
          ? null
          : {
              prompt: q.promptHi,
              options: q.optionsHi ?? q.options,
              explanation: q.explanationHi ?? q.explanation,
            },
    },
    lang,
  );
  return { ...value, language };
}
