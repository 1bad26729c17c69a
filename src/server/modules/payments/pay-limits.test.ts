import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { PAY_LIMITS } from './pay-limits.js';

describe('payment endpoints are rate limited with a readable 429', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits UTR submissions per customer, not for everyone on the address', async () => {
    const alice = await customerSession(t.app, t.db);
    const bob = await customerSession(t.app, t.db);
    const submit = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/1/manual-payment',
        headers: { cookie },
        payload: { utr: 'not-a-utr' },
      });
    for (let i = 0; i < PAY_LIMITS.submitUtr.max; i++) {
      expect((await submit(alice.cookie)).statusCode).toBe(400);
    }
    const limited = await submit(alice.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect((await submit(bob.cookie)).statusCode).toBe(400);
  });

  it('limits opening gateway orders and the gateway return', async () => {
    const alice = await customerSession(t.app, t.db);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/999999/pay',
        headers: { cookie: alice.cookie },
      });
    for (let i = 0; i < PAY_LIMITS.startPayment.max; i++) {
      expect((await pay()).statusCode).toBe(404);
    }
    expect((await pay()).statusCode).toBe(429);

    const verdict = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/test/test_missing/complete',
        headers: { cookie: alice.cookie },
        payload: { outcome: 'success' },
      });
    for (let i = 0; i < PAY_LIMITS.gatewayReturn.max; i++) {
      expect((await verdict()).statusCode).toBe(404);
    }
    const limited = await verdict();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes\.$/,
    );
  });
});
