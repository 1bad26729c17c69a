import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HTML_LANG,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageOfTag,
  type Language,
} from '../../shared/language';
import { apiRequest } from './api-client';
import { loadCatalogue, loadUsedParts } from './load-catalogue';
import { useSession } from './session';

function cookieLanguage(): Language | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`));
  return isLanguage(match?.[1]) ? match[1] : undefined;
}

function rememberOnDevice(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/**
 * The page's language and a way to change it: the other catalogue is fetched, every
 * component re-renders in it, `<html lang>` follows, and the choice is remembered on this
 * device (cookie) and on the account by `saveOnAccount`, when someone is signed in.
 */
export function useLanguageSwitch(saveOnAccount?: (language: Language) => Promise<unknown>) {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);

  const apply = useCallback(
    async (next: Language) => {
      const [catalogue, parts] = await Promise.all([loadCatalogue(next), loadUsedParts(next)]);
      if (!i18n.hasResourceBundle(next, 'translation')) {
        i18n.addResourceBundle(next, 'translation', catalogue);
      }
      for (const part of parts) i18n.addResourceBundle(next, 'translation', part, true, false);
      await i18n.changeLanguage(next);
      document.documentElement.lang = HTML_LANG[next];
    },
    [i18n],
  );

  const setLanguage = useCallback(
    async (next: Language) => {
      rememberOnDevice(next);
      await apply(next);
      // The page has already switched; the account catches up when it can.
      await saveOnAccount?.(next).catch(() => undefined);
    },
    [apply, saveOnAccount],
  );

  return { language, setLanguage, apply };
}

/** The customer site's switch: a signed-in customer's choice is saved on their account. */
export function useLanguage() {
  const { user } = useSession();
  const save = useCallback(
    (language: Language) =>
      apiRequest('/api/account/language', { method: 'PUT', body: { language } }),
    [],
  );
  return useLanguageSwitch(user ? save : undefined);
}

/**
 * After sign-in on a device that never chose a language, the account's choice applies
 * (the server already renders pages that way: cookie, then account, then browser).
 */
export function useRememberedLanguage(
  wanted: Language | null | undefined,
  apply: (language: Language) => Promise<void>,
  language: Language,
) {
  useEffect(() => {
    if (!wanted || wanted === language || cookieLanguage()) return;
    rememberOnDevice(wanted);
    void apply(wanted);
  }, [wanted, language, apply]);
}

export function useAccountLanguage() {
  const { user } = useSession();
  const { language, apply } = useLanguage();
  useRememberedLanguage(user?.language, apply, language);
}
