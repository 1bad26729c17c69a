import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { wrapPostgres } from '../../db/client.js';
import { createDurableEventBus } from '../../lib/events/durable-event-bus.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { startCloudApiServer } from '../../lib/whatsapp/whatsapp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKind } from '../../test/test-database.js';
import { SEND_MESSAGE_QUEUE } from './reminders.service.js';
import {
  bookAndPay,
  customerWithChannels,
  messagesOf,
  runDueSends,
} from './reminders-test-helpers.js';

/** Two app instances on one PostgreSQL database, as `npm run start:cluster` runs them. */
describe.skipIf(testDatabaseKind() !== 'postgres')('reminders with two server processes', () => {
  let t: TestApp;
  let second: { app: App; events: EventBus; jobs: JobQueue; pool: pg.Pool };
  let cloudApi: Awaited<ReturnType<typeof startCloudApiServer>>;
  beforeAll(async () => {
    cloudApi = await startCloudApiServer();
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', ...cloudApi.env } });
    const pool = new pg.Pool({ connectionString: t.databaseUrl!, max: 10 });
    let events!: EventBus;
    let jobs!: JobQueue;
    const app = await buildApp(t.config, {
      database: wrapPostgres(pool),
      jobPollingSeconds: 0.5,
      events: (_log, queue) => {
        jobs = queue;
        return (events = createDurableEventBus(queue));
      },
    });
    second = { app, events, jobs, pool };
  });
  afterAll(async () => {
    await second.app.close();
    await second.pool.end();
    await t.close();
    await cloudApi.close();
  });

  it('sends each message of a booking once, though both plan it and both send', async () => {
    const alice = await customerWithChannels(t.app, t.db, {
      email: true,
      sms: true,
      whatsapp: true,
    });
    const booking = await bookAndPay(t.app, t.db, alice.cookie, 5);
    await t.events.idle();
    // The same event delivered again, in the other process.
    await second.events.transaction(t.db, async (_tx, emit) =>
      emit({ type: 'booking.confirmed', bookingId: booking.id, userId: alice.id, paymentId: 0 }),
    );
    await second.events.idle();
    // And a duplicate send job for every message, for both processes to take.
    for (const m of await messagesOf(t.db, booking.id)) {
      await second.jobs.send(t.db, SEND_MESSAGE_QUEUE, {
        messageId: m.id,
        dueAt: m.dueAt.toISOString(),
      });
    }
    await runDueSends(t.db, t.jobs);
    await second.jobs.idle();

    const sent = cloudApi.requests
      .filter((r) => r.body.to === alice.mobile.slice(1))
      .map((r) => r.body.template.name)
      .sort();
    expect(sent).toEqual([
      'selfdrive_booking_confirmed',
      'selfdrive_payment_received',
      'selfdrive_pickup_tomorrow',
      'selfdrive_return_due',
    ]);
    const rows = await messagesOf(t.db, booking.id);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.sentAt).not.toBeNull();
  });
});
