import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelResponse } from '../../../shared/bookings.js';
import { formatRupees } from '../../../shared/money.js';
import type { NotificationChannels } from '../../../shared/notification-channels.js';
import { outboxMessages, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookAndPay,
  customerWithChannels,
  kindOf,
  runDueSends,
} from '../reminders/reminders-test-helpers.js';

/**
 * The booking messages follow the channels the customer chose (their settings page lists
 * confirmation, payment, extension and refund); a cancellation always comes by e-mail. A refund
 * the payment gateway pays on cancel is told like one staff send by bank transfer.
 */
describe('booking e-mails and the e-mail channel', () => {
  let t: TestApp;
  let carIndex = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  const outbox = async (channel: 'email' | 'sms' | 'whatsapp', recipient: string) => {
    await t.events.idle();
    await runDueSends(t.db, t.jobs);
    return t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, channel), eq(outboxMessages.recipient, recipient)))
      .orderBy(outboxMessages.id);
  };
  /** A customer with these channels books, pays with the test gateway and cancels. */
  const bookPayCancel = async (channels: NotificationChannels, language: 'en' | 'hi') => {
    const session = await customerWithChannels(t.app, t.db, channels, language);
    const [user] = await t.db.select().from(users).where(eq(users.id, session.id));
    const customer = { ...session, name: user!.name, email: user!.email };
    const booking = await bookAndPay(t.app, t.db, customer.cookie, carIndex++);
    await t.events.idle();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    const { refund } = cancelled.json<CancelResponse>();
    return { customer, booking, amount: formatRupees(refund.refundPaise) };
  };

  it('sends no confirmation or refund e-mail with e-mail off, the SMS instead; the cancellation still', async () => {
    const { customer, booking, amount } = await bookPayCancel(
      { email: false, sms: true, whatsapp: false },
      'en',
    );
    const mails = await outbox('email', customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking #${booking.id} cancelled: ${booking.title}`,
    ]);
    const sms = (await outbox('sms', customer.mobile)).map((m) => m.text);
    expect(sms).toContainEqual(expect.stringContaining(`your booking #${booking.id} for`));
    expect(sms).toContainEqual(
      `Hello ${customer.name}, your refund of ${amount} for booking #${booking.id} has been sent.`,
    );
  });

  it('tells a refund the gateway paid on cancel once, in Hindi, on each chosen channel', async () => {
    const { customer, booking, amount } = await bookPayCancel(
      { email: true, sms: true, whatsapp: false },
      'hi',
    );
    const refundMails = (await outbox('email', customer.email)).filter(
      (m) => m.subject === `बुकिंग #${booking.id}: ${amount} का रिफ़ंड भेजा गया`,
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain('उसी कार्ड, UPI या बैंक खाते में वापस भेज दिया है');
    expect(refundMails[0]!.text).not.toContain('UTR');
    const refundSms = (await outbox('sms', customer.mobile)).filter((m) =>
      m.text.includes('रिफ़ंड भेज दिया गया है'),
    );
    expect(refundSms).toHaveLength(1);
    expect(refundSms[0]!.text).toContain(amount);
    // Planned once per channel: e-mail is the refund mail above, not a second message.
    const planned = await kindOf(t.db, booking.id, 'refund_sent');
    expect(planned.map((m) => [m.channel, m.sentAt !== null])).toEqual([['sms', true]]);
  });

  it('keeps WhatsApp on once chosen, and confirms a paid booking by SMS, WhatsApp and e-mail', async () => {
    const customer = await customerWithChannels(t.app, t.db, null);
    const channels = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/account/notification-channels',
        headers: { cookie: customer.cookie },
      });
    // A customer who never chose: e-mail and SMS; WhatsApp is offered (a provider or not prod).
    expect((await channels()).json()).toEqual({
      email: true,
      sms: true,
      whatsapp: false,
      whatsappAvailable: true,
    });
    const chosen = { email: true, sms: true, whatsapp: true };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/notification-channels',
      headers: { cookie: customer.cookie },
      payload: chosen,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await channels()).json()).toEqual({ ...chosen, whatsappAvailable: true });

    const booking = await bookAndPay(t.app, t.db, customer.cookie, carIndex++);
    // Without a WhatsApp or SMS provider both are kept in the outbox (/dev/mailbox shows it).
    for (const channel of ['sms', 'whatsapp'] as const) {
      const texts = (await outbox(channel, customer.mobile)).map((m) => m.text);
      expect(texts.filter((text) => text.includes(`your booking #${booking.id} for`))).toHaveLength(
        1,
      );
    }
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    const mails = (await outbox('email', user!.email)).map((m) => m.subject);
    expect(mails).toContainEqual(expect.stringMatching(`^Booking #${booking.id} confirmed`));
  });
});
