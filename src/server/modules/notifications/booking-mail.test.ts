import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import type { PayResponse } from '../../../shared/payments.js';
import { outboxMessages, users } from '../../db/schema.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { sendBookingMail } from './booking-mail.js';

describe('booking confirmation and cancellation mail', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof customerSession>>;
  let email: string;
  let carIndex = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
    alice = await customerSession(t.app, t.db);
    const [user] = await t.db.select().from(users).where(eq(users.id, alice.id));
    email = user!.email;
  });
  afterAll(() => t.close());

  const inbox = async (subjectStart: string) => {
    await t.events.idle(); // mails are sent after the request, from its committed events
    return t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.channel, 'email')))
      .then((rows) => rows.filter((r) => r.subject?.startsWith(subjectStart)));
  };
  const newBooking = async () =>
    (
      await postBooking(t.app, alice.cookie, bookingBody(await bookableCar(t.db, carIndex++)))
    ).json<Booking>();
  const payAndComplete = async (id: number, outcome: string) => {
    const { orderId } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/pay`,
        headers: { cookie: alice.cookie },
      })
    ).json<PayResponse>();
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${orderId}/complete`,
      headers: { cookie: alice.cookie },
      payload: { outcome },
    });
    return orderId;
  };

  it('sends one confirmation with the booking details when the payment succeeds', async () => {
    const booking = await newBooking();
    const orderId = await payAndComplete(booking.id, 'failure');
    expect(await inbox(`Booking #${booking.id} confirmed`)).toHaveLength(0);
    await payAndComplete(booking.id, 'success');
    const mails = await inbox(`Booking #${booking.id} confirmed`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Booking #${booking.id} confirmed: ${booking.title}`);
    expect(mails[0]!.text).toContain(`Booking ID: ${booking.id}`);
    expect(mails[0]!.text).toContain(`Pickup: ${booking.pickupDate} ${booking.pickupTime} (IST)`);
    expect(mails[0]!.text).toContain(`Drop: ${booking.dropDate} ${booking.dropTime} (IST)`);
    // Completing the failed order again changes nothing and sends nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${orderId}/complete`,
      headers: { cookie: alice.cookie },
      payload: { outcome: 'failure' },
    });
    expect(await inbox(`Booking #${booking.id} confirmed`)).toHaveLength(1);
  });

  it('sends a cancellation mail stating the refund of a paid booking', async () => {
    const booking = await newBooking();
    await payAndComplete(booking.id, 'success');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const mails = await inbox(`Booking #${booking.id} cancelled`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your booking has been cancelled.');
    expect(mails[0]!.text).toMatch(/Refund: ₹/);
  });

  it("writes the mail in the customer's language, and the same details in Hindi", async () => {
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, alice.id));
    try {
      const booking = await newBooking();
      await payAndComplete(booking.id, 'success');
      const mails = await inbox(`बुकिंग #${booking.id} पक्की हुई`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`बुकिंग #${booking.id} पक्की हुई: ${booking.title}`);
      expect(mails[0]!.text).toContain('आपका भुगतान मिल गया है और आपकी बुकिंग पक्की हो गई है।');
      expect(mails[0]!.text).toContain(`बुकिंग आईडी: ${booking.id}`);
      expect(mails[0]!.text).toContain(`पिकअप: ${booking.pickupDate} ${booking.pickupTime} (IST)`);
      expect(mails[0]!.text).not.toContain('Your payment');
      await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/cancel`,
        headers: { cookie: alice.cookie },
      });
      const cancelled = await inbox(`बुकिंग #${booking.id} रद्द हुई`);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.text).toContain('आपकी बुकिंग रद्द कर दी गई है।');
      expect(cancelled[0]!.text).toMatch(/वापसी: ₹/);
    } finally {
      await t.db.update(users).set({ language: null }).where(eq(users.id, alice.id));
    }
  });

  it('keeps the .ics in the outbox and /dev/mailbox downloads it', async () => {
    const booking = await newBooking();
    await payAndComplete(booking.id, 'success');
    const [mail] = await inbox(`Booking #${booking.id} confirmed`);
    expect(mail!.attachments).toHaveLength(1);
    const [stored] = mail!.attachments!;
    expect(stored).toMatchObject({
      filename: `booking-${booking.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = Buffer.from(stored!.contentBase64, 'base64').toString('utf8');
    // Unfolded content lines (RFC 5545 3.1) as NAME -> value.
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
    const field = (name: string) =>
      lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    const utcStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(field('DTSTART')).toBe(utcStamp(booking.pickupAt));
    expect(field('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(field('DTEND')).toBe(utcStamp(booking.dropAt));
    expect(field('UID')).toBe(`booking-${booking.id}@selfdrive-cg`);

    const listed = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const entry = listed
      .json<{
        messages: { id: number; attachments: { filename: string; sizeBytes: number }[] }[];
      }>()
      .messages.find((m) => m.id === mail!.id);
    expect(entry!.attachments).toEqual([
      {
        filename: `booking-${booking.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        sizeBytes: Buffer.byteLength(ics),
      },
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox/${mail!.id}/attachments/0`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="booking-${booking.id}.ics"`,
    );
    expect(download.body).toBe(ics);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox/${mail!.id}/attachments/1`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('attaches the booking as an .ics event in UTC at the branch', async () => {
    const booking = await newBooking();
    const sent: MailMessage[] = [];
    const mailer = {
      transport: 'outbox' as const,
      send: async (m: MailMessage) => void sent.push(m),
    };
    await sendBookingMail(t.db, mailer, t.config.business, 'confirmed', alice.id, booking.id);
    const [ics] = sent[0]!.attachments!;
    expect(ics!.filename).toBe(`booking-${booking.id}.ics`);
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics!.content).toContain(`DTSTART:${stamp(booking.pickupAt)}`);
    expect(ics!.content).toContain(`DTEND:${stamp(booking.dropAt)}`);
    expect(ics!.content).toMatch(
      /LOCATION:SelfDrive Chhattisgarh\\, (Bhilai|Durg|Raipur|Bilaspur|Ambikapur)\\, Chhattisgarh/,
    );
    expect(sent[0]!.to).toBe(email);
  });
});
