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
 * device (cookie) and, for a signed-in customer, on the account (PUT /api/account/language).
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { user } = useSession();
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
      if (user) {
        // The page has already switched; the account catches up when it can.
        await apiRequest('/api/account/language', {
          method: 'PUT',
          body: { language: next },
        }).catch(() => undefined);
      }
    },
    [apply, user],
  );

  return { language, setLanguage, apply };
}

/**
 * After sign-in on a device that never chose a language, the account's choice applies
 * (the server already renders pages that way: cookie, then account, then browser).
 */
export function useAccountLanguage() {
  const { user } = useSession();
  const { language, apply } = useLanguage();
  const wanted = user?.language;
  useEffect(() => {
    if (!wanted || wanted === language || cookieLanguage()) return;
    rememberOnDevice(wanted);
    void apply(wanted);
  }, [wanted, language, apply]);
}
