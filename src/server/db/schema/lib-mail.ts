import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
import { NOTIFICATION_CHANNELS } from '../../../shared/notification-channels.js';

/** Mail and SMS kept when no transport is configured (shown at /dev/mailbox outside production). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** Attachments kept with the message (e.g. the booking's .ics), content base64-encoded. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
