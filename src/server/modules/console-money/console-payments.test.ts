import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../db/schema.js';
import { createCustomer, hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { paidBooking } from '../../test/desk-fixtures.js';

let t: TestApp;
let raipur: string;
let bhilai: string;
/** A pending bank-transfer refund of a Raipur booking and one of a Bhilai booking. */
const refund = { raipur: 0, bhilai: 0 };

async function pendingRefund(branch: string) {
  const customer = await createCustomer(t.db);
  const { booking } = await paidBooking(t.db, customer.id, branch, hoursAfter(new Date(), 80));
  const [row] = await t.db
    .insert(payments)
    .values({ bookingId: booking.id, kind: 'refund', method: 'upi', amountPaise: 45_000 })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  raipur = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
  bhilai = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  refund.raipur = await pendingRefund('Raipur');
  refund.bhilai = await pendingRefund('Bhilai');
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const listed = async (cookie: string) =>
  (await request('GET', '/api/console/refunds', cookie))
    .json<{ refunds: { paymentId: number }[] }>()
    .refunds.map((r) => r.paymentId);

describe('payments in the console, by branch', () => {
  it('lists only the branch’s refunds to its staff', async () => {
    expect(await listed(raipur)).toContain(refund.raipur);
    expect(await listed(raipur)).not.toContain(refund.bhilai);
    expect(await listed(bhilai)).toEqual([refund.bhilai]);
  });

  it('answers 404 for another branch’s refund and leaves it pending', async () => {
    const res = await request('POST', `/api/console/refunds/${refund.bhilai}/paid`, raipur, {
      utr: 'SBIN123456',
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, refund.bhilai));
    expect(row!.status).toBe('pending');
  });

  it('marks a refund paid with its payout reference, audited under the branch', async () => {
    const res = await request('POST', `/api/console/refunds/${refund.raipur}/paid`, raipur, {
      utr: 'SBINR5202611',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, refund.raipur));
    expect(row).toMatchObject({ status: 'success', gatewayPaymentId: 'SBINR5202611' });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'payment'), eq(auditLog.recordId, String(row!.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'refund.paid',
      before: { status: 'pending' },
      after: { status: 'success', utr: 'SBINR5202611' },
    });
    expect(entries[0]!.branchId).not.toBeNull();
  });

  it('answers 400 to a bad payout reference and changes nothing', async () => {
    const id = await pendingRefund('Raipur');
    const res = await request('POST', `/api/console/refunds/${id}/paid`, raipur, { utr: '1' });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row!.status).toBe('pending');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'payment'), eq(auditLog.recordId, String(id))));
    expect(entries).toHaveLength(0);
  });

  it('redirects the old /api/staff URLs to the console ones, keeping the method', async () => {
    const list = await request('GET', '/api/staff/refunds', raipur);
    expect(list.statusCode).toBe(308);
    expect(list.headers.location).toBe('/api/console/refunds');
    const paid = await request('POST', '/api/staff/refunds/9/paid', raipur, { utr: 'X123456' });
    expect(paid.statusCode).toBe(308);
    expect(paid.headers.location).toBe('/api/console/refunds/9/paid');
  });
});
