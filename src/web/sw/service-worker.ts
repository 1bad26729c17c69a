/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import {
  ACCOUNT_CACHE,
  CARS_CACHE,
  isAccountRead,
  isCarListRead,
  NETWORK_TIMEOUT_SECONDS,
  PAGES_CACHE,
} from '../../shared/offline-caches';

declare const self: ServiceWorkerGlobalScope;

// The app's code, styles, catalogues and icons (the list vite-plugin-pwa writes at build time).
// No directory index: otherwise "/" would be answered with the precached English shell instead
// of the server-rendered page in the visitor's language (the page route below handles "/").
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first install takes the open page at once, so what it reads next is kept for offline.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const DAY = 86_400;

// Pages: always from the network while online (server-rendered public pages stay fresh and
// in the visitor's language); the last copy of a page, or the app shell, when offline. Only
// the HTML is kept, and account pages are the loading shell: no customer data is in it.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isCarListRead(url.pathname),
  new NetworkFirst({
    cacheName: CARS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY })],
  }),
);

// The customer's own reads. The page deletes this cache at login, at logout and when the
// session turns out to be over; entries also expire with the longest session (30 days).
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isAccountRead(url.pathname),
  new NetworkFirst({
    cacheName: ACCOUNT_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY })],
  }),
);

// Everything else (other API calls, uploads, payments, every write) goes to the network and
// nowhere else: nothing that changes data is queued. An offline page visit that was never
// cached gets the app shell, which shows the offline banner.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
  return Response.error();
});

// A new version takes over at the next visit rather than under a page in use.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
