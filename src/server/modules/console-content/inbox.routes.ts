import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  answerBodySchema,
  contactMessageSchema,
  inboxQuerySchema,
  inboxSchema,
} from '../../../shared/console-content.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import { answerMessage, listInbox, openMessage } from './inbox.service.js';

/** Inside the content scope (admins only): the contact form's messages. */
export const inboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console-content'];
    const message = { record: 'message' as const };
    app.get(
      '/api/console/content/messages',
      {
        schema: {
          tags,
          summary: 'Contact messages, unread first; filter all, unread, read or answered',
          querystring: inboxQuerySchema,
          response: { 200: inboxSchema },
        },
      },
      async (request) => listInbox(db, request.query),
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
  };
