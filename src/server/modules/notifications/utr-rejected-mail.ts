import { eq } from 'drizzle-orm';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { UTR_REJECTED_MAIL_TEXT } from './utr-rejected-mail-text.js';

/** Tells the customer, in their language, that staff could not match their UTR with a transfer. */
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
  const language = user.language ?? 'en';
  const text = UTR_REJECTED_MAIL_TEXT[language];
  const values = {
    name: user.name,
    utr: r.utr,
    booking: r.bookingId,
    reference: bookingReference(r.bookingId),
    phone: site.business.phone,
  };
  const lines = [
    fill(text.greeting, values),
    '',
    fill(text.notMatched, values),
    ...(r.reason ? ['', fill(text.reason, { reason: r.reason })] : []),
    '',
    ...(r.stillHeldUntil
      ? [
          fill(text.stillHeld, { until: formatIstDayTime(r.stillHeldUntil, language) }),
          `${site.publicUrl}/make-payment?booking=${r.bookingId}`,
        ]
      : [text.notHeld]),
    '',
    fill(text.questions, values),
    site.business.name,
  ];
  await mailer.send({
    to: user.email,
    subject: fill(text.subject, values),
    text: lines.join('\n'),
  });
}
