import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInviteBodySchema, consoleMessageSchema } from '../../../shared/console.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { routeLimit } from '../../lib/route-limit.js';
import { acceptInvite } from './staff-team.service.js';

/** Public: the invite link's page sets the password (the token is the proof). */
export const staffInviteRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/staff/invite/accept',
      {
        config: routeLimit(config, 10, 15 * 60_000),
        schema: {
          tags: ['staff'],
          summary: 'Set the password of an invited staff account',
          body: acceptInviteBodySchema,
          response: { 200: consoleMessageSchema },
        },
      },
      async (request) => {
        await acceptInvite(db, request.body.token, request.body.password);
        return { message: 'Your password is set. Sign in to the console.' };
      },
    );
  };
