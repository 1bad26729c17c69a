import { formatIstDayTime } from '../../../shared/ist-format.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { mailCustomer } from '../../lib/mail/customer-mail.js';
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
  const { name, phone } = site.business;
  await mailCustomer(db, mailer, name, r.userId, UTR_REJECTED_MAIL_TEXT, (text, language) => {
    const values = {
      utr: r.utr,
      booking: r.bookingId,
      reference: bookingReference(r.bookingId),
      phone,
    };
    const held = r.stillHeldUntil
      ? [
          fill(text.stillHeld, { until: formatIstDayTime(r.stillHeldUntil, language) }),
          `${site.publicUrl}/make-payment?booking=${r.bookingId}`,
        ]
      : [text.notHeld];
    const reason = r.reason ? ['', fill(text.reason, { reason: r.reason })] : [];
    return { values, lines: [fill(text.notMatched, values), ...reason, '', ...held] };
  });
}
