import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../shared/server-render';
import { SERVER_STATE_ID } from '../shared/server-render';

/**
 * The server renders a first screen that answers a tap before the app runs (decision 0044).
 * Rendered as on the server, or in a browser still hydrating: `useHydrated` reads the page once,
 * as its module loads, so the page is marked as server-rendered before the renderer is loaded.
 */
async function renderFirstScreen(path: string) {
  const marker = document.createElement('script');
  marker.id = SERVER_STATE_ID;
  document.body.append(marker);
  const { renderPage } = await import('./entry-server');
  marker.remove();
  const api = vi.fn<ApiTransport>(async (p) => {
    const body =
      p === '/api/catalogue'
        ? { branches: [{ id: 2, name: 'Durg' }], categories: [] }
        : p === '/api/cars/trending'
          ? { from: '2026-11-23T18:29:00Z', to: '2026-11-24T04:29:00Z', cars: [] }
          : { name: 'SelfDrive', phone: '1800', email: 'a@b.in', address: 'Raipur' };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const page = await renderPage(path, api, 'en');
  return new DOMParser().parseFromString(page?.html ?? '', 'text/html');
}

describe('the first screen, before the app runs', () => {
  it('has a menu the browser opens, a language link the server answers and a search form', async () => {
    const doc = await renderFirstScreen('/');
    // The menu: a popover the browser opens from its button, with its links in it.
    const menuButton = doc.querySelector('button[aria-label="Open menu"]');
    const drawer = doc.getElementById(menuButton?.getAttribute('popovertarget') ?? '');
    expect(drawer?.getAttribute('popover')).toBe('auto');
    const links = Array.from(drawer?.querySelectorAll('a') ?? []).map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual(
      expect.arrayContaining(['/', '/cars', '/faq', '/user/login', '/?lang=hi']),
    );
    // The language switch: a link to this page in Hindi, which the server answers.
    expect(doc.querySelector('header a[href="/?lang=hi"]')?.getAttribute('aria-label')).toBe(
      'Switch to हिन्दी',
    );
    // The search: a form the browser sends to the car list, with the period it offers.
    const form = doc.querySelector('form[aria-label="Search cars"]');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/cars']);
    const names = Array.from(form?.querySelectorAll('[name]') ?? []).map((f) =>
      f.getAttribute('name'),
    );
    expect(names).toEqual(['branch', 'pickupDate', 'pickupTime', 'dropDate', 'dropTime']);
    expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
  });
});
