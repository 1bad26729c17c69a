import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      channel: z.enum(['email', 'sms']),
      recipient: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** Outside production only: the newest outbox mail and SMS, for /dev/mailbox. */
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
        const messages = await db
          .select()
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.id))
          .limit(50);
        return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
      },
    );
  };
