/**
 * The site's two languages. Pure and zod-free: the home page's bundle reads it
 * (docs/decisions/0011-hindi-and-english.md).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Remembers a visitor's choice for a year; read by the server before it renders a page. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `lang` attribute of `<html>` for each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name written in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** The language of an `<html lang>` value such as "hi-IN"; English for anything else. */
export function languageOfTag(tag: string | null | undefined): Language {
  const base = tag?.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * The first of our languages in an Accept-Language header, by its q weight
 * ("hi-IN,hi;q=0.9,en;q=0.8" is Hindi); undefined when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: range.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/**
 * The visitor's language: the switch they last used on this device (cookie), then their
 * account's choice, then what their browser asks for, then English.
 */
export function chooseLanguage(input: {
  cookie?: string | undefined;
  account?: string | null | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  if (isLanguage(input.cookie)) return input.cookie;
  if (isLanguage(input.account)) return input.account;
  return languageFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
