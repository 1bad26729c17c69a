/**
 * Registers the service worker (src/web/sw/service-worker.ts) once the page has loaded and
 * the browser is idle, so it never competes with the first visit's own downloads.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => {
      // No offline copy this time; the site works as before.
    });
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
