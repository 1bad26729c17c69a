import type { Language } from '../../shared/language';
import type { Catalogue } from '../locales/en';

/**
 * Each language's catalogue is a chunk of its own, fetched only by visitors who read it. Kept
 * apart from i18next (lib/i18n.ts) so the page's first script stays small.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === 'hi'
    ? import('../locales/hi').then((m) => m.hi)
    : import('../locales/en').then((m) => m.en);
}
