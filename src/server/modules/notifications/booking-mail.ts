import { eq } from 'drizzle-orm';
import { formatRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { branches, users } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { getBooking } from '../bookings/bookings.service.js';
import { bookingIcs } from './booking-calendar.js';

export type BookingMailKind = 'confirmed' | 'cancelled';

/**
 * The booking confirmation or cancellation mail with the booking details and an .ics
 * attachment. `refundPaise` is stated in a cancellation of a paid booking.
 */
export async function sendBookingMail(
  db: Db,
  mailer: Mailer,
  business: { name: string; phone: string },
  kind: BookingMailKind,
  userId: number,
  bookingId: number,
  refundPaise?: number,
) {
  const paidRow = await getBooking(db, userId, bookingId);
  // An extension is told as the booking it extends, now running to its new drop.
  const extension = paidRow.parentBookingId === null ? null : paidRow;
  const booking = extension ? await getBooking(db, userId, extension.parentBookingId!) : paidRow;
  const paidExtensions = booking.extensions.filter((e) => e.status === 'confirmed').length;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [branch] = await db.select().from(branches).where(eq(branches.id, booking.branchId));
  if (!user) return;
  const location = `${business.name}, ${branch?.name ?? ''}, Chhattisgarh`;
  const subject = extension
    ? `Booking #${booking.id} extended to ${booking.finalDropDate} ${booking.finalDropTime}: ${booking.title}`
    : kind === 'confirmed'
      ? `Booking #${booking.id} confirmed: ${booking.title}`
      : `Booking #${booking.id} cancelled: ${booking.title}`;
  const lines = [
    `Hello ${user.name},`,
    '',
    extension
      ? `Your payment for the extension (${formatRupees(extension.totalPaise)}) is received: the car is yours until the new drop time.`
      : kind === 'confirmed'
        ? 'Your payment is received and your booking is confirmed.'
        : 'Your booking has been cancelled.',
    '',
    `Booking ID: ${booking.id}`,
    `Car: ${booking.title}`,
    `Pickup: ${booking.pickupDate} ${booking.pickupTime} (IST), ${branch?.name ?? ''}`,
    `Drop: ${booking.finalDropDate} ${booking.finalDropTime} (IST)`,
    `Trip: ${booking.tripType === 'local' ? 'Local' : 'Outstation'}`,
    `Total: ${formatRupees(booking.totalPaise)} (security deposit ${formatRupees(booking.depositPaise)})`,
    ...(refundPaise !== undefined ? [`Refund: ${formatRupees(refundPaise)}`] : []),
    '',
    `Questions? Call ${business.phone}.`,
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
          { cancelled: kind === 'cancelled', organizer: business.name, sequence: paidExtensions },
        ),
      },
    ],
  });
}
