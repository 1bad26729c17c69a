import { useSyncExternalStore } from 'react';
import { countryOfBrowser, DEFAULT_COUNTRY } from '../../../../shared/learning-pricing';

const KEY = 'courseCountry';
const listeners = new Set<() => void>();
/** The choice when storage is disabled, for as long as the page lives. */
let chosen: string | undefined;

/** Where this browser seems to be (issue 21: Dubai starts in AED, New York in USD). */
function detected(): string {
  try {
    return countryOfBrowser(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      navigator.languages?.length ? navigator.languages : [navigator.language],
    );
  } catch {
    return DEFAULT_COUNTRY;
  }
}

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? chosen ?? detected();
  } catch {
    return chosen ?? detected();
  }
}

/**
 * The country whose currency course prices are shown in (the server prices every order):
 * the customer's choice, remembered, else the one the browser's time zone and languages say.
 */
export function useCountry(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => DEFAULT_COUNTRY,
  );
}

export function setCountry(code: string) {
  chosen = code;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

/** The choices, each with its translation key under learning.price.countries. */
export const COUNTRY_CHOICES = [
  { code: 'IN', labelKey: 'learning.price.countries.IN' },
  { code: 'AE', labelKey: 'learning.price.countries.AE' },
  { code: 'US', labelKey: 'learning.price.countries.US' },
] as const;
