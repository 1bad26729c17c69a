import { Writable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import { bookings, outboxMessages, payments, users } from '../../db/schema.js';
import { createInProcessEventBus } from '../../lib/events/event-bus.js';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { payWithTestGateway } from '../payments/payments-test-helpers.js';

/** A mailer whose sends wait until `release()`; `failing` makes every send throw. */
function heldMailer(opts: { failing?: boolean } = {}) {
  const attempts: MailMessage[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const mailer: Mailer = {
    transport: 'outbox',
    async send(message) {
      attempts.push(message);
      await gate;
      if (opts.failing) throw new Error('SMTP 421 service not available');
    },
  };
  return { mailer, attempts, release };
}

async function paidBooking(t: TestApp, carIndex: number) {
  const alice = await customerSession(t.app, t.db);
  const res = await postBooking(
    t.app,
    alice.cookie,
    bookingBody(await bookableCar(t.db, carIndex)),
  );
  const booking = res.json<Booking>();
  await payWithTestGateway(t.app, alice.cookie, booking.id);
  return { alice, booking };
}

describe('mails come from committed events, after the request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  const confirmations = async (bookingId: number) => {
    await t.events.idle();
    return t.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.subject, `Booking #${bookingId} confirmed%`));
  };

  it('sends no mail for a transaction that rolled back, and one for the same event committed', async () => {
    const alice = await customerSession(t.app, t.db);
    const booking = (
      await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db, 0)))
    ).json<Booking>();
    const event = {
      type: 'booking.confirmed',
      bookingId: booking.id,
      userId: alice.id,
      paymentId: 0,
    } as const;

    await expect(
      t.events.transaction(t.db, async (tx, emit) => {
        await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
        emit(event);
        throw new Error('payment row failed to update');
      }),
    ).rejects.toThrow('payment row failed to update');
    expect(await confirmations(booking.id)).toHaveLength(0);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('pending_payment');

    await t.events.transaction(t.db, async (_tx, emit) => emit(event));
    expect(await confirmations(booking.id)).toHaveLength(1);
  });

  it('publishes nothing when the payment is refused (its hold ran out)', async () => {
    const alice = await customerSession(t.app, t.db);
    const booking = (
      await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db, 1)))
    ).json<Booking>();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/pay`,
      headers: { cookie: alice.cookie },
    });
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${pay.json<{ orderId: string }>().orderId}/complete`,
      headers: { cookie: alice.cookie },
      payload: { outcome: 'success' },
    });
    expect(done.statusCode).toBe(409);
    expect(await confirmations(booking.id)).toHaveLength(0);
  });
});

describe('a mail that fails or is slow never fails or delays the booking', () => {
  let t: TestApp;
  const held = heldMailer({ failing: true });
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' }, mailer: held.mailer });
  });
  afterAll(async () => {
    held.release();
    await t.close();
  });

  it('answers the payment and the cancel while the mail is still being sent, and keeps both when it fails', async () => {
    const { alice, booking } = await paidBooking(t, 2);
    // The confirmation mail has not been sent (it waits on the SMTP server) yet the payment answered.
    const [paid] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(paid!.status).toBe('confirmed');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ booking: Booking }>().booking.status).toBe('cancelled');

    held.release();
    await t.events.idle();
    const [user] = await t.db.select().from(users).where(eq(users.id, alice.id));
    // The refund the test gateway paid at once is told in its own mail, in any order.
    expect(held.attempts.map((m) => m.to)).toEqual([user!.email, user!.email, user!.email]);
    expect(held.attempts.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(`^Booking #${booking.id} cancelled`),
      expect.stringMatching(`^Booking #${booking.id} confirmed`),
      expect.stringMatching(`^Booking #${booking.id}: refund of`),
    ]);
    const [refund] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(refund!.status).toBe('success');
  });
});

describe('the in-process event bus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a failing handler by name and still runs the others', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = Fastify({ logger: { level: 'error', stream } });
    const bus = createInProcessEventBus(logger.log);
    const seen: string[] = [];
    bus.subscribe('refund.sent', 'broken-mail', async () => {
      throw new Error('mailbox full');
    });
    bus.subscribe('refund.sent', 'audit', async (e) => void seen.push(e.utr ?? 'gateway'));
    const event = {
      type: 'refund.sent',
      paymentId: 1,
      bookingId: 1,
      userId: 1,
      amountPaise: 100,
      utr: 'UTR1',
    } as const;
    const answer = await bus.transaction(t.db, async (_tx, emit) => {
      emit(event);
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(seen).toEqual([]); // delivered on a later turn, not inside the caller's await
    await bus.idle();
    expect(seen).toEqual(['UTR1']);
    const logged = lines.map(
      (l) => JSON.parse(l) as { msg: string; handler: string; err: { message: string } },
    );
    expect(logged).toMatchObject([
      { msg: 'event handler failed', handler: 'broken-mail', err: { message: 'mailbox full' } },
    ]);
    await logger.close();
  });
});
