import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { sendBookingMail } from './booking-mail.js';

/** Sends the confirmation mail after the transaction; a mail failure never undoes a payment. */
export async function mailIfConfirmed(
  deps: { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger },
  outcome: { confirmed: boolean; userId: number; bookingId: number },
) {
  if (!outcome.confirmed) return;
  try {
    await sendBookingMail(
      deps.db,
      deps.mailer,
      deps.config.business,
      'confirmed',
      outcome.userId,
      outcome.bookingId,
    );
  } catch (error) {
    deps.log.error({ err: error, bookingId: outcome.bookingId }, 'confirmation mail failed');
  }
}

/** The cancellation mail, with the refund when the booking had been paid. */
export async function mailCancelled(
  deps: { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger },
  userId: number,
  bookingId: number,
  refundPaise: number | undefined,
) {
  try {
    await sendBookingMail(
      deps.db,
      deps.mailer,
      deps.config.business,
      'cancelled',
      userId,
      bookingId,
      refundPaise,
    );
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'cancellation mail failed');
  }
}
