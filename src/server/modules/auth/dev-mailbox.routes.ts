import { NOTIFICATION_CHANNELS } from '../../../shared/notification-channels.js';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { latestOutboxMessages, outboxAttachment } from '../../lib/mail/dev-outbox.js';
import { notFound } from '../../lib/http-errors.js';

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      channel: z.enum(NOTIFICATION_CHANNELS),
      recipient: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      createdAt: z.string(),
      /** Download at /api/dev/outbox/:id/attachments/:index. */
      attachments: z.array(
        z.object({ filename: z.string(), contentType: z.string(), sizeBytes: z.number() }),
      ),
    }),
  ),
});

const attachmentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0),
});

/** A file name safe inside a quoted Content-Disposition header. */
const safeFileName = (name: string) => name.replace(/[^\w.-]/g, '_') || 'attachment';

/**
 * Without DEV_MAILBOX (always in production): the mailbox page is not found either, rather
 * than the front end's shell for a page whose data never comes.
 */
export const devMailboxHidden: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async () => {
    throw notFound('Nothing at GET /dev/mailbox.');
  });
};

/** With DEV_MAILBOX (never in production): the newest outbox mail and SMS, for /dev/mailbox. */
export const devMailboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Development only: the 50 newest outbox messages (mail and SMS)',
          response: { 200: outboxResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { messages: await latestOutboxMessages(db) };
      },
    );

    app.get(
      '/api/dev/outbox/:id/attachments/:index',
      {
        schema: {
          tags: ['dev'],
          summary: 'Development only: downloads one attachment of an outbox message',
          params: attachmentParamsSchema,
        },
      },
      async (request, reply) => {
        const attachment = await outboxAttachment(db, request.params.id, request.params.index);
        if (!attachment) throw notFound('Attachment not found.');
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Type', attachment.contentType)
          .header(
            'Content-Disposition',
            `attachment; filename="${safeFileName(attachment.filename)}"`,
          )
          .send(Buffer.from(attachment.contentBase64, 'base64'));
      },
    );
  };
