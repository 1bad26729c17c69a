import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_AFTER_PICKUP_MESSAGE } from '../../../shared/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import { CANCEL_REASON_MESSAGE, WAIVE_REASON_MESSAGE } from '../../../shared/console-bookings.js';
import { auditLog, bookings, outboxMessages, payments } from '../../db/schema.js';
import { hoursAfter } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { paidBooking } from '../../test/desk-fixtures.js';

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

  it('shows staff the refund before cancelling, the same the cancel then gives', async () => {
    const customer = await createLoginCustomer(t.db);
    const { booking } = await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 30));
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/console/bookings/${booking.id}/cancel-quote`,
      headers: { cookie: staff },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json();
    expect(q.paid).toBe(true);
    expect(q.deductionPaise).toBeGreaterThan(0);
    expect(q.refundPaise + q.deductionPaise).toBe(q.waivedRefundPaise);
    expect(q.waivedRefundPaise).toBe(
      booking.rentPaise + booking.depositPaise + booking.pickupDropPaise,
    );
    // The quote changes nothing.
    expect(await statusOf(booking.id)).toBe('confirmed');
    const res = await cancel(booking.id, { reason: 'Customer phoned' });
    expect(res.json()).toMatchObject({
      refundPaise: q.refundPaise,
      message: `Booking #${booking.id} is cancelled. The customer gets ${formatRupees(q.refundPaise)} back.`,
    });
  });

  it('waives the deduction only with a reason, refunding the whole rent and auditing why', async () => {
    const customer = await createLoginCustomer(t.db);
    const { booking } = await paidBooking(t.db, customer.id, 'Durg', hoursAfter(new Date(), 30));
    const q = (
      await t.app.inject({
        method: 'GET',
        url: `/api/console/bookings/${booking.id}/cancel-quote`,
        headers: { cookie: staff },
      })
    ).json();
    for (const waiveReason of [undefined, '', ' x ']) {
      const refused = await cancel(booking.id, {
        reason: 'Car broke down',
        waiveDeduction: true,
        ...(waiveReason === undefined ? {} : { waiveReason }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: WAIVE_REASON_MESSAGE, field: 'waiveReason' });
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await auditOf(booking.id)).toHaveLength(0);

    const res = await cancel(booking.id, {
      reason: 'Car broke down',
      waiveDeduction: true,
      waiveReason: 'Our car was not ready',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refundPaise).toBe(q.waivedRefundPaise);
    const refundRows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(refundRows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(q.waivedRefundPaise);
    const [entry] = await auditOf(booking.id);
    expect(entry!.after).toMatchObject({
      refundPaise: q.waivedRefundPaise,
      deductionWaivedPaise: q.deductionPaise,
      waiveReason: 'Our car was not ready',
    });
  });
});
