import { matchRoutes, type RouteObject } from 'react-router';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Starts loading a page's code when the visitor points at, touches or focuses a link to it,
 * so the chunks it imports (which nothing preloads, see vite.config.ts) are on their way before
 * the click. Returns a function that stops listening.
 */
export function prefetchRoutesOnIntent(routes: RouteObject[], doc: Document = document) {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    if (started.has(link.pathname)) return;
    started.add(link.pathname);
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      // A module already imported resolves at once; one that fails loads again on the click.
      if (typeof route.lazy === 'function')
        void route.lazy().catch(() => started.delete(link.pathname));
    }
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
