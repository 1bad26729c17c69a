import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import {
  closeChecksFailedMessage,
  monthAlreadyClosedMessage,
  monthClosedMessage,
  monthNotClosedMessage,
  monthNotEndedMessage,
  REOPEN_REASON_MESSAGE,
} from '../../../shared/closed-months.js';
import { istMonth } from '../../../shared/console-reports.js';
import { auditLog, bookings, gstDocuments, journalEntries, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { payWithClockAt } from './payments-test-helpers.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';

/**
 * Closing a month's books (issue 37 item 3, decision 0055), as an admin: the checks, a closed
 * month refusing a money event dated in it (409 naming it, nothing written), reopening with a
 * reason. Months of 2025, never the real one, with the money clock moved to them.
 */

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerSession>>;
let admin: string;
let manager: string;
let carIndex = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  customer = await customerSession(t.app, t.db);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
}, 120_000);
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const post = (url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A booking made now, paid through the test gateway with the money clock at `iso`. */
async function payAt(iso: string) {
  const target = await bookableCar(t.db, carIndex++);
  const res = await postBooking(t.app, customer.cookie, bookingBody(target));
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<Booking>();
  const paid = await payWithClockAt(t.app, customer.cookie, booking.id, iso);
  return { booking, paid };
}

const moneyOf = async (bookingId: number) => ({
  entries: await t.db.select().from(journalEntries).where(eq(journalEntries.bookingId, bookingId)),
  documents: await t.db.select().from(gstDocuments).where(eq(gstDocuments.bookingId, bookingId)),
});

describe('closing a month', () => {
  it('only an admin closes, and only an ended month', async () => {
    expect((await post('/api/console/closed-months/2025-08', undefined, manager)).statusCode).toBe(
      403,
    );
    const current = istMonth(new Date());
    const open = await post(`/api/console/closed-months/${current}`);
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe(monthNotEndedMessage(current));
    const bad = await post('/api/console/closed-months/2025-13');
    expect(bad.statusCode).toBe(400);
  });

  it('closes a month whose checks pass; a payment dated in it is refused whole; reopened with a reason it takes it', async () => {
    const { booking, paid } = await payAt('2025-09-15T06:00:00.000Z');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await moneyOf(booking.id)).entries).toHaveLength(1);

    const closed = await post('/api/console/closed-months/2025-09');
    expect(closed.statusCode, closed.body).toBe(200);
    const again = await post('/api/console/closed-months/2025-09');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(monthAlreadyClosedMessage('2025-09'));
    const list = await t.app.inject({
      url: '/api/console/closed-months',
      headers: { cookie: admin },
    });
    expect(list.json().months.map((m: { month: string }) => m.month)).toContain('2025-09');

    // A payment with the clock in the closed month: 409 naming it, and nothing of it written.
    const late = await payAt('2025-09-20T06:00:00.000Z');
    const refused = late.paid;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(monthClosedMessage('2025-09'));
    expect(await moneyOf(late.booking.id)).toEqual({ entries: [], documents: [] });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, late.booking.id));
    expect(row!.status).toBe('pending_payment');
    const succeeded = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, late.booking.id), eq(payments.status, 'success')));
    expect(succeeded).toEqual([]);

    // Reopening needs a reason, is audited, and the month takes entries again.
    const noReason = await post('/api/console/closed-months/2025-09/reopen', { reason: 'x' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(REOPEN_REASON_MESSAGE);
    const reopened = await post('/api/console/closed-months/2025-09/reopen', {
      reason: 'Late UPI receipt to record',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounts.month_reopen'));
    expect(audit!.after).toMatchObject({ month: '2025-09', reason: 'Late UPI receipt to record' });
    const notClosed = await post('/api/console/closed-months/2025-09/reopen', {
      reason: 'Twice by mistake',
    });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toBe(monthNotClosedMessage('2025-09'));
    const taken = await payAt('2025-09-21T06:00:00.000Z');
    expect(taken.paid.statusCode, taken.paid.body).toBe(200);
    expect((await moneyOf(taken.booking.id)).entries).toHaveLength(1);
  });

  it('refuses to close a month with a GST document no journal entry accounts for', async () => {
    const { booking } = await payAt('2025-10-10T06:00:00.000Z');
    const [voucher] = (await moneyOf(booking.id)).documents;
    // A document with no entry (as a fault would leave it), ten minutes after the payment.
    await t.db.insert(gstDocuments).values({
      ...voucher!,
      id: undefined,
      serial: voucher!.serial + 1000,
      number: `RV/2526/9${voucher!.serial}`,
      issuedAt: new Date('2025-10-10T06:10:00.000Z'),
    });
    const refused = await post('/api/console/closed-months/2025-10');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      closeChecksFailedMessage('2025-10', { unbalanced: 0, undocumented: 1 }),
    );
    const list = await t.app.inject({
      url: '/api/console/closed-months',
      headers: { cookie: admin },
    });
    expect(list.json().months.map((m: { month: string }) => m.month)).not.toContain('2025-10');
  });
});
