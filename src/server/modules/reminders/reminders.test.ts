import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import { bookings, branches, cars, outboxMessages, payments } from '../../db/schema.js';
import { payWithTestGateway } from '../payments/payments-test-helpers.js';
import { SEND_MESSAGE_QUEUE } from './reminders.service.js';
import {
  bookAndPay,
  customerWithChannels,
  kindOf,
  messagesOf,
  runDueSends,
  appWithCloudApi,
} from './reminders-test-helpers.js';

const allChannels = { email: true, sms: true, whatsapp: true };

describe('booking messages and reminders', () => {
  const s = appWithCloudApi();

  const whatsappTo = (mobile: string) =>
    s.cloudApi.requests.filter((r) => r.body.to === mobile.slice(1));
  const smsTo = (mobile: string) =>
    s.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, mobile));

  it('plans each message on the chosen channels: confirmation and payment now, pickup at 18:00 IST the day before, return 3 hours before the drop', async () => {
    const alice = await customerWithChannels(s.t.app, s.t.db, allChannels);
    const booking = await bookAndPay(s.t.app, s.t.db, alice.cookie, 0);
    await s.t.events.idle();
    // On PostgreSQL under a loaded CI machine the four messages due now were once still
    // unsent when the queue first looked idle: wait for them, kicking the send queue.
    const dueNow = ['booking_confirmed', 'payment_received'];
    await expect
      .poll(
        async () => {
          s.t.jobs.kick(SEND_MESSAGE_QUEUE);
          await s.t.jobs.idle();
          const now = await messagesOf(s.t.db, booking.id);
          return now.filter((r) => dueNow.includes(r.kind) && r.channel !== 'email' && r.sentAt)
            .length;
        },
        { timeout: 15_000 },
      )
      .toBe(4);

    const rows = await messagesOf(s.t.db, booking.id);
    const planned = rows.map((r) => `${r.kind}/${r.channel}/${r.sentAt ? 'sent' : 'due'}`).sort();
    // E-mail carries the reminders; the confirmation and payment e-mails are the booking mail.
    expect(planned).toEqual([
      'booking_confirmed/sms/sent',
      'booking_confirmed/whatsapp/sent',
      'payment_received/sms/sent',
      'payment_received/whatsapp/sent',
      'pickup_tomorrow/email/due',
      'pickup_tomorrow/sms/due',
      'pickup_tomorrow/whatsapp/due',
      'return_due/email/due',
      'return_due/sms/due',
      'return_due/whatsapp/due',
    ]);
    const pickupDay = addDays(istDate(new Date()), 3);
    const pickup = rows.find((r) => r.kind === 'pickup_tomorrow')!;
    expect(pickup.dueAt.toISOString()).toBe(
      istInstant(addDays(pickupDay, -1), '18:00').toISOString(),
    );
    const returnDue = rows.find((r) => r.kind === 'return_due')!;
    expect(returnDue.dueAt.toISOString()).toBe(
      istInstant(addDays(pickupDay, 1), '07:00').toISOString(),
    );

    const sms = (await smsTo(alice.mobile)).map((m) => m.text);
    expect(sms).toContainEqual(expect.stringContaining(`your booking #${booking.id} for`));
    expect(sms).toContainEqual(expect.stringContaining('we received your payment of ₹'));

    // Sent by separate jobs: the payment receipt may arrive before the confirmation.
    const confirmed = whatsappTo(alice.mobile).find(
      (r) => r.body.template.name === 'selfdrive_booking_confirmed',
    );
    expect(confirmed).toMatchObject({
      path: '/v21.0/1098765432/messages',
      authorization: 'Bearer test-whatsapp-token',
      body: {
        messaging_product: 'whatsapp',
        type: 'template',
        template: { name: 'selfdrive_booking_confirmed', language: { code: 'en' } },
      },
    });
    const params = confirmed!.body.template.components[0]!.parameters.map((p) => p.text);
    expect(params[1]).toBe(String(booking.id));
  });

  it('gives a customer who never chose e-mail and SMS, not WhatsApp', async () => {
    const bob = await customerWithChannels(s.t.app, s.t.db, null);
    const booking = await bookAndPay(s.t.app, s.t.db, bob.cookie, 1);
    await s.t.events.idle();
    const channels = new Set((await messagesOf(s.t.db, booking.id)).map((r) => r.channel));
    expect([...channels].sort()).toEqual(['email', 'sms']);
    expect(whatsappTo(bob.mobile)).toHaveLength(0);
  });

  it('sends the pickup reminder when due, in Hindi with the branch address and map link, once', async () => {
    const asha = await customerWithChannels(s.t.app, s.t.db, allChannels, 'hi');
    const booking = await bookAndPay(s.t.app, s.t.db, asha.cookie, 2);
    await s.t.events.idle();
    const [branch] = await s.t.db
      .select({ address: branches.address, mapUrl: branches.mapUrl })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(branches, eq(branches.id, cars.branchId))
      .where(eq(bookings.id, booking.id));

    await runDueSends(s.t.db, s.t.jobs);
    const reminder = whatsappTo(asha.mobile).find(
      (r) => r.body.template.name === 'selfdrive_pickup_tomorrow',
    )!;
    expect(reminder.body.template.language.code).toBe('hi');
    const params = reminder.body.template.components[0]!.parameters.map((p) => p.text);
    expect(params).toContain(branch!.address);
    expect(params).toContain(branch!.mapUrl);
    const sms = (await smsTo(asha.mobile)).map((m) => m.text);
    expect(sms).toContainEqual(expect.stringContaining(`याद दिला दें`));
    expect(sms).toContainEqual(expect.stringContaining(branch!.mapUrl));

    // A duplicate job for a message already sent sends nothing.
    const [sent] = await kindOf(s.t.db, booking.id, 'pickup_tomorrow');
    const before = whatsappTo(asha.mobile).length;
    await s.t.jobs.send(s.t.db, SEND_MESSAGE_QUEUE, {
      messageId: sent!.id,
      dueAt: sent!.dueAt.toISOString(),
    });
    await runDueSends(s.t.db, s.t.jobs);
    expect(whatsappTo(asha.mobile)).toHaveLength(before);
  });

  it('cancels the reminders of a cancelled booking', async () => {
    const carol = await customerWithChannels(s.t.app, s.t.db, allChannels);
    const booking = await bookAndPay(s.t.app, s.t.db, carol.cookie, 3);
    await s.t.events.idle();
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: carol.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    await s.t.events.idle();
    await runDueSends(s.t.db, s.t.jobs);
    const reminders = (await messagesOf(s.t.db, booking.id)).filter((r) =>
      ['pickup_tomorrow', 'return_due'].includes(r.kind),
    );
    expect(reminders).toHaveLength(6);
    for (const r of reminders)
      expect(r).toMatchObject({ sentAt: null, cancelledAt: expect.any(Date) });
    expect(
      whatsappTo(carol.mobile).filter((r) => r.body.template.name.endsWith('_return_due')),
    ).toHaveLength(0);
  });

  it('tells each refund of a booking paid in parts: the gateway now, the rest staff pay later', async () => {
    const erin = await customerWithChannels(s.t.app, s.t.db, allChannels);
    const booking = await bookAndPay(s.t.app, s.t.db, erin.cookie, 5);
    await s.t.events.idle();
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: erin.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    await s.t.events.idle();
    // Two refund rows paid at different times, as recordOutcomes leaves them when the gateway
    // pays one piece and staff pay the other (refunds.service.ts).
    const pieces = await s.t.db
      .insert(payments)
      .values(
        [40_000, 25_000].map((amountPaise) => ({
          bookingId: booking.id,
          kind: 'refund' as const,
          method: 'gateway',
          amountPaise,
          status: 'success' as const,
        })),
      )
      .returning({ id: payments.id, amountPaise: payments.amountPaise });
    for (const piece of pieces) {
      await s.t.events.transaction(s.t.db, async (_tx, emit) => {
        emit({
          type: 'refund.sent',
          paymentId: piece.id,
          bookingId: booking.id,
          userId: erin.id,
          amountPaise: piece.amountPaise,
          utr: null,
        });
      });
      await s.t.events.idle();
    }
    await runDueSends(s.t.db, s.t.jobs);

    const told = (await kindOf(s.t.db, booking.id, 'refund_sent')).filter((m) =>
      pieces.some((p) => p.id === m.subjectId),
    );
    // SMS and WhatsApp for each piece (e-mail is the refund mail of its own).
    expect(told).toHaveLength(4);
    for (const m of told) expect(m.sentAt).not.toBeNull();
    const texts = (await smsTo(erin.mobile)).map((m) => m.text);
    expect(texts).toContainEqual(expect.stringContaining('₹400'));
    expect(texts).toContainEqual(expect.stringContaining('₹250'));
  });

  it('moves the return reminder to the new drop of a paid extension and sends it once', async () => {
    const dev = await customerWithChannels(s.t.app, s.t.db, allChannels);
    const booking = await bookAndPay(s.t.app, s.t.db, dev.cookie, 4);
    await s.t.events.idle();
    const newDrop = addDays(istDate(new Date()), 5);
    const ext = await s.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/extensions`,
      headers: { cookie: dev.cookie, 'idempotency-key': crypto.randomUUID() },
      payload: {
        ratePackageId: booking.ratePackageId,
        dropDate: newDrop,
        dropTime: '10:00',
        acceptTerms: true,
      },
    });
    expect(ext.statusCode).toBe(201);
    await payWithTestGateway(s.t.app, dev.cookie, ext.json<Booking>().id);
    await s.t.events.idle();

    const returnDue = await kindOf(s.t.db, booking.id, 'return_due');
    for (const r of returnDue) {
      expect(r.dueAt.toISOString()).toBe(istInstant(newDrop, '07:00').toISOString());
    }
    const [confirmed] = await kindOf(s.t.db, ext.json<Booking>().id, 'extension_confirmed');
    expect(confirmed?.sentAt).not.toBeNull();

    // Both the job planned for the old drop and the new one become due: one message goes out.
    await runDueSends(s.t.db, s.t.jobs);
    const sent = whatsappTo(dev.mobile).filter((r) => r.body.template.name.endsWith('_return_due'));
    expect(sent).toHaveLength(1);
  });
});
