import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayResponse } from '../shared/payments.js';
import { JOB_SCHEMA } from './db/migrate.js';
import {
  payWithTestGateway,
  twoPayingCustomers,
} from './modules/payments/payments-test-helpers.js';

/** A port nobody listens on right now, for the metrics listener. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const TOKEN = 'metrics-token-for-the-test-0123456789';
const PORT = await freePort();

/** The value of one series in Prometheus text, 0 when it has not appeared yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics', () => {
  const ctx = twoPayingCustomers({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(PORT) });
  const scrapeByToken = async () => {
    const res = await ctx.t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  const scrapeByPort = async () => {
    await ctx.t.app.ready();
    const res = await fetch(`http://127.0.0.1:${PORT}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('a paid booking moves the booking, payment and request counters', async () => {
    const before = await scrapeByPort();
    const booking = await ctx.newBooking();
    await payWithTestGateway(ctx.t.app, ctx.alice.cookie, booking.id);
    const after = await scrapeByToken();

    for (const series of [
      'selfdrive_bookings_total{outcome="confirmed"}',
      'selfdrive_payments_total{outcome="succeeded"}',
      'selfdrive_http_request_duration_seconds_count{method="POST",route="/api/bookings",status_code="201"}',
      'selfdrive_http_request_duration_seconds_count{method="POST",route="/api/bookings/:id/pay",status_code="200"}',
    ]) {
      expect({ series, moved: valueOf(after, series) - valueOf(before, series) }).toEqual({
        series,
        moved: 1,
      });
    }
    expect(
      valueOf(after, 'selfdrive_db_query_duration_seconds_count{outcome="ok"}'),
    ).toBeGreaterThan(valueOf(before, 'selfdrive_db_query_duration_seconds_count{outcome="ok"}'));
    // Process metrics and the job queue's tables are there too.
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(after).toContain('# TYPE selfdrive_jobs gauge');
    expect(after).toContain('# TYPE selfdrive_jobs_failed_last_hour gauge');
    if (ctx.t.databaseUrl)
      expect(after).toMatch(/^selfdrive_db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('a cancellation with money paid counts a cancelled booking and its refund', async () => {
    const before = await scrapeByToken();
    const booking = await ctx.newBooking();
    await payWithTestGateway(ctx.t.app, ctx.alice.cookie, booking.id);
    const cancel = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: ctx.alice.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const after = await scrapeByToken();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('selfdrive_bookings_total{outcome="cancelled"}')).toBe(1);
    expect(moved('selfdrive_refunds_total{outcome="owed"}')).toBe(1);
    // The test gateway pays a refund back at once.
    expect(moved('selfdrive_refunds_total{outcome="sent"}')).toBe(1);
    expect(moved('selfdrive_refunds_sent_paise_total')).toBeGreaterThan(0);
  });

  it('a job waiting counts in the queue depth, and one that fails for good in the failures', async () => {
    const queue = 'course-mail';
    const waiting = `selfdrive_jobs{queue="${queue}",state="created"}`;
    const failed = `selfdrive_jobs{queue="${queue}",state="failed"}`;
    const failedLastHour = `selfdrive_jobs_failed_last_hour{queue="${queue}"}`;
    const before = await scrapeByToken();
    // A mail for an order id that is not a number: its statement fails, every attempt.
    await ctx.t.jobs.send(
      ctx.t.db,
      queue,
      { kind: 'paid', orderId: 'not-a-number' },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    const queued = await scrapeByToken();
    expect(valueOf(queued, waiting) - valueOf(before, waiting)).toBe(1);

    // Time passes and its retries are used up: due now, with no retry left.
    await ctx.t.db.execute(
      sql.raw(`update ${JOB_SCHEMA}.job set start_after = now(), retry_limit = 0
                 where name = '${queue}' and state = 'created'`),
    );
    ctx.t.jobs.kick(queue);
    await expect
      .poll(async () => valueOf(await scrapeByToken(), failed) - valueOf(before, failed), {
        timeout: 15_000,
      })
      .toBe(1);
    const after = await scrapeByToken();
    expect(valueOf(after, waiting)).toBe(valueOf(before, waiting));
    expect(valueOf(after, failedLastHour) - valueOf(before, failedLastHour)).toBe(1);
  });

  it('a failed payment counts by its outcome', async () => {
    const before = await scrapeByToken();
    const booking = await ctx.newBooking();
    const pay = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/pay`,
      headers: { cookie: ctx.alice.cookie },
    });
    expect(pay.statusCode).toBe(200);
    const done = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${pay.json<PayResponse>().orderId}/complete`,
      headers: { cookie: ctx.alice.cookie },
      payload: { outcome: 'failure' },
    });
    expect(done.statusCode).toBe(200);
    const after = await scrapeByToken();
    const series = 'selfdrive_payments_total{outcome="failed"}';
    expect(valueOf(after, series) - valueOf(before, series)).toBe(1);
  });

  it('the public port refuses the metrics without the token, and the listener serves nothing else', async () => {
    expect((await ctx.t.app.inject('/api/metrics')).statusCode).toBe(401);
    const wrong = await ctx.t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', 'x')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('selfdrive_');
    await ctx.t.app.ready();
    expect((await fetch(`http://127.0.0.1:${PORT}/api/bookings`)).status).toBe(404);
  });
});

describe('metrics switched off (the default)', () => {
  const ctx = twoPayingCustomers();

  it('has no metrics route and opens no listener', async () => {
    const res = await ctx.t.app.inject('/api/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('selfdrive_');
    expect(ctx.t.config.metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
  });
});
