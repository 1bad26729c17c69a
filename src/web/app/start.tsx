import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import type { Language } from '../../shared/language';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import type { Catalogue } from '../locales/en';
import { AppProviders } from './providers';
import { prefetchRoutesOnIntent } from './prefetch-on-intent';
import { AppRouter, routerReady } from './router';
import { routes } from './routes';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Mounts the app: hydrates a server-rendered page with the data it was rendered from
 * (`serverState`, see entry-server.tsx), or renders into the loading shell.
 */
export async function startApp(
  container: HTMLElement,
  serverState: string | undefined,
  language: Language,
  catalogue: Catalogue,
) {
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, JSON.parse(serverState));
  const i18n = createI18n(language, catalogue);
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} i18n={i18n}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // Each step in a task of its own keeps every task short (total blocking time).
  await nextTask();
  await routerReady();
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page.
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  prefetchRoutesOnIntent(routes);
}
