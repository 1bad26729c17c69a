import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerSession } from './modules/bookings/bookings-test-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cookie = (await customerSession(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the request guard (issue 14)', () => {
  it('answers 400 naming the field for a NUL byte in text', async () => {
    const res = await get('/api/cars/by-model/%00/%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'brandName contains a character that is not allowed.',
      field: 'brandName',
    });
    expect((await get('/api/information/%00')).json().message).toBe(
      'name contains a character that is not allowed.',
    );
  });

  it('answers 404 for an id in the address past the database integer', async () => {
    for (const url of [
      '/api/branches/99999999999/pickup-drop-options',
      '/api/dev/outbox/99999999999/attachments/99999999999',
      '/api/bookings/2147483648',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    // The largest integer the column takes is still an ordinary "not found".
    expect((await get('/api/bookings/2147483647')).statusCode).toBe(404);
  });

  it('answers 400 for a number past the integer in a query or body', async () => {
    const res = await get('/api/cars?category=99999999999');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'category is out of range.', field: 'category' });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A\u0000B', email: 'a@example.test', phone: '9876543210', message: 'Hi' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().field).toBe('name');
  });

  it('answers 400 for a date that does not exist, and lets real ones through', async () => {
    const res = await get('/api/bookings/1/extension-quote?dropDate=2026-02-30&dropTime=10:00');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('dropDate is not a real date.');
    const leapDay = await get('/api/bookings/1/extension-quote?dropDate=2028-02-29&dropTime=10:00');
    expect(leapDay.json().message).not.toBe('dropDate is not a real date.');
  });

  it('lets free text that only looks like an impossible date through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Asha',
        email: 'asha@example.test',
        phone: '9876543210',
        message: '2026-02-30',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    const search = await get('/api/cars/by-model/2026-02-30/2026-02-30');
    expect(search.json().message ?? '').not.toContain('not a real date');
  });

  it('guards a route added later: its input, and its access once declared', async () => {
    const fresh = await createTestApp();
    const app = fresh.app;
    app.get(
      '/api/new-route/:id',
      { schema: { params: z.object({ id: z.coerce.number() }) } },
      () => ({}),
    );
    app.get('/api/staff/new-report', { config: { access: 'staff' } }, () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/api/new-route/1e12' });
    expect(res.statusCode).toBe(404);
    // Declaring access is enough for the session check (lib/route-access.ts).
    const report = await app.inject({ method: 'GET', url: '/api/staff/new-report' });
    expect(report.statusCode).toBe(401);
    await fresh.close();
  });
});
