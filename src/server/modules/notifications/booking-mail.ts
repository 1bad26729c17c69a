import { eq } from 'drizzle-orm';
import { formatRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { branches, users } from '../../db/schema.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { MailAttachment, Mailer } from '../../lib/mail/mailer.js';
import { getBooking } from '../bookings/index.js';
import { bookingIcs } from './booking-calendar.js';
import { BOOKING_MAIL_TEXT } from './booking-mail-text.js';

export type BookingMailKind = 'confirmed' | 'cancelled' | 'changed';

/**
 * The booking confirmation or cancellation mail with the booking details and an .ics
 * attachment, in the customer's language. `refundPaise` is stated in a cancellation of a paid
 * booking.
 */
export async function sendBookingMail(
  db: Db,
  mailer: Mailer,
  business: { name: string; phone: string },
  kind: BookingMailKind,
  userId: number,
  bookingId: number,
  extra: {
    refundPaise?: number;
    /** A change made by staff: new total minus old. */
    differencePaise?: number;
    /** The payment's GST documents (receipt or refund voucher) as PDFs. */
    documents?: MailAttachment[];
  } = {},
) {
  const { refundPaise, differencePaise, documents = [] } = extra;
  const paidRow = await getBooking(db, userId, bookingId);
  // An extension is told as the booking it extends, now running to its new drop.
  const extension = paidRow.parentBookingId === null ? null : paidRow;
  const booking =
    extension?.parentBookingId != null
      ? await getBooking(db, userId, extension.parentBookingId)
      : paidRow;
  const paidExtensions = booking.extensions.filter((e) => e.status === 'confirmed').length;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [branch] = await db.select().from(branches).where(eq(branches.id, booking.branchId));
  if (!user) return;
  const location = `${business.name}, ${branch?.name ?? ''}, Chhattisgarh`;
  const text = BOOKING_MAIL_TEXT[user.language ?? 'en'];
  const car = booking.title;
  const subject = extension
    ? fill(text.subjectExtended, {
        id: booking.id,
        date: booking.finalDropDate,
        time: booking.finalDropTime,
        car,
      })
    : fill(
        kind === 'confirmed'
          ? text.subjectConfirmed
          : kind === 'changed'
            ? text.subjectChanged
            : text.subjectCancelled,
        { id: booking.id, car },
      );
  const lines = [
    fill(text.greeting, { name: user.name }),
    '',
    extension
      ? fill(text.extended, { amount: formatRupees(extension.totalPaise) })
      : kind === 'confirmed'
        ? text.confirmed
        : kind === 'changed'
          ? text.changed
          : text.cancelled,
    '',
    fill(text.bookingId, { id: booking.id }),
    fill(text.car, { car }),
    fill(text.pickup, {
      date: booking.pickupDate,
      time: booking.pickupTime,
      branch: branch?.name ?? '',
    }),
    fill(text.drop, { date: booking.finalDropDate, time: booking.finalDropTime }),
    fill(text.trip, { trip: booking.tripType === 'local' ? text.local : text.outstation }),
    fill(text.total, {
      total: formatRupees(booking.totalPaise),
      deposit: formatRupees(booking.depositPaise),
    }),
    ...(differencePaise
      ? [
          fill(differencePaise > 0 ? text.morePay : text.lessPay, {
            amount: formatRupees(Math.abs(differencePaise)),
          }),
        ]
      : []),
    ...(refundPaise !== undefined
      ? [fill(text.refund, { amount: formatRupees(refundPaise) })]
      : []),
    '',
    fill(text.questions, { phone: business.phone }),
    business.name,
  ];
  await mailer.send({
    to: user.email,
    subject,
    text: lines.join('\n'),
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${kind === 'confirmed' ? 'PUBLISH' : 'CANCEL'}`,
        content: bookingIcs(
          {
            id: booking.id,
            title: booking.title,
            pickupAt: new Date(booking.pickupAt),
            dropAt: new Date(booking.finalDropAt),
            location,
          },
          {
            cancelled: kind === 'cancelled',
            organizer: business.name,
            // A calendar replaces an event only by a higher sequence than the one it holds.
            sequence: paidExtensions + (kind === 'changed' ? 1 : 0),
          },
        ),
      },
      ...documents,
    ],
  });
}
