import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  answerBodySchema,
  contactMessageSchema,
  inboxQuerySchema,
  inboxSchema,
  replyBodySchema,
} from '../../../shared/console-content.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { assertBranch, staffOf } from '../../lib/console-guard.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { consoleActionLimit } from '../../lib/route-limit.js';
import { answerMessage, listInbox, openMessage, replyToMessage } from './inbox.service.js';

/**
 * The contact form's messages (decision 0030): every staff role reads and answers the messages
 * routed to their branch (a message's branch is checked by `consoleScope`); admins see all.
 */
export const inboxRoutes =
  (db: Db, mailer: Mailer, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console-content'];
    const message = { record: 'message' as const };
    app.get(
      '/api/console/content/messages',
      {
        schema: {
          tags,
          summary: "Contact messages of the staff member's branch (an admin: all or one branch)",
          querystring: inboxQuerySchema,
          response: { 200: inboxSchema },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        if (request.query.branchId) assertBranch(staff, request.query.branchId);
        return listInbox(db, staff, request.query);
      },
    );
    app.post(
      '/api/console/content/messages/:id/open',
      {
        config: message,
        schema: {
          tags,
          summary: 'Open a message: marks it read the first time',
          params: idParamsSchema,
          response: { 200: contactMessageSchema },
        },
      },
      async (request) => openMessage(db, staffOf(request), request.params.id),
    );
    app.post(
      '/api/console/content/messages/:id/answer',
      {
        config: message,
        schema: {
          tags,
          summary: 'Mark a message answered, with an optional note',
          params: idParamsSchema,
          body: answerBodySchema,
          response: { 200: contactMessageSchema },
        },
      },
      async (request) => answerMessage(db, staffOf(request), request.params.id, request.body.note),
    );
    app.post(
      '/api/console/content/messages/:id/reply',
      {
        config: { ...consoleActionLimit(config), ...message },
        schema: {
          tags,
          summary: 'Reply to the sender by e-mail; kept in the thread, audited',
          params: idParamsSchema,
          body: replyBodySchema,
          response: { 200: contactMessageSchema },
        },
      },
      async (request) =>
        replyToMessage(
          { db, mailer, business: config.business },
          staffOf(request),
          request.params.id,
          request.body.body,
        ),
    );
  };
