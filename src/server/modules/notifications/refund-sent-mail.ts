import { formatRupees } from '../../../shared/money.js';
import { bookingReference } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import { mailCustomer } from '../../lib/mail/customer-mail.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { REFUND_SENT_MAIL_TEXT } from './refund-sent-mail-text.js';

/**
 * Tells the customer, in their language, that their refund was sent: by staff as a bank
 * transfer with its UTR, or (`utr` null) by the payment gateway to the way they paid.
 */
export async function sendRefundSentMail(
  db: Db,
  mailer: Mailer,
  site: { business: { name: string; phone: string } },
  r: { userId: number; bookingId: number; amountPaise: number; utr: string | null },
) {
  await mailCustomer(db, mailer, site.business.name, r.userId, REFUND_SENT_MAIL_TEXT, (text) => {
    const values = {
      amount: formatRupees(r.amountPaise),
      booking: r.bookingId,
      reference: bookingReference(r.bookingId),
      phone: site.business.phone,
    };
    const lines =
      r.utr === null
        ? [fill(text.gateway, values), '', text.gatewayArrives]
        : [fill(text.bank, values), fill(text.utr, { utr: r.utr }), '', text.bankArrives];
    return { values, lines };
  });
}
