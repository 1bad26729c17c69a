import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { prepareDemoData } from './seed/prepare.js';
import { seedDemoLessonSchool } from './seed/seed-lessons.js';
import type { EventBus } from './lib/events/event-bus.js';
import { createDurableEventBus } from './lib/events/durable-event-bus.js';
import { createJobQueue, type JobQueue } from './lib/jobs/job-queue.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import { openRedis, redisUnavailable } from './lib/redis.js';
import { registerBackupSignal } from './lib/backup-signal.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { databaseUnavailable } from './lib/database-unavailable.js';
import { registerReadiness } from './lib/readiness.js';
import { guardedValidatorCompiler } from './lib/input-guard.js';
import { registerOpenApi } from './lib/openapi.js';
import { registerRouteAccess } from './lib/route-access.js';
import { registerSecurity } from './lib/security.js';
import { registerStaticSite } from './lib/static-site.js';
import { branchesRoutes } from './modules/branches/index.js';
import {
  type AvailabilityIndex,
  startAvailability,
  type AvailabilityOptions,
  carsRoutes,
} from './modules/cars/index.js';
import { siteRoutes } from './modules/site/index.js';
import { contactRoutes, contentRoutes, seoRoutes } from './modules/content/index.js';
import { sessionPlugin } from './lib/session.js';
import { createSmsSender, type SmsSender } from './lib/sms/sms-sender.js';
import { authRoutes, devMailboxHidden, devMailboxRoutes } from './modules/auth/index.js';
import { accountRoutes } from './modules/account/index.js';
import { bookingsRoutes, scheduleHoldSweep, transactionsRoutes } from './modules/bookings/index.js';
import { scheduleComplianceReminders } from './modules/fleet/index.js';
import { favouritesRoutes } from './modules/favourites/index.js';
import { reviewsRoutes } from './modules/reviews/index.js';
import { tripChargesRoutes } from './modules/trip-charges/index.js';
import { offersRoutes, rentalReferralAtSignUp } from './modules/offers/index.js';
import {
  completePurchaseFromWebhook,
  drivingLessonsRoutes,
} from './modules/driving-lessons/index.js';
import { scheduleOrphanUploadSweep } from './modules/orphan-uploads/index.js';
import { subscribeReminders } from './modules/reminders/index.js';
import { createWhatsAppSender } from './lib/whatsapp/whatsapp-sender.js';
import { subscribeNotifications } from './modules/notifications/index.js';
import {
  scheduleDepositRelease,
  balanceOwed,
  paymentsRoutes,
  syncGstSettings,
  syncExchangeRates,
  cancellationRefunds,
} from './modules/payments/index.js';
import { createPaymentGateway } from './lib/payment-gateways/create-gateway.js';
import type { PaymentGateway } from './lib/payment-gateways/payment-gateway.js';
import { consoleRoutes } from './console-routes.js';
import { finalBillRoutes } from './modules/final-bill/index.js';
import {
  courseOrderDeps,
  learningPlugin,
  subscribeReviewMails,
  completeOrderFromWebhook,
  referralAtSignUp,
  seedLearning,
} from './modules/learning/index.js';
import { withAdvisoryLock } from './db/migrate.js';
import { createPublicMedia } from './lib/storage/public-media.js';
import { createMetrics, type Metrics } from './lib/metrics/metrics.js';
import { scheduleNightlyBackup } from './lib/backup/nightly-backup.js';
import { countDomainEvents } from './lib/metrics/domain-metrics.js';
import { measureDatabase, measureJobQueue } from './lib/metrics/job-metrics.js';
import { measureRequests, serveMetrics } from './lib/metrics/metrics-endpoint.js';
import { loggerOptions } from './lib/telemetry/log-options.js';
import { startTracing } from './lib/telemetry/tracing.js';
import { startErrorReports } from './lib/telemetry/error-reports.js';

export interface BuildAppOptions {
  /** An open database; tests pass their own. Without it the app opens one from the config. */
  database?: Database;
  /** An open Redis connection; without it the app opens one when the config names REDIS_URL. */
  redis?: Redis;
  /** Replaces the mailer chosen from the config (SMTP_URL or the outbox table). */
  mailer?: Mailer;
  /** Replaces the SMS transport chosen from the config (SMS_HTTP_URL or the outbox table). */
  sms?: SmsSender;
  /** Replaces the payment gateway chosen from the config (tests inject a fetch into Razorpay). */
  gateway?: PaymentGateway;
  /** Makes the event bus in place of the durable one over the job queue. */
  events?: (log: FastifyBaseLogger, jobs: JobQueue) => EventBus;
  /** How often idle job workers poll (tests poll often). */
  jobPollingSeconds?: number;
  /** Sees every route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The availability index's timings (tests stretch or shorten them). */
  availability?: AvailabilityOptions;
  /** Where the JSON log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    metrics: Metrics;
    /** This process's availability index (decision 0027); `live` when it answers searches. */
    availability: AvailabilityIndex;
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
  await syncGstSettings(database.db, config.gst);
  await syncExchangeRates(database.db, config.learning);
  await prepareDemoData(database, config);
  if (config.learning.enabled && config.seedDemo) {
    await withAdvisoryLock(database, () =>
      seedLearning(database.db, { media: createPublicMedia(config) }),
    );
    // Practical lessons: instructors' hours, training cars and packages (decision 0046).
    await withAdvisoryLock(database, () => seedDemoLessonSchool(database.db));
  }

