import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Booking } from '../../../shared/bookings.js';
import type { NotificationChannels } from '../../../shared/notification-channels.js';
import type { DbOrTx } from '../../db/client.js';
import { customerMessages, outboxMessages } from '../../db/schema.js';
import { JOB_SCHEMA } from '../../db/migrate.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { startCloudApiServer } from '../../lib/whatsapp/whatsapp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
  postBooking,
} from '../bookings/bookings-test-helpers.js';
import { updateUser } from '../auth/index.js';
import { payWithTestGateway } from '../payments/payments-test-helpers.js';
import { SEND_MESSAGE_QUEUE } from './reminders.service.js';

let mobiles = 0;

/** A signed-in customer with a mobile number and the channels chosen through the API (null: never chose). */
export async function customerWithChannels(
  app: FastifyInstance,
  db: DbOrTx,
  channels: NotificationChannels | null,
  language: 'en' | 'hi' = 'en',
) {
  const session = await customerSession(app, db);
  const mobile = `+9198${String(process.pid % 1000).padStart(3, '0')}${String(++mobiles).padStart(5, '0')}`;
  await updateUser(db, session.id, { mobile, language });
  if (!channels) return { ...session, mobile };
  const res = await app.inject({
    method: 'PUT',
    url: '/api/account/notification-channels',
    headers: { cookie: session.cookie },
    payload: channels,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { ...session, mobile };
}

/** Books car `carIndex` for day+3 10:00 to day+4 10:00 IST and pays it. */
export async function bookAndPay(
  app: FastifyInstance,
  db: DbOrTx,
  cookie: string,
  carIndex: number,
) {
  const res = await postBooking(app, cookie, bookingBody(await bookableCar(db, carIndex)));
  const booking = res.json<Booking>();
  await payWithTestGateway(app, cookie, booking.id);
  return booking;
}

export const messagesOf = (db: DbOrTx, bookingId: number) =>
  db.select().from(customerMessages).where(eq(customerMessages.bookingId, bookingId));

export const kindOf = (db: DbOrTx, bookingId: number, kind: string) =>
  db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.bookingId, bookingId), sql`${customerMessages.kind} = ${kind}`));

/** Lets time pass for the send jobs: every planned one becomes due now, then they run. */
export async function runDueSends(db: DbOrTx, jobs: JobQueue) {
  await db.execute(
    sql.raw(
      `update ${JOB_SCHEMA}.job set start_after = now() where name = '${SEND_MESSAGE_QUEUE}' and state = 'created'`,
    ),
  );
  jobs.kick(SEND_MESSAGE_QUEUE);
  await jobs.idle();
}

/** The texts of the e-mails sent to `email` so far, once events and due sends have run. */
export async function mailsTo(t: TestApp, email: string) {
  await t.events.idle();
  await runDueSends(t.db, t.jobs);
  const rows = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.recipient, email)));
  return rows.map((r) => r.text);
}

/**
 * The seeded app of a describe block, its WhatsApp sent to a local Cloud API server; both are
 * made before its tests and closed after them.
 */
export function appWithCloudApi() {
  const scope = {} as {
    t: TestApp;
    cloudApi: Awaited<ReturnType<typeof startCloudApiServer>>;
  };
  beforeAll(async () => {
    scope.cloudApi = await startCloudApiServer();
    scope.t = await createTestApp({
      seed: true,
      env: { RATE_LIMITS: 'false', ...scope.cloudApi.env },
    });
  });
  afterAll(async () => {
    await scope.t.close();
    await scope.cloudApi.close();
  });
  return scope;
}
