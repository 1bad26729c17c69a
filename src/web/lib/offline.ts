import { useSyncExternalStore } from 'react';
import { ACCOUNT_CACHE } from '../../shared/offline-caches';

/** Shown when a change (a booking, a cancellation, an upload) is tried without a connection. */
export const OFFLINE_CHANGE_MESSAGE =
  'You are offline. This needs an internet connection: nothing was sent. Please try again when you are back online.';

/** A read that failed offline: the service worker had no copy of it. */
export const OFFLINE_READ_MESSAGE =
  'You are offline, and this was not saved on this phone. Please try again when you are back online.';

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** True while the browser has no connection. The server (and hydration) assume online. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

const OWNER_KEY = 'offline-cache-owner';

/**
 * The service worker keeps the signed-in customer's own reads for offline use. When the
 * session belongs to someone else (or no one), that copy is deleted, so a shared phone
 * never shows one customer's bookings to the next person.
 */
export function keepOfflineCacheFor(userId: number | null): void {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  const owner = userId === null ? '' : String(userId);
  let previous: string | null = null;
  try {
    previous = localStorage.getItem(OWNER_KEY);
    localStorage.setItem(OWNER_KEY, owner);
  } catch {
    // Storage blocked: clear every time instead.
  }
  if (previous !== owner) void caches.delete(ACCOUNT_CACHE);
}
