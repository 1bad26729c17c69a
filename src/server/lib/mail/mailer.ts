import type nodemailerPackage from 'nodemailer';
import { lazyModule } from '../lazy-module.js';
import type { Db } from '../../db/client.js';
import { outboxMessages, type OutboxAttachment } from '../../db/schema.js';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail. Which transport is chosen once, at start, from SMTP_URL. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** An attachment as the outbox keeps it: the bytes base64-encoded, a content type always set. */
export function toOutboxAttachment(a: MailAttachment): OutboxAttachment {
  const bytes = typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content;
  return {
    filename: a.filename,
    contentType: a.contentType ?? 'application/octet-stream',
    contentBase64: bytes.toString('base64'),
  };
}

/** No SMTP configured: keep the mail in the outbox table (shown at /dev/mailbox outside production). */
export function outboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments?.length
          ? message.attachments.map(toOutboxAttachment)
          : null,
      });
    },
  };
}

/** Loaded only when SMTP_URL is set (decision 0043). */
const nodemailer = lazyModule<typeof nodemailerPackage>('nodemailer');

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer().createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string },
  db: Db,
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
}
