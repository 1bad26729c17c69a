import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListResponse } from '../../../shared/cars.js';
import type { FavouritesPage } from '../../../shared/favourites.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('favourites', () => {
  let t: TestApp;
  let carIds: number[];
  let alice: string;
  let bob: string;

  const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    carIds = ((await t.app.inject('/api/cars')).json() as CarListResponse).cars.map((c) => c.id);
    const a = await createLoginCustomer(t.db);
    const b = await createLoginCustomer(t.db);
    alice = await loginCookie(t.app, a.email, a.password);
    bob = await loginCookie(t.app, b.email, b.password);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in', async () => {
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
      ['PUT', `/api/favourites/${carIds[0]}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('adds and removes favourites per customer, idempotently', async () => {
    const [c1, c2] = carIds;
    expect((await call(alice, 'PUT', `/api/favourites/${c1}`)).json()).toEqual({
      carId: c1,
      favourite: true,
    });
    await call(alice, 'PUT', `/api/favourites/${c1}`);
    await call(alice, 'PUT', `/api/favourites/${c2}`);
    await call(bob, 'PUT', `/api/favourites/${c2}`);

    expect((await call(alice, 'GET', '/api/favourites/ids')).json()).toEqual({
      carIds: [c1, c2].sort((a, b) => a! - b!),
    });
    expect((await call(bob, 'GET', '/api/favourites/ids')).json()).toEqual({ carIds: [c2] });

    expect((await call(alice, 'DELETE', `/api/favourites/${c2}`)).json()).toEqual({
      carId: c2,
      favourite: false,
    });
    expect((await call(alice, 'GET', '/api/favourites/ids')).json()).toEqual({ carIds: [c1] });
    expect((await call(bob, 'GET', '/api/favourites/ids')).json()).toEqual({ carIds: [c2] });
    await call(alice, 'DELETE', `/api/favourites/${c1}`);
    await call(bob, 'DELETE', `/api/favourites/${c2}`);
  });

  it('lists favourite cards three to a page', async () => {
    const mine = carIds.slice(0, 7);
    for (const id of mine) await call(bob, 'PUT', `/api/favourites/${id}`);

    const first = (await call(bob, 'GET', '/api/favourites')).json() as FavouritesPage;
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(first.cars).toHaveLength(3);
    expect(first.cars[0]).toHaveProperty('brandName');

    const last = (await call(bob, 'GET', '/api/favourites?page=3')).json() as FavouritesPage;
    expect(last.cars).toHaveLength(1);
    const seen = [first, last].flatMap((p) => p.cars.map((c) => c.id));
    expect(mine).toEqual(expect.arrayContaining(seen));

    const alicePage = (await call(alice, 'GET', '/api/favourites')).json() as FavouritesPage;
    expect(alicePage).toMatchObject({ total: 0, cars: [], pageCount: 1 });
  });

  it('answers 404 for an unknown car and 400 for a bad id', async () => {
    expect((await call(alice, 'PUT', '/api/favourites/999999')).statusCode).toBe(404);
    const bad = await call(alice, 'PUT', '/api/favourites/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'carId' });
  });
});
