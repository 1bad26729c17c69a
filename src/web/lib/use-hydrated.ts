import { startTransition, useEffect, useState } from 'react';
import { SERVER_STATE_ID } from '../../shared/server-render';

/**
 * True once the page is live. A page the browser rendered from scratch is live from the start;
 * a server-rendered one only after hydration, whose first render must match the server's HTML.
 */
let live = typeof document !== 'undefined' && !document.getElementById(SERVER_STATE_ID);

/**
 * False while React hydrates server-rendered HTML (and on the server), true otherwise. What
 * depends on browser storage renders its server form first and switches after hydration, so
 * the first client render matches the HTML.
 *
 * The switch is a transition, not `useSyncExternalStore`'s client snapshot: that forces a
 * synchronous re-render of every user in the task that ends hydration, one long task on a
 * phone (total blocking time); a transition renders in slices the browser can interrupt.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(live);
  useEffect(() => {
    live = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
