import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { addDays } from '../../../shared/time.js';
import { type ManualPaymentInfo } from '../../../shared/payments.js';
import {
  BOOKING_NOT_HELD_MESSAGE,
  MANUAL_PAYMENT_NOT_PENDING_MESSAGE,
  type PendingManualPayment,
  type PendingManualPayments,
} from '../../../shared/staff-payments.js';
import { auditLog, bookings, outboxMessages, payments, users } from '../../db/schema.js';
import { LOGIN_REQUIRED_MESSAGE, STAFF_ONLY_MESSAGE } from '../../lib/auth-guard.js';
import type { TestApp } from '../../test/test-app.js';
import { staffAndAlice, type StaffAndAlice } from './payments-test-helpers.js';
import { createLoginCustomer } from '../auth/auth-test-helpers.js';
import { bookableCar, bookingBody, postBooking } from '../bookings/bookings-test-helpers.js';

describe('staff check of submitted UTRs', () => {
  let t: TestApp, alice: StaffAndAlice['alice'], aliceEmail: string, staffCookie: string;

  beforeAll(async () => {
    ({ t, alice, aliceEmail, staffCookie } = await staffAndAlice());
  });
  afterAll(() => t.close());

  let carIndex = 0;
  let utrSeq = 700_000_000_000;

  /** A new booking of Alice's with a submitted UTR; returns the booking and the UTR. */
  /** Alice sends a new UTR for a booking (or an extension) of hers. */
  const submitUtr = async (bookingId: number) => {
    const utr = String(++utrSeq);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/manual-payment`,
      headers: { cookie: alice.cookie },
      payload: { utr },
    });
    expect(res.statusCode).toBe(200);
    return utr;
  };
  const bookingWithUtr = async () => {
    const booking = (
      await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db, carIndex++)))
    ).json<Booking>();
    return { booking, utr: await submitUtr(booking.id) };
  };
  const pending = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/console/manual-payments',
        headers: { cookie: staffCookie },
      })
    ).json<PendingManualPayments>().payments;
  const entryOf = async (bookingId: number) =>
    (await pending()).find((p) => p.bookingId === bookingId) as PendingManualPayment;
  const act = (
    paymentId: number,
    action: 'confirm' | 'reject',
    payload?: object,
    cookie = staffCookie,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/manual-payments/${paymentId}/${action}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const bookingRow = async (id: number) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const paymentRow = async (id: number) =>
    (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const auditActions = async (paymentId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.recordId, String(paymentId)))
    )
      .filter((a) => a.recordType === 'payment')
      .map((a) => a.action);
  const mailsTo = async (email: string, subjectStart: string) => {
    await t.events.idle(); // mails are sent after the request, from its committed events
    return (
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    ).filter((m) => m.subject?.startsWith(subjectStart));
  };

  it('answers 401 to visitors and 403 to customers', async () => {
    const { booking } = await bookingWithUtr();
    const { paymentId } = await entryOf(booking.id);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/console/manual-payments' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(LOGIN_REQUIRED_MESSAGE);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/console/manual-payments',
      headers: { cookie: alice.cookie },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(STAFF_ONLY_MESSAGE);
    expect((await act(paymentId, 'confirm', undefined, alice.cookie)).statusCode).toBe(403);
    expect((await act(paymentId, 'reject', {}, alice.cookie)).statusCode).toBe(403);
    expect((await act(paymentId, 'confirm', undefined, '')).statusCode).toBe(401);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('signs staff in only at the staff login; the customer session ignores staff', async () => {
    const staff = await createLoginCustomer(t.db, 'Staff1234', {
      role: 'staff',
      staffRole: 'admin',
    });
    const customerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: 'Staff1234' },
    });
    expect(customerLogin.statusCode).toBe(401);
    const customerAsStaff = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: aliceEmail, password: 'Secret123' },
    });
    expect(customerAsStaff.statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/staff/session',
      headers: { cookie: staffCookie },
    });
    expect(session.json()).toMatchObject({ staff: { name: 'Sunita' } });
    const customerSessionRes = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: staffCookie },
    });
    expect(customerSessionRes.json()).toEqual({ loggedIn: false, user: null });
  });

  it('lists a submitted UTR with the booking reference and the customer', async () => {
    const { booking, utr } = await bookingWithUtr();
    const entry = await entryOf(booking.id);
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(entry).toMatchObject({
      reference: `SDC-${booking.id}`,
      bookingStatus: 'pending_payment',
      customerEmail: aliceEmail,
      amountPaise: booking.totalPaise,
      utr,
      holdExpiresAt: b!.holdExpiresAt!.toISOString(),
    });
    expect(entry.customerName).toMatch(/^Test /);
    expect(Date.parse(entry.submittedAt)).not.toBeNaN();
  });

  it("lists an extension's UTR under its own reference, naming the booking it extends", async () => {
    const { booking } = await bookingWithUtr();
    expect((await entryOf(booking.id)).extendsReference).toBeNull();
    expect((await act((await entryOf(booking.id)).paymentId, 'confirm')).statusCode).toBe(200);
    const extension = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/extensions`,
      headers: { cookie: alice.cookie, 'idempotency-key': randomUUID() },
      payload: {
        acceptTerms: true,
        ratePackageId: booking.ratePackageId,
        dropDate: addDays(booking.dropDate, 1),
        dropTime: booking.dropTime,
      },
    });
    expect(extension.statusCode).toBe(201);
    const ext = extension.json<Booking>();
    const utr = await submitUtr(ext.id);
    expect(await entryOf(ext.id)).toMatchObject({
      reference: `SDC-${ext.id}`,
      extendsReference: `SDC-${booking.id}`,
      utr,
    });
  });

  it('confirm pays the booking in one step and mails the confirmation with its .ics', async () => {
    const { booking } = await bookingWithUtr();
    const { paymentId } = await entryOf(booking.id);
    const res = await act(paymentId, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      bookingId: booking.id,
      message: `Booking #${booking.id} is confirmed.`,
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
    });
    expect((await paymentRow(paymentId)).status).toBe('success');
    expect(await auditActions(paymentId)).toEqual(['payment.confirm']);
    expect(await entryOf(booking.id)).toBeUndefined();
    const mails = await mailsTo(aliceEmail, `Booking #${booking.id} confirmed`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments?.[0]?.filename).toBe(`booking-${booking.id}.ics`);
    // The customer's page now shows nothing to pay.
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/manual-payment`,
      headers: { cookie: alice.cookie },
    });
    expect(info.json<ManualPaymentInfo>().amountDuePaise).toBe(0);

    const again = await act(paymentId, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MANUAL_PAYMENT_NOT_PENDING_MESSAGE);
    expect((await act(paymentId, 'reject', {})).statusCode).toBe(409);
    expect(await mailsTo(aliceEmail, `Booking #${booking.id} confirmed`)).toHaveLength(1);
  });

  it('refuses to confirm a cancelled or lapsed booking with 409 and changes nothing', async () => {
    for (const change of [
      { status: 'cancelled' as const },
      { status: 'lapsed' as const },
      { holdExpiresAt: new Date(Date.now() - 60_000) },
    ]) {
      const { booking } = await bookingWithUtr();
      const { paymentId } = await entryOf(booking.id);
      await t.db.update(bookings).set(change).where(eq(bookings.id, booking.id));
      const res = await act(paymentId, 'confirm');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOKING_NOT_HELD_MESSAGE);
      expect((await bookingRow(booking.id)).status).toBe(change.status ?? 'pending_payment');
      expect((await paymentRow(paymentId)).status).toBe('pending');
      expect(await auditActions(paymentId)).toEqual([]);
      expect(await mailsTo(aliceEmail, `Booking #${booking.id} confirmed`)).toHaveLength(0);
    }
  });

  it('reject fails the payment, shortens the hold and mails the customer the reason', async () => {
    const { booking, utr } = await bookingWithUtr();
    const { paymentId } = await entryOf(booking.id);
    const before = Date.now();
    const res = await act(paymentId, 'reject', {
      reason: '  No credit with this UTR on 21 Nov.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', bookingId: booking.id });
    expect((await paymentRow(paymentId)).status).toBe('failed');
    expect(await auditActions(paymentId)).toEqual(['payment.reject']);
    const b = await bookingRow(booking.id);
    expect(b.status).toBe('pending_payment');
    // The ordinary booking hold (BOOKING_HOLD_MINUTES, 30) from the rejection, not 48 hours.
    const minutesLeft = (b.holdExpiresAt!.getTime() - before) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30.1);
    const [mail] = await mailsTo(
      aliceEmail,
      `Booking #${booking.id}: payment reference not matched`,
    );
    expect(mail!.text).toContain(`We could not match the payment reference (UTR) ${utr}`);
    expect(mail!.text).toContain('Reason: No credit with this UTR on 21 Nov.');
    expect(mail!.text).toContain(`/make-payment?booking=${booking.id}`);
    expect(await entryOf(booking.id)).toBeUndefined();

    // The customer may now send the right reference.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/manual-payment`,
      headers: { cookie: alice.cookie },
      payload: { utr: String(++utrSeq) },
    });
    expect(retry.statusCode).toBe(200);
  });

  it('rejects without a reason, and refuses an over-long reason with 400', async () => {
    const { booking } = await bookingWithUtr();
    const { paymentId } = await entryOf(booking.id);
    const long = await act(paymentId, 'reject', { reason: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please keep the reason under 300 characters.');
    const bare = await act(paymentId, 'reject');
    expect(bare.json()).toMatchObject({ status: 'failed' });
    const [mail] = await mailsTo(
      aliceEmail,
      `Booking #${booking.id}: payment reference not matched`,
    );
    expect(mail!.text).not.toContain('Reason:');
    expect((await act(999_999, 'confirm')).statusCode).toBe(404);
  });

  it("mails the rejection in the customer's language, with the hold's end in IST", async () => {
    const { booking, utr } = await bookingWithUtr();
    const { paymentId } = await entryOf(booking.id);
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, alice.id));
    try {
      expect((await act(paymentId, 'reject', { reason: 'राशि कम है' })).statusCode).toBe(200);
      const [mail] = await mailsTo(aliceEmail, `बुकिंग #${booking.id}: भुगतान संदर्भ नहीं मिला`);
      const heldUntil = (await bookingRow(booking.id)).holdExpiresAt!;
      expect(mail!.text).toContain(`भुगतान संदर्भ (UTR) ${utr} हमारे खाते में`);
      expect(mail!.text).toContain('कारण: राशि कम है');
      expect(mail!.text).toContain(
        `आपकी कार ${formatIstDayTime(heldUntil, 'hi')} (IST) तक रुकी रहेगी।`,
      );
      expect(mail!.text).not.toContain('We could not match');
    } finally {
      await t.db.update(users).set({ language: null }).where(eq(users.id, alice.id));
    }
  });
});
