import i18next, { type i18n } from 'i18next';
import type { Language } from '../../shared/language';
import type { Catalogue } from '../locales/en';

/**
 * Where a key the catalogue lacks is recorded, when a test asked for it by putting an array
 * there (e2e/support/hindi-leftovers.ts). Without it, nothing is kept: visitors' pages behave
 * as i18next's default does and show the key.
 */
const MISSING_KEYS = '__i18nMissingKeys';

function showMissingKey(key: string, defaultValue?: string): string {
  const sink =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as Record<string, unknown>)[MISSING_KEYS];
  if (Array.isArray(sink)) sink.push(key);
  return defaultValue ?? key;
}

/**
 * One i18next instance per page (per request on the server), with the catalogue of the
 * visitor's language only: the other language's catalogue is loaded when they switch.
 */
export function createI18n(language: Language, catalogue: Catalogue): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    fallbackLng: false,
    // The catalogue is here already: ready in this task, so server and browser render alike.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: showMissingKey,
  });
  return instance;
}
