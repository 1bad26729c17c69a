import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** Created on first use, in its own task, rather than while the app's code is evaluated. */
function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}

/**
 * Resolves once the first page's lazy code has loaded. Rendering before that would show a
 * fallback shell and then mount a second one, losing anything typed into the header meanwhile.
 */
export function routerReady(): Promise<void> {
  const current = appRouter();
  if (current.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = current.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
