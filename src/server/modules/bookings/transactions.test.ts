import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionsPage } from '../../../shared/bookings.js';
import { payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession, insertDayBooking } from './bookings-test-helpers.js';

describe('My Transaction', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let bob: Awaited<ReturnType<typeof customerSession>>;
  let bookingId: number;

  const list = async (cookie: string, query = '') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/transactions${query}`, headers: { cookie } })
    ).json<TransactionsPage>();

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    alice = await customerSession(t.app, t.db);
    bob = await customerSession(t.app, t.db);
    const booking = await insertDayBooking(t.db, {
      userId: alice.id,
      carIndex: 30,
      hoursAhead: 100,
      status: 'confirmed',
    });
    bookingId = booking.id;
    await t.db.insert(payments).values([
      {
        bookingId,
        kind: 'rent',
        method: 'upi',
        amountPaise: 400_000,
        status: 'success',
        gatewayOrderId: 'order_AAA111',
        gatewayPaymentId: 'pay_BBB222',
        createdAt: new Date(Date.now() - 60_000),
      },
      {
        bookingId,
        kind: 'extension',
        method: 'upi',
        amountPaise: 50_000,
        status: 'failed',
        createdAt: new Date(Date.now() - 30_000),
      },
      {
        bookingId,
        kind: 'extension',
        method: 'test gateway',
        amountPaise: 50_000,
        status: 'success',
        createdAt: new Date(Date.now() - 20_000),
      },
    ]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(cancel.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in', async () => {
    expect((await t.app.inject('/api/transactions')).statusCode).toBe(401);
  });

  it('lists my payments newest first, 3 a page, the refund of the cancel by the paid method (10% band: 900 + 3000 rupees)', async () => {
    const page1 = await list(alice.cookie);
    expect(page1.total).toBe(4);
    expect(page1.pageCount).toBe(2);
    expect(page1.transactions.map((p) => [p.kind, p.status])).toEqual([
      ['refund', 'pending'],
      ['extension', 'success'],
      ['extension', 'failed'],
    ]);
    expect(page1.transactions[0]).toMatchObject({
      bookingId,
      method: 'upi',
      amountPaise: 90_000 + 300_000,
    });
    const page2 = await list(alice.cookie, '?page=2');
    expect(page2.transactions).toMatchObject([{ kind: 'rent', gatewayOrderId: 'order_AAA111' }]);
    expect((await list(bob.cookie)).total).toBe(0);
  });

  it('filters the rows by the search box', async () => {
    const byOrder = await list(alice.cookie, '?search=aaa111');
    expect(byOrder.transactions.map((p) => p.gatewayPaymentId)).toEqual(['pay_BBB222']);
    expect((await list(alice.cookie, '?search=FAILED')).total).toBe(1);
    expect((await list(alice.cookie, '?search=test%20gateway')).total).toBe(1);
    expect((await list(alice.cookie, '?search=%25')).total).toBe(0);
    expect((await list(bob.cookie, '?search=upi')).total).toBe(0);
  });
});
