import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema } from '../../../shared/auth.js';
import { staffSessionSchema } from '../../../shared/staff-payments.js';
import { DEACTIVATED_MESSAGE } from '../../../shared/console.js';
import type { Language } from '../../../shared/language.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import { startSession, checkCredentials } from '../auth/index.js';

const staffView = (u: { id: number; name: string; email: string; language: Language | null }) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  language: u.language,
});

/**
 * Public (outside the console's guard): staff sign in here, not through /api/auth/login: the
 * customer session and pages stay customer-only (GET /api/auth/session answers loggedIn false
 * for staff). Logout is the shared POST /api/auth/logout.
 */
export const staffSignInRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff'];
    app.get(
      '/api/staff/session',
      {
        schema: {
          tags,
          summary: 'The logged-in staff member, or null (never 401)',
          response: { 200: staffSessionSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const u = request.user;
        return { staff: u?.role === 'staff' ? staffView(u) : null };
      },
    );

    app.post(
      '/api/staff/login',
      {
        config: routeLimit(config, 10, 15 * MINUTE_MS, 'email'),
        schema: {
          tags,
          summary: 'Staff e-mail and password login; sets the session cookie',
          body: loginBodySchema,
          response: { 200: staffSessionSchema },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const user = await checkCredentials(db, email, password, 'staff');
        if (user.deactivatedAt) throw new HttpError(401, DEACTIVATED_MESSAGE);
        await startSession(db, config, reply, user.id, request.headers['user-agent']);
        return { staff: staffView(user) };
      },
    );
  };
