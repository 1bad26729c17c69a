import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../shared/server-render';
import { renderPage } from './entry-server';

const CAR = {
  id: 9,
  brandName: 'Tata',
  modelName: 'Tiago',
  title: 'Tata Tiago XZ+ CNG',
  imageUrl: '/media/cars/car-9.svg',
  transmission: 'manual',
  fuelType: 'CNG',
  seats: 5,
  categoryId: 1,
  categoryName: 'Hatchback',
  subcategoryName: null,
  branchId: 2,
  branchName: 'Durg',
  fromRatePerHourPaise: 6000,
  extraKmRatePaise: 800,
};

function fakeApi(fail?: string) {
  return vi.fn<ApiTransport>(async (path) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === fail) return json({ message: 'Down' }, 503);
    switch (path) {
      case '/api/site':
        return json({ name: 'SelfDrive', phone: '1800', email: 'a@b.in', address: 'Raipur' });
      case '/api/catalogue':
        return json({ branches: [{ id: 2, name: 'Durg' }], categories: [] });
      case '/api/cars/trending':
        return json({ from: '2026-11-23T18:29:00Z', to: '2026-11-24T04:29:00Z', cars: [CAR] });
      default:
        return json({ message: 'Not found' }, 404);
    }
  });
}

describe('renderPage (the server renderer)', () => {
  it('renders the home page with the answers of the API reads its components make', async () => {
    const api = fakeApi();
    const page = await renderPage('/', api, 'en');

    const html = page?.html ?? '';
    expect(html.includes('<h1 id="hero-heading"')).toBe(true);
    expect(html.includes('alt="Tata Tiago"')).toBe(true);
    expect(html.includes('Free from 23 Nov, 11:59 pm to')).toBe(true);
    const asked = api.mock.calls.map(([path]) => path);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/site', '/api/catalogue', '/api/cars/trending']),
    );
    // Who the visitor is stays for the browser to ask.
    expect(asked).not.toContain('/api/auth/session');
    const keys = (page?.state as { queries: { queryKey: unknown[] }[] }).queries.map(
      (q) => q.queryKey,
    );
    expect(keys).toEqual(expect.arrayContaining([['cars', 'trending'], ['site'], ['catalogue']]));
  });

  it('renders the page in the language it is given, dates included', async () => {
    const page = await renderPage('/', fakeApi(), 'hi');
    const html = page?.html ?? '';
    expect(html).toContain('लोकप्रिय कारें');
    expect(html).toContain('23 नव॰, 11:59 pm से');
    expect(html).not.toContain('Trending Cars');
    expect(page?.head.title).toBe('छत्तीसगढ़ में सेल्फ़-ड्राइव कार किराए पर | SelfDrive Chhattisgarh');
  });

  it('leaves the page to the browser when an API read fails', async () => {
    expect(await renderPage('/', fakeApi('/api/cars/trending'), 'en')).toBeUndefined();
  });
});
