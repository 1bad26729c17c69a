import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_AFTER_PICKUP_MESSAGE } from '../../../shared/bookings.js';
import { CANCEL_REASON_MESSAGE } from '../../../shared/console-bookings.js';
import { auditLog, bookings, outboxMessages, payments } from '../../db/schema.js';
import { hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { paidBooking } from './console-bookings-test-helpers.js';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  staff = (await staffCookie(t.app, t.db, 'Durg')).cookie;
});
afterAll(() => t.close());

const cancel = (id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/bookings/${id}/cancel`,
    payload,
    headers: { cookie: staff },
  });
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'booking'), eq(auditLog.recordId, String(id))));
const statusOf = async (id: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe('cancel on the customer’s behalf', () => {
  it('refunds exactly what the customer’s own cancel would, audits it and mails them', async () => {
    const customer = await createLoginCustomer(t.db);
    const { booking } = await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 30));
    const own = await loginCookie(t.app, customer.email, customer.password);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/cancellation-quote`,
      headers: { cookie: own },
    });
    const expected = quote.json().refund.refundPaise as number;
    // 24 hours ahead: a deduction applies, so the rule set is really exercised.
    expect(expected).toBeLessThan(booking.rentPaise + booking.depositPaise);

    const res = await cancel(booking.id, { reason: 'Customer phoned: trip called off' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refundPaise).toBe(expected);
    expect(await statusOf(booking.id)).toBe('cancelled');
    const refundRows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(refundRows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(expected);
    const [entry] = await auditOf(booking.id);
    expect(entry).toMatchObject({
      action: 'booking.cancel',
      before: { status: 'confirmed' },
      after: {
        status: 'cancelled',
        reason: 'Customer phoned: trip called off',
        refundPaise: expected,
      },
    });
    await t.events.idle();
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.email));
    expect(mail.some((m) => m.text.includes('Your booking has been cancelled.'))).toBe(true);
  });

  it('refuses after the pickup time with the customer’s message, changing nothing', async () => {
    const customer = await createLoginCustomer(t.db);
    const { booking } = await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 3));
    const res = await cancel(booking.id, { reason: 'Too late to cancel' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CANCEL_AFTER_PICKUP_MESSAGE);
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await auditOf(booking.id)).toHaveLength(0);
  });

  it('needs a reason: 400 and nothing cancelled', async () => {
    const customer = await createLoginCustomer(t.db);
    const { booking } = await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 60));
    for (const payload of [{}, { reason: ' ' }, { reason: 'x'.repeat(301) }, { reason: 5 }]) {
      const res = await cancel(booking.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CANCEL_REASON_MESSAGE);
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await auditOf(booking.id)).toHaveLength(0);
  });
});
