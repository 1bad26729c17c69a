import type { EventBus } from '../../lib/events/event-bus.js';
import {
  cancelReminders,
  planConfirmedBooking,
  planExtension,
  LESSON_REMINDER_SWEEP_QUEUE,
  planLessonReminders,
  planMessages,
  planReviewRequest,
  SEND_MESSAGE_QUEUE,
  sendPlannedMessage,
  type ReminderDeps,
} from './reminders.service.js';
import { TRIP_CHARGES_PAGE_PATH } from '../../../shared/trip-charges.js';
import { paymentAmount } from './reminders.queries.js';

/**
 * Booking messages on the channels each customer chose (e-mail, SMS, WhatsApp): planned from
 * committed events, sent by jobs at their due time (docs/architecture.md, "Jobs").
 */
export function subscribeReminders(
  deps: ReminderDeps & { events: EventBus; config: { publicUrl: string } },
) {
  const { events, jobs } = deps;
  jobs.define(SEND_MESSAGE_QUEUE, (data) =>
    sendPlannedMessage(deps, data as { messageId: number; dueAt: string }),
  );
  // Practical lessons' reminders, planned by a sweep (decision 0047): lessons are booked,
  // moved and cancelled without domain events, and a reminder checks its lesson when due.
  jobs.define(LESSON_REMINDER_SWEEP_QUEUE, () => planLessonReminders(deps));
  jobs.every(LESSON_REMINDER_SWEEP_QUEUE, '*/5 * * * *');
  events.subscribe('booking.confirmed', 'reminders-booking-confirmed', async (e) =>
    planConfirmedBooking(deps, e.bookingId, await paymentAmount(deps.db, e.paymentId)),
  );
  events.subscribe('extension.bought', 'reminders-extension-bought', (e) =>
    planExtension(deps, e.extensionId),
  );
  events.subscribe('booking.cancelled', 'reminders-booking-cancelled', (e) =>
    cancelReminders(deps.db, e.bookingId),
  );
  events.subscribe('booking.completed', 'reminders-booking-completed', (e) =>
    planReviewRequest(deps, deps.config.publicUrl, e.bookingId),
  );
  // A deposit the charges after the trip took whole has nothing on its way back.
  events.subscribe('deposit.released', 'reminders-deposit-released', async (e) => {
    if (e.amountPaise === 0) return;
    await planMessages(deps, e.bookingId, [
      {
        kind: 'deposit_released',
        subjectId: e.paymentId,
        dueAt: new Date(),
        details: { amountPaise: e.amountPaise },
      },
    ]);
  });
  events.subscribe('trip-charge.billed', 'reminders-trip-charge', (e) =>
    planMessages(deps, e.bookingId, [
      {
        kind: 'trip_charge',
        subjectId: e.chargeId,
        dueAt: new Date(),
        details: {
          amountPaise: e.totalPaise,
          link: deps.config.publicUrl + TRIP_CHARGES_PAGE_PATH,
          noticeEndsAt: e.noticeEndsAt,
        },
      },
    ]),
  );
  events.subscribe('trip-charge.disputed', 'reminders-trip-charge-disputed', (e) =>
    planMessages(deps, e.bookingId, [
      { kind: 'trip_charge_disputed', subjectId: e.chargeId, dueAt: new Date() },
    ]),
  );
  events.subscribe('trip-charge.dispute-decided', 'reminders-trip-charge-decided', (e) =>
    planMessages(deps, e.bookingId, [
      {
        kind: e.accepted ? 'trip_charge_dispute_accepted' : 'trip_charge_dispute_rejected',
        subjectId: e.chargeId,
        dueAt: new Date(),
        details: {
          amountPaise: e.totalPaise,
          reason: e.reason,
          link: deps.config.publicUrl + TRIP_CHARGES_PAGE_PATH,
        },
      },
    ]),
  );
  events.subscribe('refund.sent', 'reminders-refund-sent', (e) =>
    planMessages(deps, e.bookingId, [
      {
        kind: 'refund_sent',
        subjectId: e.paymentId,
        dueAt: new Date(),
        details: { amountPaise: e.amountPaise },
      },
    ]),
  );
}
