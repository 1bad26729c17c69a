import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationChannels, outboxMessages } from '../../db/schema.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { hoursAfter } from '../../test/factories.js';
import { updateUser } from '../auth/index.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { planReviewRequest, SEND_MESSAGE_QUEUE } from './reminders.service.js';
import { appWithCloudApi, kindOf } from './reminders-test-helpers.js';

// The car is back (the return handover completes the booking): its customer is asked, once, on
// the channels they chose, how the trip was, with the link to rate it (decision 0049).
describe('the review request after a trip', () => {
  const s = appWithCloudApi();

  /** A verified customer with a mobile, on e-mail and SMS (not WhatsApp), in `language`. */
  async function renter(language: 'en' | 'hi') {
    const user = await customerWithDocuments(s.t.db, 'verified');
    const mobile = `+9197${String(process.pid % 1000).padStart(3, '0')}${String(user.id).padStart(5, '0')}`;
    await updateUser(s.t.db, user.id, { mobile, language });
    await s.t.db
      .insert(notificationChannels)
      .values({ userId: user.id, email: true, sms: true, whatsapp: false });
    return { ...user, mobile };
  }

  async function sentRequests(bookingId: number) {
    await s.t.events.idle();
    await expect
      .poll(
        async () => {
          s.t.jobs.kick(SEND_MESSAGE_QUEUE);
          await s.t.jobs.idle();
          return (await kindOf(s.t.db, bookingId, 'review_request')).filter((m) => m.sentAt).length;
        },
        { timeout: 15_000 },
      )
      .toBe(2);
    return kindOf(s.t.db, bookingId, 'review_request');
  }

  it('is sent once when the return completes the booking, with the link to the review page', async () => {
    const { cookie } = await staffCookie(s.t.app, s.t.db, 'Bhilai');
    const customer = await renter('en');
    const { booking } = await paidBooking(
      s.t.db,
      customer.id,
      'Bhilai',
      new Date(Date.now() - 90 * 60_000),
    );
    const post = (step: string, payload: object) =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/console/bookings/${booking.id}/${step}`,
        headers: { cookie },
        payload,
      });
    expect((await post('pickup', { odometerKm: 20_000, fuelEighths: 8 })).statusCode).toBe(200);
    // Nothing is asked while the car is out.
    await s.t.events.idle();
    expect(await kindOf(s.t.db, booking.id, 'review_request')).toEqual([]);

    const back = await post('return', { odometerKm: 20_050, fuelEighths: 8 });
    expect(back.statusCode, back.body).toBe(200);
    const rows = await sentRequests(booking.id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);

    const link = `${s.t.config.publicUrl}/user/page/MyReviews?booking=${booking.id}`;
    const [mail] = await s.t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.email))
      .then((all) => all.filter((m) => m.subject === 'How was your trip? Rate the car'));
    expect(mail?.text).toContain(link);
    const texts = await s.t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.mobile));
    expect(texts.map((m) => m.text)).toContainEqual(expect.stringContaining(link));

    // Told again (a replayed event): still one message a channel.
    await planReviewRequest({ db: s.t.db, jobs: s.t.jobs }, s.t.config.publicUrl, booking.id);
    expect(await kindOf(s.t.db, booking.id, 'review_request')).toHaveLength(2);
  });

  it('is in the customer’s language, and never for a trip not completed', async () => {
    const customer = await renter('hi');
    const { booking } = await paidBooking(
      s.t.db,
      customer.id,
      'Bhilai',
      hoursAfter(new Date(), 30),
    );
    await planReviewRequest({ db: s.t.db, jobs: s.t.jobs }, s.t.config.publicUrl, booking.id);
    expect(await kindOf(s.t.db, booking.id, 'review_request')).toEqual([]);

    const { cookie } = await staffCookie(s.t.app, s.t.db, 'Bhilai');
    const done = await paidBooking(s.t.db, customer.id, 'Bhilai', new Date(Date.now() - 60_000));
    const url = `/api/console/bookings/${done.booking.id}`;
    const send = (step: string, payload: object) =>
      s.t.app.inject({ method: 'POST', url: `${url}/${step}`, headers: { cookie }, payload });
    expect((await send('pickup', { odometerKm: 100, fuelEighths: 8 })).statusCode).toBe(200);
    expect((await send('return', { odometerKm: 150, fuelEighths: 8 })).statusCode).toBe(200);
    await sentRequests(done.booking.id);
    const [text] = await s.t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customer.mobile));
    expect(text?.text).toContain('आपकी यात्रा कैसी रही');
  });
});
