import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { EventBus } from './lib/events/event-bus.js';
import type { JobQueue } from './lib/jobs/job-queue.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { PaymentGateway } from './lib/payment-gateways/payment-gateway.js';
import type { SmsSender } from './lib/sms/sms-sender.js';
import type { WhatsAppSender } from './lib/whatsapp/whatsapp-sender.js';
import type { CancellationRefunds } from './modules/bookings/index.js';

/**
 * What buildApp hands the modules, once, in one direction: route plugins take what they need
 * from it as an argument and never read app decorations.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  gateway: PaymentGateway;
  events: EventBus;
  /** Durable background work (pg-boss in the same database). */
  jobs: JobQueue;
}

/** What console-routes.ts hands every console module: the app's deps and the refund path. */
export interface ConsoleDeps extends AppDeps {
  /** How a cancellation's refund is paid (payments' side of bookings' cancellation). */
  refunds: CancellationRefunds;
}

/**
 * The one shape of a console module's routes (its index.ts exports one): registered by
 * console-routes.ts inside `consoleScope` and `forRoles`, from its table of sections.
 */
export type ConsoleSection = (deps: ConsoleDeps) => FastifyPluginAsync;
