import { eq } from 'drizzle-orm';
import { formatRupees } from '../../../shared/money.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';

/** Tells the customer that staff sent their refund by bank transfer, with its UTR. */
export async function sendRefundSentMail(
  db: Db,
  mailer: Mailer,
  site: { business: { name: string; phone: string } },
  r: { userId: number; bookingId: number; amountPaise: number; utr: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, r.userId));
  if (!user) return;
  const amount = formatRupees(r.amountPaise);
  const lines = [
    `Hello ${user.name},`,
    '',
    `We have sent the refund of ${amount} for your cancelled booking #${r.bookingId} (reference ${bookingReference(r.bookingId)}) to your bank account.`,
    `Bank reference (UTR): ${r.utr}`,
    '',
    'It usually reaches your account within a working day. If it has not arrived in three working days, please quote the UTR when you call us.',
    '',
    `Questions? Call ${site.business.phone}.`,
    site.business.name,
  ];
  await mailer.send({
    to: user.email,
    subject: `Booking #${r.bookingId}: refund of ${amount} sent`,
    text: lines.join('\n'),
  });
}
