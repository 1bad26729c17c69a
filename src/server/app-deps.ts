import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { EventBus } from './lib/events/event-bus.js';
import type { JobQueue } from './lib/jobs/job-queue.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { PaymentGateway } from './lib/payment-gateways/payment-gateway.js';
import type { SmsSender } from './lib/sms/sms-sender.js';
import type { WhatsAppSender } from './lib/whatsapp/whatsapp-sender.js';

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
