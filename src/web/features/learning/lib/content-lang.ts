import { useTranslation } from 'react-i18next';
import { languageOfTag, type Language } from '../../../../shared/language';

/** The page's language: the school's texts are asked for in it (`?lang=`), and keyed by it. */
export function useContentLang(): Language {
  const { i18n } = useTranslation();
  return languageOfTag(i18n.language);
}
