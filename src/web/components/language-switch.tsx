import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, type Language } from '../../shared/language';
import { useLanguage } from '../lib/language';

interface LanguageSwitchProps {
  className?: string;
  /** Called after the switch, e.g. to close the drawer. */
  onSwitched?: () => void;
}

interface LanguageButtonProps extends LanguageSwitchProps {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

/** The customer site's switch (a signed-in customer's choice is saved on their account). */
export function LanguageSwitch(props: LanguageSwitchProps) {
  const { language, setLanguage } = useLanguage();
  return <LanguageButton {...props} language={language} setLanguage={setLanguage} />;
}

/**
 * One button offering the other language, written in that language ("हिन्दी" on an English
 * page, "English" on a Hindi one), so a reader finds it whichever they read.
 */
export function LanguageButton({
  className = '',
  onSwitched,
  language,
  setLanguage,
}: LanguageButtonProps) {
  const { t } = useTranslation();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const name = LANGUAGE_NAMES[other];
  return (
    <button
      type="button"
      aria-label={t('layout.language.switchTo', { name })}
      onClick={() => void setLanguage(other).then(onSwitched)}
      className={`inline-flex items-center gap-1.5 rounded-xl px-2.5 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0" fill="none">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span lang={HTML_LANG[other]}>{name}</span>
    </button>
  );
}
