import type { AppDeps } from '../../app-deps.js';
import { getNotificationChannels } from '../account/index.js';
import { paymentDocumentAttachments } from '../payments/index.js';
import { sendBookingMail } from './booking-mail.js';
import { sendRefundSentMail } from './refund-sent-mail.js';
import { sendUtrRejectedMail } from './utr-rejected-mail.js';

/**
 * The customer mails of the booking lifecycle, each sent from a committed event, never inside
 * the request that caused it: a mail that fails is logged by the bus and changes nothing
 * already done (see docs/architecture.md, "Events after commit").
 *
 * The booking messages the notification settings let the customer choose channels for
 * (confirmation and payment, extension, refund) go by e-mail only while they keep the e-mail
 * channel on. A cancellation (staff may cancel on their behalf) and a payment reference not
 * matched always go, as the settings page says (decision 0018).
 */
export function subscribeNotifications(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'events'>) {
  const { db, mailer, config, events } = deps;
  const business = config.business;
  const byEmailChosen = async (userId: number) => (await getNotificationChannels(db, userId)).email;

  events.subscribe('booking.confirmed', 'mail-booking-confirmed', async (e) => {
    if (await byEmailChosen(e.userId))
      await sendBookingMail(db, mailer, business, 'confirmed', e.userId, e.bookingId, {
        documents: await paymentDocumentAttachments(db, e.paymentId),
      });
  });
  // An extension's mail tells the booking it extends, running to its new drop.
  events.subscribe('extension.bought', 'mail-extension-bought', async (e) => {
    if (await byEmailChosen(e.userId))
      await sendBookingMail(db, mailer, business, 'confirmed', e.userId, e.extensionId, {
        documents: await paymentDocumentAttachments(db, e.paymentId),
      });
  });
  events.subscribe('booking.cancelled', 'mail-booking-cancelled', async (e) =>
    sendBookingMail(db, mailer, business, 'cancelled', e.userId, e.bookingId, {
      refundPaise: e.refundPaise ?? undefined,
      documents: await paymentDocumentAttachments(db, e.refundPaymentId),
    }),
  );
  // A change made by staff always goes: the customer must know the new times or car.
  events.subscribe('booking.changed', 'mail-booking-changed', (e) =>
    sendBookingMail(db, mailer, business, 'changed', e.userId, e.bookingId, {
      differencePaise: e.differencePaise,
    }),
  );
  events.subscribe('refund.sent', 'mail-refund-sent', async (e) => {
    if (await byEmailChosen(e.userId)) await sendRefundSentMail(db, mailer, config, e);
  });
  events.subscribe('manual-payment.rejected', 'mail-utr-rejected', (e) =>
    sendUtrRejectedMail(db, mailer, config, {
      ...e,
      reason: e.reason ?? undefined,
      stillHeldUntil: e.stillHeldUntil === null ? null : new Date(e.stillHeldUntil),
    }),
  );
}
