import { useTranslation } from 'react-i18next';
import { HTML_LANG, type Language } from '../../../../shared/language';
import { useContentLang } from '../lib/content-lang';

/**
 * Says so when a text is shown in the other language because the instructor did not write it
 * in the learner's (decision 0032); nothing when it is in theirs.
 */
export function LanguageNote({
  shown,
  of,
}: {
  shown: Language;
  of: 'lesson' | 'course' | 'question';
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  if (shown === lang) return null;
  const key = of === 'lesson' ? 'onlyIn' : of === 'course' ? 'courseOnlyIn' : 'questionOnlyIn';
  return (
    <p role="note" className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
      {t(`school.${key}.${shown}`)}
    </p>
  );
}

/** The `lang` attribute of a text shown in a given language, for screen readers. */
export const langAttr = (shown: Language) => HTML_LANG[shown];
