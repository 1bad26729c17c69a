import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authOptionsSchema,
  otpSendBodySchema,
  otpSendResponseSchema,
  otpVerifyBodySchema,
  sessionResponseSchema,
} from '../../../shared/auth.js';
import type { Config } from '../../config.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import { startSession } from './user-writes.service.js';
import type { SmsSender } from '../../lib/sms/sms-sender.js';
import { toSessionUser } from './session-user.js';
import { sendOtp, verifyOtp } from './otp.service.js';
import type { AuthDeps } from './auth.service.js';
import { visitorLanguage } from '../../lib/visitor-language.js';

export const otpRoutes =
  (deps: AuthDeps, sms: SmsSender, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['auth'];
    // Without a real gateway the codes only reach the dev mailbox, so production hides OTP.
    const otpLogin = sms.transport === 'http' || config.env !== 'production';

    app.get(
      '/api/auth/options',
      {
        schema: {
          tags,
          summary: 'Which login methods this site offers',
          response: { 200: authOptionsSchema },
        },
      },
      async () => ({ otpLogin }),
    );

    if (!otpLogin) return;

    app.post(
      '/api/auth/otp/send',
      {
        config: routeLimit(config, 5, 60 * MINUTE_MS, 'mobile'),
        schema: {
          tags,
          summary: 'Sends a 6-digit login code by SMS (10 minutes, 5 tries, 60 s between sends)',
          body: otpSendBodySchema,
          response: { 200: otpSendResponseSchema },
        },
      },
      async (request) => {
        const { isNewAccount } = await sendOtp(
          db,
          sms,
          request.body.mobile,
          await visitorLanguage(request, db),
        );
        return { message: 'We have sent an OTP to your mobile number.', isNewAccount };
      },
    );

    app.post(
      '/api/auth/otp/verify',
      {
        config: routeLimit(config, 10, 15 * MINUTE_MS, 'mobile'),
        schema: {
          tags,
          summary: 'Confirms the code and logs in; a new mobile with name and e-mail signs up',
          body: otpVerifyBodySchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await verifyOtp(deps, request.body);
        await startSession(db, config, reply, user.id, request.headers['user-agent']);
        return { loggedIn: true, user: toSessionUser(user) };
      },
    );
  };
