import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { prepareDemoData } from './seed/prepare.js';
import { createInProcessEventBus, type EventBus } from './lib/events/event-bus.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { registerOpenApi } from './lib/openapi.js';
import { registerSecurity } from './lib/security.js';
import { registerStaticSite } from './lib/static-site.js';
import { branchesRoutes } from './modules/branches/branches.routes.js';
import { carsRoutes } from './modules/cars/cars.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { contactRoutes } from './modules/content/contact.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { seoRoutes } from './modules/content/seo.routes.js';
import { sessionPlugin } from './lib/session.js';
import { createSmsSender, type SmsSender } from './lib/sms/sms-sender.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { holdSweepPlugin } from './modules/bookings/hold-sweep.plugin.js';
import { transactionsRoutes } from './modules/bookings/transactions.routes.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { subscribeNotifications } from './modules/notifications/notifications.subscriptions.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { cancellationRefunds } from './modules/payments/refunds.service.js';
import { createPaymentGateway } from './lib/payment-gateways/create-gateway.js';
import type { PaymentGateway } from './lib/payment-gateways/payment-gateway.js';
import { devMailboxHidden, devMailboxRoutes } from './modules/auth/dev-mailbox.routes.js';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.js';

export interface BuildAppOptions {
  /** An open database; tests pass their own. Without it the app opens one from the config. */
  database?: Database;
  /** Replaces the mailer chosen from the config (SMTP_URL or the outbox table). */
  mailer?: Mailer;
  /** Replaces the SMS transport chosen from the config (SMS_HTTP_URL or the outbox table). */
  sms?: SmsSender;
  /** Replaces the payment gateway chosen from the config (tests inject a fetch into Razorpay). */
  gateway?: PaymentGateway;
  /** Makes the event bus in place of the in-process one (tests keep a handle to it). */
  events?: (log: FastifyBaseLogger) => EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Builds the whole application: migrates the database, seeds demo data when asked, then
 * registers plugins and routes. The returned app is ready to `listen` or to `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  await runMigrations(database);
  await prepareDemoData(database, config);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // Only a proxy we were told about may set the client address the rate limits count.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer: options.mailer ?? createMailer(config.mail, database.db),
    sms: options.sms ?? createSmsSender(config.sms, database.db),
    gateway: options.gateway ?? createPaymentGateway(config),
    events: (options.events ?? createInProcessEventBus)(app.log),
  };
  app.addHook('onClose', async () => {
    await deps.events.idle(); // deliveries in flight finish before the database closes
    if (ownsDatabase) await database.close();
  });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);
  await app.register(sessionPlugin, { db: database.db, config });

  await app.register(siteRoutes(config, database));
  await app.register(carsRoutes(database.db));
  await app.register(branchesRoutes(database.db));
  await app.register(contentRoutes(database.db));
  await app.register(contactRoutes(config, database.db, deps.mailer));
  await app.register(seoRoutes(config, database.db));
  await app.register(authRoutes(database.db, deps.mailer, deps.sms, config));
  await app.register(accountRoutes(database.db, deps.mailer, config));
  await app.register(favouritesRoutes(database.db));
  await app.register(bookingsRoutes({ ...deps, refunds: cancellationRefunds(deps) }));
  await app.register(transactionsRoutes(database.db));
  await app.register(paymentsRoutes(deps));
  subscribeNotifications(deps);
  await app.register(staffAuthRoutes(database.db, config));
  await app.register(holdSweepPlugin(database.db));
  await app.register(
    config.devMailbox && config.env !== 'production'
      ? devMailboxRoutes(database.db)
      : devMailboxHidden,
  );

  await registerStaticSite(app, config);
  return app;
}
