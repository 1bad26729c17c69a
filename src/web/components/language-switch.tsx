import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HTML_LANG, LANGUAGE_NAMES, type Language } from '../../shared/language';
import { SWITCH_LANGUAGE_PARAM } from '../../shared/page-requests';
import { useLanguage } from '../lib/language';

interface LanguageSwitchProps {
  className?: string;
  /** Called after the switch, e.g. to close the drawer. */
  onSwitched?: () => void;
}

interface LanguageButtonProps extends LanguageSwitchProps {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
  /**
   * This page in the other language (`?lang=hi`): the switch is then a link the server answers
   * (it remembers the choice and sends the visitor back), so it works on the first tap, before
   * the app has run (docs/decisions/0044). Once the app runs, the page switches in place.
   */
  href?: string;
}

/** The customer site's switch (a signed-in customer's choice is saved on their account). */
export function LanguageSwitch(props: LanguageSwitchProps) {
  const { language, setLanguage } = useLanguage();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(SWITCH_LANGUAGE_PARAM, language === 'hi' ? 'en' : 'hi');
  return (
    <LanguageButton
      {...props}
      language={language}
      setLanguage={setLanguage}
      href={`${pathname}?${params.toString()}`}
    />
  );
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
  href,
}: LanguageButtonProps) {
  const { t } = useTranslation();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const name = LANGUAGE_NAMES[other];
  const switchLanguage = (event: MouseEvent) => {
    event.preventDefault();
    void setLanguage(other).then(onSwitched);
  };
  const classes = `inline-flex items-center gap-1.5 rounded-xl px-2.5 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 ${className}`;
  const content = (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0" fill="none">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span lang={HTML_LANG[other]}>{name}</span>
    </>
  );
  if (href) {
    // A button to the reader (it changes this page), a link to the browser until the app runs.
    const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      event.currentTarget.click();
    };
    return (
      <a
        href={href}
        role="button"
        aria-label={t('layout.language.switchTo', { name })}
        onClick={switchLanguage}
        onKeyDown={onKeyDown}
        className={classes}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('layout.language.switchTo', { name })}
      onClick={switchLanguage}
      className={classes}
    >
      {content}
    </button>
  );
}
