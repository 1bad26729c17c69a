import { Suspense, use } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageOfTag, type Language } from '../../../shared/language';
import { PageLoader } from '../../components/spinner';
import { loadAccountCatalogue, loadLearningCatalogue } from '../../lib/load-catalogue';

type Part = {
  load: ((language: Language) => Promise<object>) & {
    ready: (language: Language) => object | undefined;
  };
  /** A top-level key of the part: present once the part is in i18next. */
  marker: 'auth' | 'learning';
};

/** Adds a part's words to the page's language (once per language). */
function WithWords({ load, marker }: Part) {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  if (!i18n.getResource(language, 'translation', marker)) {
    const part = load.ready(language) ?? use(load(language));
    i18n.addResourceBundle(language, 'translation', part, true, false);
  }
  return <Outlet />;
}

function CatalogueGate(part: Part) {
  return (
    <Suspense fallback={<PageLoader />}>
      <WithWords {...part} />
    </Suspense>
  );
}

/**
 * Layout of the login, account, checkout and payment routes: their words are a chunk of their
 * own (locales/en-account.ts), loaded with the route, and again in the other language after a
 * switch.
 */
export function AccountCatalogueGate() {
  return <CatalogueGate load={loadAccountCatalogue} marker="auth" />;
}

/** Layout of the driving-school routes: their words are a chunk of their own too. */
export function LearningCatalogueGate() {
  return <CatalogueGate load={loadLearningCatalogue} marker="learning" />;
}

/** The page's language as the server wrote it on <html>, before React runs. */
export function documentLanguage() {
  return languageOfTag(typeof document === 'undefined' ? 'en' : document.documentElement.lang);
}
