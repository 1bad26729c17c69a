import { Suspense, use } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { languageOfTag, type Language } from '../../../shared/language';
import { PageLoader } from '../../components/spinner';
import {
  loadAccountCatalogue,
  loadConsoleCatalogue,
  loadLearningCatalogue,
  type CataloguePart,
} from '../../lib/load-catalogue';

type Part = {
  load: CataloguePart<object>;
  /** A top-level key of the part: present once the part is in i18next. */
  marker: 'auth' | 'learning' | 'console';
};

/** True once the part's words are in i18next, adding them if they have already arrived. */
function hasWords(i18n: I18n, language: Language, { load, marker }: Part): boolean {
  if (i18n.getResource(language, 'translation', marker)) return true;
  const ready = load.ready(language);
  if (ready) i18n.addResourceBundle(language, 'translation', ready, true, false);
  return Boolean(ready);
}

/** Waits for a part's words that have not arrived (only if a switch outran its fetch). */
function WithWords({ load }: Part) {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  i18n.addResourceBundle(language, 'translation', use(load(language)), true, false);
  return <Outlet />;
}

/**
 * The words are nearly always here already (the route's loader and a language switch fetch
 * them first), and then the page has no Suspense boundary. That matters to a server-rendered
 * page: React hydrates a boundary after the rest of the page has committed, by which time the
 * header may have learnt who is signed in, and the page inside would no longer match its HTML.
 */
function CatalogueGate(part: Part) {
  const { i18n } = useTranslation();
  if (hasWords(i18n, languageOfTag(i18n.language), part)) return <Outlet />;
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

/** Layout of the operator console's routes (/staff/*): its words are a chunk of their own. */
export function ConsoleCatalogueGate() {
  return <CatalogueGate load={loadConsoleCatalogue} marker="console" />;
}

/** The page's language as the server wrote it on <html>, before React runs. */
export function documentLanguage() {
  return languageOfTag(typeof document === 'undefined' ? 'en' : document.documentElement.lang);
}