  // Both off (their SDKs never loaded) unless OTEL_EXPORTER_OTLP_ENDPOINT / SENTRY_DSN are set.
  const tracing = await startTracing(config.tracing);
  const errorReports = await startErrorReports(config.sentry);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Only a proxy we were told about may set the client address the rate limits count.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (tracing) {
    tracing.traceRequests(app); // first, so every other hook runs inside the request's span
    database.traceQueries(tracing.queryTracer(database.kind));
  }
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  const jobs = createJobQueue(database, app.log, {
    ...(options.jobPollingSeconds ? { pollingIntervalSeconds: options.jobPollingSeconds } : {}),
    ...(tracing ? { traceJob: tracing.traceJob } : {}),
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer: options.mailer ?? createMailer(config.mail, database.db),
    sms: options.sms ?? createSmsSender(config.sms, database.db),
    whatsapp: createWhatsAppSender(config.whatsapp, database.db),
    gateway: options.gateway ?? createPaymentGateway(config),
    jobs,
    events: options.events ? options.events(app.log, jobs) : createDurableEventBus(jobs),
  };
  const redis: Redis | undefined =
    options.redis ?? (config.redis ? await openRedis(config.redis) : undefined);
  if (redis && !options.redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.addHook('onClose', async () => {
    await deps.events.idle(); // deliveries in flight finish before the database closes
    await jobs.stop();
    if (ownsDatabase) await database.close();
    await tracing?.shutdown(); // the last spans are sent
    await errorReports?.close();
  });
  if (ownsDatabase) registerBackupSignal(app, config, database);

  registerRouteAccess(app);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  measureRequests(app, metrics);
  measureDatabase(metrics, database);
  measureJobQueue(metrics, database);
  countDomainEvents(deps.events, metrics);
  serveMetrics(app, config, metrics);
  registerErrorHandler(app, {
    sharedServiceDown: (error) => redisUnavailable(redis, error),
    databaseDown: databaseUnavailable,
    ...(errorReports ? { report: errorReports.captureRequestError } : {}),
  });
  registerReadiness(app, { database, redis, jobs });
  await registerSecurity(app, config, redis);
  await registerOpenApi(app, config.publicUrl);
  await app.register(sessionPlugin, { db: database.db, config });

  await app.register(siteRoutes(config, database));
  // Every car's busy periods and card in memory, kept current across processes (decision 0027).
  const availability = await startAvailability(database, app.log, options.availability);
  app.addHook('onClose', () => availability.stop());
  app.decorate('availability', availability.index);
  await app.register(carsRoutes(database.db, availability.index));
  await app.register(branchesRoutes(database.db));
  await app.register(contentRoutes(database.db));
  await app.register(contactRoutes(config, database.db, deps.mailer));
  await app.register(seoRoutes(config, database.db));
  // An invite link makes the new account a friend for car rentals and, with the school on,
  // for courses too (decisions 0051, 0033).
  const rentalReferral = rentalReferralAtSignUp(database.db, app.log);
  const courseReferral = config.learning.enabled
    ? referralAtSignUp(database.db, app.log)
    : undefined;
  await app.register(
    authRoutes(database.db, deps.mailer, deps.sms, config, async (userId, code) => {
      await rentalReferral(userId, code);
      await courseReferral?.(userId, code);
    }),
  );
  await app.register(accountRoutes(database.db, deps.mailer, config));
  await app.register(favouritesRoutes(database.db));
  await app.register(reviewsRoutes(database.db));
  await app.register(tripChargesRoutes(database.db, config, deps.events));
  await app.register(
    offersRoutes(config, database.db, async (bookingId) => {
      const { owedPaise } = await balanceOwed(database.db, bookingId);
      return owedPaise;
    }),
  );
  const refunds = cancellationRefunds(deps);
  await app.register(bookingsRoutes({ ...deps, refunds }));
  await app.register(transactionsRoutes(database.db));
  await app.register(
    paymentsRoutes({
      ...deps,
      ...(config.learning.enabled
        ? {
            // A course order, else a lesson package purchase (decision 0047).
            otherOrders: async (result) =>
              (await completeOrderFromWebhook(
                courseOrderDeps(database.db, config, deps.gateway, deps.mailer, jobs),
                result,
              )) || completePurchaseFromWebhook(database.db, result),
          }
        : {}),
    }),
  );
  subscribeNotifications(deps);
  if (config.learning.enabled) subscribeReviewMails(deps);
  subscribeReminders(deps);
  // The customer's side of a return: their final bill on the dashboard.
  await app.register(finalBillRoutes(database.db, config));
  await app.register(consoleRoutes({ ...deps, refunds }));
  scheduleHoldSweep(jobs, database.db);
  scheduleDepositRelease(jobs, { db: database.db, events: deps.events });
  scheduleOrphanUploadSweep(jobs, database.db, config, app.log);
  scheduleNightlyBackup(jobs, config, database, metrics, app.log);
  scheduleComplianceReminders(jobs, database.db, deps.mailer);
  if (config.learning.enabled) {
    await app.register(learningPlugin(database.db, config, deps.gateway, deps.mailer, jobs));
    await app.register(drivingLessonsRoutes({ db: database.db, gateway: deps.gateway, config }));
  }
  await app.register(
    config.devMailbox && config.env !== 'production'
      ? devMailboxRoutes(database.db)
      : devMailboxHidden,
  );

  await registerStaticSite(app, config);
  await jobs.start(); // every queue is defined by now
  return app;
}
