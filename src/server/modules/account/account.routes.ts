import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  emailPreferencesSchema,
  languagePreferenceSchema,
  profileSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '../../../shared/account.js';
import { messageResponseSchema } from '../../../shared/auth.js';
import {
  learnerLicenceBodySchema,
  learnerLicenceReplySchema,
} from '../../../shared/learner-licence.js';
import {
  notificationChannelsSchema,
  notificationSettingsSchema,
  WHATSAPP_UNAVAILABLE_MESSAGE,
} from '../../../shared/notification-channels.js';
import { badRequest } from '../../lib/http-errors.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { routeLimit } from '../../lib/route-limit.js';
import { documentsRoutes } from './documents.routes.js';
import {
  changePassword,
  getEmailPreferences,
  getNotificationChannels,
  saveNotificationChannels,
  getProfile,
  saveEmailPreferences,
  saveLanguage,
  updateProfile,
} from './account.service.js';
import { setLanguageCookie } from '../../lib/visitor-language.js';
import { learnerLicenceOf, saveLearnerLicence } from './learner-licences.service.js';

export const accountRoutes =
  (db: Db, mailer: Mailer, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, mailer, publicUrl: config.publicUrl };
    const tags = ['account'];
    app.addHook('onRequest', requireCustomer);
    await app.register(documentsRoutes(db, config));
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/account/profile',
      { schema: { tags, summary: 'My profile', response: { 200: profileSchema } } },
      async (request) => getProfile(db, customerOf(request).id),
    );

    app.get(
      '/api/account/learner-licence',
      {
        schema: {
          tags,
          summary: "My learner's licence (number, issue and expiry), for practical lessons",
          response: { 200: learnerLicenceReplySchema },
        },
      },
      async (request) => ({ licence: await learnerLicenceOf(db, customerOf(request).id) }),
    );

    app.put(
      '/api/account/learner-licence',
      {
        config: routeLimit(config, 20, 15 * 60_000),
        schema: {
          tags,
          summary: "Records my learner's licence; lessons are booked only while it is valid",
          body: learnerLicenceBodySchema,
          response: { 200: learnerLicenceReplySchema },
        },
      },
      async (request) => ({
        licence: await saveLearnerLicence(db, customerOf(request).id, request.body),
      }),
    );

    app.put(
      '/api/account/profile',
      {
        config: routeLimit(config, 20, 15 * 60_000),
        schema: {
          tags,
          summary: 'Saves my profile; a changed e-mail must be verified again',
          body: profileUpdateSchema,
          response: { 200: profileUpdateResponseSchema },
        },
      },
      async (request) => {
        const b = request.body;
        const profile = await updateProfile(deps, customerOf(request).id, {
          ...b,
          address: b.address ?? null,
        });
        return { message: 'Your profile has been updated successfully.', profile };
      },
    );

    app.post(
      '/api/account/change-password',
      {
        config: routeLimit(config, 10, 15 * 60_000),
        schema: {
          tags,
          summary: 'Changes my password (needs the current one); other sessions end',
          body: changePasswordSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await changePassword(db, customerOf(request), request.body);
        return { message: 'Your password has been changed successfully.' };
      },
    );

    app.put(
      '/api/account/language',
      {
        schema: {
          tags,
          summary: 'Saves my site language; pages, e-mails and SMS use it from then on',
          body: languagePreferenceSchema,
          response: { 200: languagePreferenceSchema },
        },
      },
      async (request, reply) => {
        const { language } = request.body;
        await saveLanguage(db, customerOf(request).id, language);
        setLanguageCookie(reply, config, language);
        return { language };
      },
    );

    app.get(
      '/api/account/email-preferences',
      {
        schema: { tags, summary: 'My e-mail settings', response: { 200: emailPreferencesSchema } },
      },
      async (request) => getEmailPreferences(db, customerOf(request).id),
    );

    app.put(
      '/api/account/email-preferences',
      {
        schema: {
          tags,
          summary: 'Saves my e-mail settings',
          body: emailPreferencesSchema,
          response: { 200: emailPreferencesSchema },
        },
      },
      async (request) => saveEmailPreferences(db, customerOf(request).id, request.body),
    );

    // Production offers WhatsApp only once a provider is configured (else it reaches no one).
    const whatsappAvailable = config.whatsapp !== undefined || config.env !== 'production';

    app.get(
      '/api/account/notification-channels',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary: 'The channels of my booking messages and reminders',
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => ({
        ...(await getNotificationChannels(db, customerOf(request).id)),
        whatsappAvailable,
      }),
    );

    app.put(
      '/api/account/notification-channels',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary: 'Chooses the channels (e-mail, SMS, WhatsApp) of my booking messages',
          body: notificationChannelsSchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => {
        if (request.body.whatsapp && !whatsappAvailable)
          throw badRequest(WHATSAPP_UNAVAILABLE_MESSAGE);
        await saveNotificationChannels(db, customerOf(request).id, request.body);
        return { ...request.body, whatsappAvailable };
      },
    );
  };
