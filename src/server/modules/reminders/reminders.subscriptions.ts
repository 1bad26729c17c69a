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
  events.subscribe('deposit.released', 'reminders-deposit-released', (e) =>
    planMessages(deps, e.bookingId, [
      {
        kind: 'deposit_released',
        subjectId: e.paymentId,
        dueAt: new Date(),
        details: { amountPaise: e.amountPaise },
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
