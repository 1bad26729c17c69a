import 'i18next';
import type { Catalogue } from './locales/en';

// Typed keys: `t('layout.nav.home')` compiles, a key missing from the catalogue does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
