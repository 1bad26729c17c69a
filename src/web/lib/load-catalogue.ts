import type { Language } from '../../shared/language';
import type { Catalogue } from '../locales/en';
import type { AccountCatalogue } from '../locales/en-account';
import type { LearningCatalogue } from '../locales/en-learning';
import type { ConsoleCatalogue } from '../locales/en-console';

/**
 * Each language's catalogue is a chunk of its own, fetched only by visitors who read it. Kept
 * apart from i18next (lib/i18n.ts) so the page's first script stays small.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === 'hi'
    ? import('../locales/hi').then((m) => m.hi)
    : import('../locales/en').then((m) => m.en);
}

/** A part of the catalogue loaded with its routes, fetched once per language and page load. */
export type CataloguePart<Part> = ((language: Language) => Promise<Part>) & {
  /** The part when it has arrived, so a hydrating page never waits for it. */
  ready: (language: Language) => Part | undefined;
  /** Whether this page has used the part yet, in any language. */
  used: () => boolean;
};

const allParts: CataloguePart<object>[] = [];

function partLoader<Part extends object>(
  english: () => Promise<Part>,
  hindi: () => Promise<Part>,
): CataloguePart<Part> {
  const parts = new Map<Language, Promise<Part>>();
  const loaded = new Map<Language, Part>();
  const load = (language: Language): Promise<Part> => {
    let part = parts.get(language);
    if (!part) {
      part = (language === 'hi' ? hindi() : english()).then((words) => {
        loaded.set(language, words);
        return words;
      });
      parts.set(language, part);
    }
    return part;
  };
  const part = Object.assign(load, {
    ready: (language: Language) => loaded.get(language),
    used: () => parts.size > 0,
  });
  allParts.push(part);
  return part;
}

/** Before a switch: the parts this page has used, in the new language, so nothing waits. */
export function loadUsedParts(language: Language): Promise<object[]> {
  return Promise.all(allParts.filter((part) => part.used()).map((part) => part(language)));
}

/** The signed-in pages' words. */
export const loadAccountCatalogue = partLoader<AccountCatalogue>(
  () => import('../locales/en-account').then((m) => m.enAccount),
  () => import('../locales/hi-account').then((m) => m.hiAccount),
);

/** The driving school's words. */
export const loadLearningCatalogue = partLoader<LearningCatalogue>(
  () => import('../locales/en-learning').then((m) => m.enLearning),
  () => import('../locales/hi-learning').then((m) => m.hiLearning),
);

/** The operator console's words. */
export const loadConsoleCatalogue = partLoader<ConsoleCatalogue>(
  () => import('../locales/en-console').then((m) => m.enConsole),
  () => import('../locales/hi-console').then((m) => m.hiConsole),
);
