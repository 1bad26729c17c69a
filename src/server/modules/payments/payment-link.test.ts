import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_OWED_MESSAGE } from '../../../shared/balance-collection.js';
import type { PayResponse } from '../../../shared/payments.js';
import {
  auditLog,
  driverLicences,
  outboxMessages,
  payments,
  userDocuments,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { paidBooking } from '../../test/desk-fixtures.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  staff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A signed-in customer (documents verified) whose returned booking owes ₹1,800. */
async function customerOwing() {
  const customer = await customerSession(t.app, t.db);
  await t.db.insert(driverLicences).values({
    userId: customer.id,
    licenceNumber: `CG07 2015000${customer.id}`,
    licenceExpiresOn: '2045-01-01',
    dateOfBirth: '1995-06-15',
    recordedBy: customer.id,
  });
  for (const kind of ['licence_img', 'id_proof_img'] as const) {
    await t.db.insert(userDocuments).values({
      userId: customer.id,
      kind,
      storageKey: `documents/${customer.id}/${kind}.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 1000,
      reviewStatus: 'verified',
    });
  }
  const { booking } = await paidBooking(
    t.db,
    customer.id,
    'Bhilai',
    new Date(Date.now() + 3_600_000),
  );
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, paid!));
  const base = `/api/console/bookings/${booking.id}`;
  expect(
    (await as(staff, 'POST', `${base}/pickup`, { odometerKm: 10, fuelEighths: 8 })).statusCode,
  ).toBe(200);
  const back = await as(staff, 'POST', `${base}/return`, {
    odometerKm: 10,
    fuelEighths: 8,
    damagePaise: booking.depositPaise + 180_000,
    damageNotes: 'Dented door',
  });
  expect(back.statusCode, back.body).toBe(200);
  return { customer, booking, base };
}

describe('a payment link for the balance after a return', () => {
  it('mails the customer a link; they pay what is owed online and the journal clears it', async () => {
    const { customer, booking, base } = await customerOwing();
    const sent = await as(staff, 'POST', `${base}/payment-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    const link = `${t.config.publicUrl}/user/pay-balance?booking=${booking.id}`;
    expect(sent.json()).toEqual({ bookingId: booking.id, owedPaise: 180_000, link });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.link'), eq(auditLog.recordId, String(booking.id))));
    expect(audit?.after).toEqual({ owedPaise: 180_000, link });
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Booking #${booking.id}: ₹1,800 left to pay`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Pay it online here: ${link}`);

    const owed = await as(customer.cookie, 'GET', `/api/bookings/${booking.id}/balance`);
    expect(owed.json()).toEqual({ bookingId: booking.id, owedPaise: 180_000 });
    const order = await as(customer.cookie, 'POST', `/api/bookings/${booking.id}/pay-balance`);
    expect(order.statusCode, order.body).toBe(200);
    const pay = order.json<PayResponse>();
    expect(pay.amountPaise).toBe(180_000);
    const orderId = pay.redirectUrl?.split('/').pop() ?? '';
    const done = await as(customer.cookie, 'POST', `/api/payments/test/${orderId}/complete`, {
      outcome: 'success',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('success');

    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'balance')));
    expect(rows.map((r) => [r.method, r.amountPaise, r.status])).toEqual([
      ['Test gateway', 180_000, 'success'],
    ]);
    const after = net(await entriesOfBooking(t.db, booking.id));
    expect(after.customer_receivables).toBeUndefined();
    expect(await unbalancedEntries(t.db)).toEqual([]);
    expect(
      (await as(customer.cookie, 'GET', `/api/bookings/${booking.id}/balance`)).json(),
    ).toEqual({
      bookingId: booking.id,
      owedPaise: 0,
    });
    // Paid: no second order, no second link.
    const again = await as(customer.cookie, 'POST', `/api/bookings/${booking.id}/pay-balance`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NOTHING_OWED_MESSAGE, field: 'amountPaise' });
    expect((await as(staff, 'POST', `${base}/payment-link`)).statusCode).toBe(409);
  });

  it("keeps another customer's balance to its owner (404), and a paid booking has nothing to link", async () => {
    const { booking } = await customerOwing();
    const stranger = await customerSession(t.app, t.db);
    for (const [method, url] of [
      ['GET', `/api/bookings/${booking.id}/balance`],
      ['POST', `/api/bookings/${booking.id}/pay-balance`],
    ] as const) {
      expect((await as(stranger.cookie, method, url)).statusCode).toBe(404);
    }
    const before = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'balance')));
    expect(before).toEqual([]);
  });
});
