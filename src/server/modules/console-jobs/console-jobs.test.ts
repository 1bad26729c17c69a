import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FailedJob } from '../../../shared/console-jobs.js';
import { auditLog } from '../../db/schema.js';
import { JOB_SCHEMA } from '../../db/migrate.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import {
  appWithCloudApi,
  bookAndPay,
  customerWithChannels,
  kindOf,
} from '../reminders/reminders-test-helpers.js';

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  delay_seconds: number;
}

describe('a send that keeps failing', () => {
  const s = appWithCloudApi();

  const sendJob = async (messageId: number) => {
    const rows = await s.t.db.execute(
      sql.raw(`select id, state, retry_count, extract(epoch from start_after - now())::float as delay_seconds
        from ${JOB_SCHEMA}.job where name = 'customer-message-send' and data->>'messageId' = '${messageId}'`),
    );
    return (rows as unknown as { rows: JobRow[] }).rows[0]!;
  };

  it('is retried with growing waits, then failed, listed for admins and run again by the retry button (audited)', async () => {
    s.cloudApi.state.failWith = 503;
    const alice = await customerWithChannels(s.t.app, s.t.db, {
      email: false,
      sms: false,
      whatsapp: true,
    });
    const booking = await bookAndPay(s.t.app, s.t.db, alice.cookie, 0);
    await s.t.events.idle();
    const [message] = await kindOf(s.t.db, booking.id, 'booking_confirmed');
    const attempts = () =>
      s.cloudApi.requests.filter((r) => r.body.template.name === 'selfdrive_booking_confirmed')
        .length;

    // pg-boss's backoff: after failure n the wait is between 30·2^(n-1) and 30·2^n seconds.
    for (let failure = 1; failure <= 6; failure++) {
      await expect.poll(attempts, { timeout: 10_000 }).toBe(failure);
      if (failure === 6) break;
      await expect.poll(async () => (await sendJob(message!.id)).state).toBe('retry');
      const job = await sendJob(message!.id);
      expect(job.delay_seconds).toBeGreaterThan(30 * 2 ** (failure - 1) - 5);
      expect(job.delay_seconds).toBeLessThan(30 * 2 ** failure + 1);
      // Time passes: the retry is due now.
      await s.t.db.execute(
        sql.raw(`update ${JOB_SCHEMA}.job set start_after = now() where state = 'retry'`),
      );
      s.t.jobs.kick('customer-message-send');
    }
    await expect.poll(async () => (await sendJob(message!.id)).state).toBe('failed');
    const job = await sendJob(message!.id);

    const admin = await staffCookie(s.t.app, s.t.db, null);
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/console/jobs/failed',
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    // (The payment message fails alike and is listed too once its last attempt is over.)
    const failedJobs = list.json<{ jobs: FailedJob[] }>().jobs;
    const failed = failedJobs.find((j) => j.id === job.id);
    expect(failed).toMatchObject({
      queue: 'customer-message-send',
      attempts: 6,
      error: 'WhatsApp Cloud API answered 503: Service temporarily unavailable',
    });

    const branchStaff = await staffCookie(s.t.app, s.t.db, 'Bhilai');
    for (const [method, url] of [
      ['GET', '/api/console/jobs/failed'],
      ['POST', `/api/console/jobs/${failed!.id}/retry`],
    ] as const) {
      const res = await s.t.app.inject({ method, url, headers: { cookie: branchStaff.cookie } });
      expect(res.statusCode).toBe(403);
    }

    s.cloudApi.state.failWith = 0;
    const retry = await s.t.app.inject({
      method: 'POST',
      url: `/api/console/jobs/${failed!.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode).toBe(200);
    await s.t.jobs.idle();
    const [sent] = await kindOf(s.t.db, booking.id, 'booking_confirmed');
    expect(sent!.sentAt).not.toBeNull();
    expect(attempts()).toBe(7);
    const audit = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.recordId, failed!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.user.id);

    const again = await s.t.app.inject({
      method: 'POST',
      url: `/api/console/jobs/${failed!.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(409);
  });
});
