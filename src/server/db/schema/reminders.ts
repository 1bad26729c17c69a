import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, REMINDER_KINDS } from '../../../shared/notification-channels.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';
import { drivingLessons } from './driving-lessons.js';

/**
 * One booking message on one channel (reminders and confirmations). The unique key makes each
 * sent once whatever number of processes or duplicate jobs: the send job claims the row
 * (`claimed_at`), sends, then sets `sent_at`. A re-planned reminder moves `due_at`; a job
 * planned for the old time finds it changed and does nothing.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    /** The booking the message is about; null for a practical lesson's reminder. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The practical lesson a reminder is about (decision 0047); null for a booking's. */
    lessonId: integer('lesson_id').references(() => drivingLessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /**
     * What the message is about when a booking can have several of its kind: the refund's
     * payment id for `refund_sent` and `deposit_released` (a booking may be refunded twice); 0 for the others.
     */
    subjectId: integer('subject_id').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Values the text needs that the booking no longer holds (the refund's amount). */
    details: jsonb('details').$type<Record<string, string | number>>(),
    /** Set by the process sending it (a one-minute lease), so no other sends it too. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_messages_once').on(t.bookingId, t.kind, t.channel, t.subjectId),
    // A lesson's reminders: `subject_id` is the lesson's start in minutes since 1970, so a
    // moved lesson gets reminders of its own and those of its old time are skipped.
    uniqueIndex('customer_messages_lesson_once').on(t.lessonId, t.kind, t.channel, t.subjectId),
    check('customer_messages_about_one', sql`(${t.bookingId} IS NULL) <> (${t.lessonId} IS NULL)`),
  ],
);
