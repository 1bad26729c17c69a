import type { Fixtures, Page, PlaywrightTestArgs, PlaywrightTestOptions } from '@playwright/test';
import { languageOfTag, type Language } from '../../src/shared/language';
import { message, t, textPattern, type PatternValues, type Values } from './catalogue';

/** Days the Hindi run's bookings start after the English run's, on the same database. */
const HINDI_RUN_DAYS_LATER = 3;

/** What a journey reads and writes in `language`. */
export function textsIn(language: Language) {
  return {
    /** A catalogue text: tr('checkout.bookNow'). */
    tr: (key: string, values?: Values) => t(language, key, values),
    /** The same text as a pattern, the placeholders not given matching any text. */
    trPattern: (key: string, values?: PatternValues, options?: { exact?: boolean }) =>
      textPattern(language, key, values, options),
    /**
     * A spec wording, written in the test in English so that the English run checks it word
     * for word; on the Hindi run, its translation. With `key`, the catalogue entry that holds
     * it (whose English must be the spec's wording); without, the server and rule messages'.
     */
    msg: (english: string, key?: string) => {
      if (!key) return message(language, english);
      const catalogued = t('en', key);
      if (catalogued !== english) {
        throw new Error(`${key} reads "${catalogued}" in English, not the spec's "${english}"`);
      }
      return t(language, key);
    },
    /**
     * `n` days ahead for this run's bookings: the Hindi run books a few days after the English
     * one, so that each finds its cars free.
     */
    days: (n: number) => n + (language === 'hi' ? HINDI_RUN_DAYS_LATER : 0),
  };
}

type Texts = ReturnType<typeof textsIn>;
export type PageLanguage = Texts & {
  /** The test's language: `test.use({ language: 'hi' })` runs a journey in Hindi. */
  language: Language;
};

type Base = PlaywrightTestArgs & PlaywrightTestOptions;

export const pageLanguage: Fixtures<PageLanguage, object, Base> = {
  language: ['en', { option: true }],
  // What the language switch leaves on a device (cookies hold for every port of a host).
  context: async ({ context, language, baseURL }, use) => {
    if (language !== 'en') {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    }
    await use(context);
  },
  tr: async ({ language }, use) => use(textsIn(language).tr),
  trPattern: async ({ language }, use) => use(textsIn(language).trPattern),
  msg: async ({ language }, use) => use(textsIn(language).msg),
  days: async ({ language }, use) => use(textsIn(language).days),
};

/** For helpers given only the page: the texts of the language the page is in. */
export async function textsOf(page: Page): Promise<Texts> {
  return textsIn(languageOfTag(await page.locator('html').getAttribute('lang')));
}
