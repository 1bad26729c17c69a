/**
 * Names of the service worker's runtime caches (src/web/sw/service-worker.ts). The page clears
 * ACCOUNT_CACHE itself when the signed-in customer changes (src/web/lib/offline-caches.ts), so
 * one customer's bookings are never shown to the next person on the same phone.
 */
export const PAGES_CACHE = 'pages-v1';
export const CARS_CACHE = 'cars-api-v1';
export const ACCOUNT_CACHE = 'account-api-v1';

/** The customer's own reads kept for offline use: the session, profile and bookings. */
export function isAccountRead(pathname: string): boolean {
  return (
    pathname === '/api/auth/session' ||
    pathname === '/api/account/profile' ||
    pathname === '/api/bookings' ||
    pathname === '/api/bookings/counts'
  );
}

/** The car list (with its filters and page in the query string) and the trending cars. */
export function isCarListRead(pathname: string): boolean {
  return pathname === '/api/cars' || pathname === '/api/cars/trending';
}

/** Seconds the network gets before a cached copy is shown instead (a slow 2G connection). */
export const NETWORK_TIMEOUT_SECONDS = 4;
