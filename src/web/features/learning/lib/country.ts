import { useSyncExternalStore } from 'react';
import { DEFAULT_COUNTRY } from '../../../../shared/learning-pricing';

const KEY = 'courseCountry';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

/** The country whose currency course prices are shown in (the server prices every order). */
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
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage disabled: prices stay in the default currency.
  }
  for (const listener of listeners) listener();
}

export const COUNTRY_CHOICES = [
  { code: 'IN', label: 'India (₹ INR)' },
  { code: 'AE', label: 'United Arab Emirates (AED)' },
  { code: 'US', label: 'Other countries ($ USD)' },
] as const;
