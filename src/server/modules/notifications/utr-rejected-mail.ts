import { eq } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../shared/time.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';

function istText(date: Date): string {
  return date.toLocaleString('en-IN', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Tells the customer that staff could not match their UTR with a transfer. */
export async function sendUtrRejectedMail(
  db: Db,
  mailer: Mailer,
  site: { publicUrl: string; business: { name: string; phone: string } },
  r: {
    userId: number;
    bookingId: number;
    utr: string;
    reason?: string;
    stillHeldUntil: Date | null;
  },
) {
  const [user] = await db.select().from(users).where(eq(users.id, r.userId));
  if (!user) return;
  const reference = bookingReference(r.bookingId);
  const lines = [
    `Hello ${user.name},`,
    '',
    `We could not match the payment reference (UTR) ${r.utr} with a payment to our account for booking #${r.bookingId} (reference ${reference}).`,
    ...(r.reason ? ['', `Reason: ${r.reason}`] : []),
    '',
    ...(r.stillHeldUntil
      ? [
          `Your car stays held until ${istText(r.stillHeldUntil)} (IST). Please pay online or send the correct UTR before then:`,
          `${site.publicUrl}/make-payment?booking=${r.bookingId}`,
        ]
      : [
          'Your booking is no longer held. If money left your account, please call us for a refund.',
        ]),
    '',
    `Questions? Call ${site.business.phone}.`,
    site.business.name,
  ];
  await mailer.send({
    to: user.email,
    subject: `Booking #${r.bookingId}: payment reference not matched`,
    text: lines.join('\n'),
  });
}
