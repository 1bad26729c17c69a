import { useSyncExternalStore } from 'react';
import { CART_COOKIE, countCartCookie } from '../../shared/learning-cart-cookie';

const listeners = new Set<() => void>();

function read(): number {
  if (typeof document === 'undefined') return 0;
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${CART_COOKIE}=`));
  return countCartCookie(pair?.slice(CART_COOKIE.length + 1));
}

/** The course cart's writer calls this after changing the cookie, so the header's badge follows. */
export function courseCartChanged() {
  for (const listener of listeners) listener();
}

/** How many courses the cart cookie holds, for the header's badge (no zod: decision 0002). */
export function useCourseCartCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => 0,
  );
}
