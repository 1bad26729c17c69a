import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  RESET_MAIL_SENT_MESSAGE,
  resetPasswordBodySchema,
  sessionResponseSchema,
  tokenBodySchema,
  tokenCheckResponseSchema,
} from '../../../shared/auth.js';
import { availabilityBodySchema, availabilityResponseSchema } from '../../../shared/account.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import type { SmsSender } from '../../lib/sms/sms-sender.js';
import { clearSessionCookie } from '../../lib/session.js';
import { startSession } from './user-writes.service.js';
import { otpRoutes } from './otp.routes.js';
import { toSessionUser } from './session-user.js';
import { revokeSession } from './auth.queries.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import {
  assertUnique,
  checkCredentials,
  checkResetToken,
  register,
  type ReferralAtSignUp,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from './auth.service.js';

export const authRoutes =
  (
    db: Db,
    mailer: Mailer,
    sms: SmsSender,
    config: Config,
    referral?: ReferralAtSignUp,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, mailer, publicUrl: config.publicUrl, referral };
    const tags = ['auth'];
    await app.register(otpRoutes(deps, sms, config));

    app.get(
      '/api/auth/session',
      {
        schema: {
          tags,
          summary: 'Who is logged in: {loggedIn, user}; never 401',
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const user = request.user?.role === 'customer' ? request.user : null;
        return { loggedIn: Boolean(user), user: user ? toSessionUser(user) : null };
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: routeLimit(config, 10, 15 * MINUTE_MS, 'email'),
        schema: {
          tags,
          summary: 'E-mail and password login; sets the session cookie',
          body: loginBodySchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await checkCredentials(db, request.body.email, request.body.password);
        await startSession(db, config, reply, user.id, request.headers['user-agent']);
        return { loggedIn: true, user: toSessionUser(user) };
      },
    );

    app.post(
      '/api/auth/logout',
      { schema: { tags, summary: 'Ends this session', response: { 204: z.null() } } },
      async (request, reply) => {
        if (request.user) await revokeSession(db, request.user.sessionId);
        clearSessionCookie(reply);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/auth/register',
      {
        config: routeLimit(config, 5, 60 * MINUTE_MS),
        schema: {
          tags,
          summary: 'Creates an account and sends the verification mail',
          body: registerBodySchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        // The account keeps the language the visitor was reading in when they signed up.
        await register(deps, { ...request.body, language: await visitorLanguage(request, db) });
        return reply
          .status(201)
          .send({ message: "You're almost there! Please verify your Email." });
      },
    );

    app.post(
      '/api/auth/verify-email',
      {
        config: routeLimit(config, 20, 15 * MINUTE_MS),
        schema: {
          tags,
          summary: 'Opens the link of the verification mail (single use)',
          body: tokenBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await verifyEmail(db, request.body.token);
        return { message: 'Password Created.' };
      },
    );

    app.post(
      '/api/auth/check-availability',
      {
        config: routeLimit(config, 60, 5 * MINUTE_MS),
        schema: {
          tags,
          summary: 'Is this e-mail or mobile free (for the logged-in user: other than their own)?',
          body: availabilityBodySchema,
          response: { 200: availabilityResponseSchema },
        },
      },
      async (request) => {
        try {
          await assertUnique(db, request.body, request.user?.id);
          return { available: true, message: null };
        } catch (error) {
          return { available: false, message: (error as Error).message };
        }
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: routeLimit(config, 5, 60 * MINUTE_MS, 'email'),
        schema: {
          tags,
          summary: 'Sends a reset link when the address has an account; same answer either way',
          body: forgotPasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, request.body.email);
        return { message: RESET_MAIL_SENT_MESSAGE };
      },
    );

    app.get(
      '/api/auth/reset-password/:token',
      {
        config: routeLimit(config, 30, 15 * MINUTE_MS),
        schema: {
          tags,
          summary: 'Checks a reset link before the form is shown: {valid, message}',
          params: tokenBodySchema,
          response: { 200: tokenCheckResponseSchema },
        },
      },
      async (request) => {
        try {
          await checkResetToken(db, request.params.token);
          return { valid: true, message: 'The link is valid.' };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return { valid: false, message: error.message };
        }
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: routeLimit(config, 10, 15 * MINUTE_MS),
        schema: {
          tags,
          summary: 'Sets a new password from a reset link; ends every session of the account',
          body: resetPasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(db, request.body.token, request.body.newPassword);
        return { message: 'Your password has been changed. Please login with the new password.' };
      },
    );
  };
