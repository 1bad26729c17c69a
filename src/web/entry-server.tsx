import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  dehydrate,
  QueryClientProvider,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { routes } from './app/routes';
import type { Language } from '../shared/language';
import type { ApiTransport, PageHead, ServerPage } from '../shared/server-render';
import { createI18n } from './lib/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { enLearning } from './locales/en-learning';
import { hiLearning } from './locales/hi-learning';
import { setApiTransport } from './lib/api-client';
import { PageHeadContext } from './lib/page-head';
import { createQueryClient } from './lib/query-client';

/** Queries about the visitor: the server renders every page as a visitor still being checked. */
const PER_VISITOR = new Set(['auth', 'account', 'favourites']);
/** Renders until no new query appears; a page's queries depend on earlier answers at most twice. */
const MAX_PASSES = 4;

function wanted(query: Query): boolean {
  const root = query.queryKey[0];
  if (typeof root === 'string' && PER_VISITOR.has(root)) return false;
  const { enabled } = query.options as { enabled?: unknown };
  return (
    query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled !== false
  );
}

function renderApp(
  queryClient: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  head: PageHead,
  i18n: i18n,
) {
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={(said) => Object.assign(head, said)}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </PageHeadContext>
      </I18nextProvider>
    </StrictMode>,
  );
}

/**
 * Renders a public page to HTML with its API data: components ask for their queries during a
 * render, the answers are fetched, and the page renders again with them. Returns undefined
 * when the router redirects or an API read fails: the browser then renders the page itself.
 */
export async function renderPage(
  url: string,
  api: ApiTransport,
  language: Language,
): Promise<ServerPage | undefined> {
  setApiTransport(api);
  // In the visitor's language from the first byte: the browser loads the same catalogue
  // before it hydrates (main.tsx), so the text never changes under their eyes.
  // The driving school's pages are rendered too: their words (a chunk of their own in the
  // browser) are there from the start.
  const i18n = createI18n(
    language,
    language === 'hi' ? { ...hi, ...hiLearning } : { ...en, ...enLearning },
  );
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // A read that fails is left to the browser, which shows its error and can retry.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  let html = '';
  let head: PageHead = {};
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    head = {};
    html = renderApp(queryClient, router, context, head, i18n);
    const pending = queryClient.getQueryCache().findAll().filter(wanted);
    if (pending.length === 0) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    if (pending.some((q) => q.state.status === 'error')) {
      queryClient.clear();
      return undefined;
    }
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state, head };
}
