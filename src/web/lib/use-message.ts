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
  const exact = table.exact[text];
  if (exact) return exact;
  for (const [pattern, replacement] of table.patterns) {
    const match = new RegExp(pattern).exec(text);
    if (match) return replacement.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
  }
  return text;
}

export function useMessage(): (text: string) => string {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (text: string) => {
      const bundle = i18n.getResourceBundle(language, 'translation') as
        | (Catalogue &
            Partial<AccountCatalogue> &
            Partial<LearningCatalogue> &
            Partial<ConsoleCatalogue>)
        | undefined;
      // The signed-in pages' own messages come with their words (locales/en-account.ts).
      // ...and the driving school's with its own (locales/en-learning.ts).
      return (
        bundle?.accountMessages?.[text] ??
        bundle?.learningMessages?.[text] ??
        // ...and the console's with the console's (locales/en-console.ts).
        bundle?.consoleMessages?.[text] ??
        translateMessage(text, bundle?.messages)
      );
    },
    [i18n, language],
  );
}
