import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages, type OutboxAttachment } from '../../db/schema.js';

/**
 * Keeps a text message (SMS, WhatsApp) in the outbox when no gateway is configured. The outbox
 * belongs to lib/mail (decision 0028): the SMS and WhatsApp senders write it through here.
 */
export async function keepTextInOutbox(
  db: Db,
  message: { channel: 'sms' | 'whatsapp'; recipient: string; text: string },
) {
  await db.insert(outboxMessages).values(message);
}

/** The 50 newest outbox messages (mail, SMS, WhatsApp), attachments listed by size. */
export async function latestOutboxMessages(db: Db) {
  const messages = await db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(50);
  return messages.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    attachments: (m.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      sizeBytes: Buffer.byteLength(a.contentBase64, 'base64'),
    })),
  }));
}

/** One attachment of an outbox message, or undefined. */
export async function outboxAttachment(
  db: Db,
  messageId: number,
  index: number,
): Promise<OutboxAttachment | undefined> {
  const [message] = await db
    .select({ attachments: outboxMessages.attachments })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, messageId));
  return message?.attachments?.[index];
}
