import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../locales/en';
import type { AccountCatalogue } from '../locales/en-account';
import type { LearningCatalogue } from '../locales/en-learning';
import type { ConsoleCatalogue } from '../locales/en-console';

/**
 * A server or shared-rule message (always English, the spec's wording) in the page's
 * language; a message the catalogue does not know is shown as it came.
 */
export function translateMessage(text: string, table: Catalogue['messages'] | undefined): string {
  if (!table) return text;
  return table.exact[text] ?? byPattern(text, table.patterns) ?? text;
}

/** A text with numbers or names in it, by the first pattern it matches. */
function byPattern(text: string, patterns: [string, string][] | undefined): string | undefined {
  for (const [pattern, replacement] of patterns ?? []) {
    const match = new RegExp(pattern).exec(text);
    if (match) return replacement.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
  }
  return undefined;
}

/** The catalogues a page may have loaded: the site's, and the account's, school's and console's parts. */
export type LoadedCatalogue = Catalogue &
  Partial<AccountCatalogue> &
  Partial<LearningCatalogue> &
  Partial<ConsoleCatalogue>;

/** `text` in the language of `bundle` (useMessage without React). */
export function messageIn(bundle: LoadedCatalogue | undefined, text: string): string {
  // The signed-in pages' own messages come with their words (locales/en-account.ts).
  // ...and the driving school's with its own (locales/en-learning.ts).
  return (
    bundle?.accountMessages?.[text] ??
    bundle?.learningMessages?.[text] ??
    // ...and the console's with the console's (locales/en-console.ts).
    bundle?.consoleMessages?.[text] ??
    byPattern(text, bundle?.consolePatterns) ??
    translateMessage(text, bundle?.messages)
  );
}

export function useMessage(): (text: string) => string {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (text: string) =>
      messageIn(
        i18n.getResourceBundle(language, 'translation') as LoadedCatalogue | undefined,
        text,
      ),
    [i18n, language],
  );
}
