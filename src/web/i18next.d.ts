import 'i18next';
import type { Catalogue } from './locales/en';
import type { AccountCatalogue } from './locales/en-account';
import type { LearningCatalogue } from './locales/en-learning';
import type { ConsoleCatalogue } from './locales/en-console';

// Typed keys: `t('layout.nav.home')` compiles, a key missing from the catalogue does not.
// The account and driving-school parts load with their routes (locales/en-account.ts,
// locales/en-learning.ts), and so do the console's (locales/en-console.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue & AccountCatalogue & LearningCatalogue & ConsoleCatalogue };
  }
}
