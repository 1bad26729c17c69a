import type { Language } from '../../src/shared/language';
import { translateMessage } from '../../src/web/lib/use-message';
import { en } from '../../src/web/locales/en';
import { enAccount } from '../../src/web/locales/en-account';
import { hi } from '../../src/web/locales/hi';
import { hiAccount } from '../../src/web/locales/hi-account';
import { enLearning } from '../../src/web/locales/en-learning';
import { hiLearning } from '../../src/web/locales/hi-learning';
import { enConsole } from '../../src/web/locales/en-console';
import { hiConsole } from '../../src/web/locales/hi-console';

type Tree = { [key: string]: unknown };
export type Values = Record<string, string | number>;
const CATALOGUES: Record<Language, Tree> = {
  en: { ...en, ...enAccount, ...enLearning, ...enConsole },
  hi: { ...hi, ...hiAccount, ...hiLearning, ...hiConsole },
};
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

function lookUp(language: Language, key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], CATALOGUES[language]);
  if (typeof text !== 'string') throw new Error(`no text ${key} in the ${language} catalogue`);
  return text;
}

/**
 * A page text as the site shows it in `language`, looked up in the site's own catalogues, so a
 * journey reads the words a visitor of that language reads: t('hi', 'checkout.bookNow').
 */
export function t(language: Language, key: string, values: Values = {}): string {
  return lookUp(language, key).replace(PLACEHOLDER, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

export type PatternValues = Record<string, string | number | RegExp>;

/**
 * The same text as a pattern: the given values as they are (a RegExp value as its pattern),
 * any other placeholder as any text (a booking id, an amount), which the pattern captures.
 * `exact` anchors it to the whole text.
 */
export function textPattern(
  language: Language,
  key: string,
  values: PatternValues = {},
  { exact = false } = {},
): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = lookUp(language, key).split(PLACEHOLDER);
  // split() with a group leaves the placeholder names at the odd places.
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      const value = values[part];
      if (value === undefined) return '(.+?)';
      return value instanceof RegExp ? `(?:${value.source})` : escape(String(value));
    })
    .join('');
  return new RegExp(exact ? `^${source}$` : source);
}

/** A server or rule message (the spec's English) as the page shows it in `language`. */
export function message(language: Language, english: string): string {
  if (language === 'en') return english;
  return (
    hiAccount.accountMessages[english] ??
    hiLearning.learningMessages[english] ??
    translateMessage(english, hi.messages)
  );
}
