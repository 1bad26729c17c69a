import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_SUCCESS_MESSAGE,
  contactRequestSchema,
  contactResponseSchema,
} from '../../../shared/contact.js';
import { apiErrorSchema } from '../../../shared/site.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { submitContactMessage } from './contact.service.js';

/** Bodies above this answer 413 before they are parsed. */
export const CONTACT_BODY_LIMIT = 8 * 1024;

export const contactRoutes =
  (config: Config, db: Db, mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      {
        bodyLimit: CONTACT_BODY_LIMIT,
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          tags: ['content'],
          summary: 'Contact form: stored and e-mailed to the office',
          body: contactRequestSchema,
          response: { 200: contactResponseSchema, 400: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      async (request) => {
        await submitContactMessage({ db, mailer, business: config.business }, request.body);
        return { message: CONTACT_SUCCESS_MESSAGE };
      },
    );
  };
