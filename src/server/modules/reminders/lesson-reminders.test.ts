import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { SmsSender } from '../../lib/sms/sms-sender.js';
import type { WhatsAppSender } from '../../lib/whatsapp/whatsapp-sender.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { at, dayAhead, lessonBranch, readyLearner } from '../../test/lesson-fixtures.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithChannels } from './reminders-test-helpers.js';
import { planLessonReminders, sendPlannedMessage } from './reminders.service.js';

// A practical lesson's reminders (issue 34, decision 0047): the evening before and an hour
// before, on the channels the learner chose, in their language; a moved lesson's old
// reminders are dropped when due.

let t: TestApp;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
const texts: { to: string; text: string }[] = [];
const deps = () => ({
  db: t.db,
  jobs: t.jobs,
  mailer: { transport: 'outbox', send: async () => undefined } as Mailer,
  sms: {
    transport: 'outbox',
    send: async (to: string, text: string) => void texts.push({ to, text }),
  } as SmsSender,
  whatsapp: { transport: 'outbox', send: async () => undefined } as WhatsAppSender,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const staff = await staffCookie(t.app, t.db, null);
  branch = await lessonBranch(t, staff.cookie);
});
afterAll(() => t.close());

const messagesOf = (lessonId: number) =>
  t.db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.lessonId, lessonId))
    .orderBy(asc(customerMessages.id));

describe("a practical lesson's reminders", () => {
  it('are planned once per channel, sent in Hindi, and dropped for a moved lesson', async () => {
    const learner = await customerWithChannels(
      t.app,
      t.db,
      { email: true, sms: true, whatsapp: false },
      'hi',
    );
    await readyLearner(t.db, learner.id, branch.packageId);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/mine',
      headers: { cookie: learner.cookie },
      payload: { packageId: branch.packageId, startsAt: at(dayAhead(2), '10:00').toISOString() },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const lessonId = booked.json<{ id: number }>().id;

    const now = at(dayAhead(1), '09:00');
    await planLessonReminders(deps(), now);
    await planLessonReminders(deps(), now);
    const planned = await messagesOf(lessonId);
    expect(planned.map((m) => `${m.kind}/${m.channel}@${m.dueAt.toISOString()}`).sort()).toEqual(
      [
        `lesson_soon/email@${at(dayAhead(2), '09:00').toISOString()}`,
        `lesson_soon/sms@${at(dayAhead(2), '09:00').toISOString()}`,
        `lesson_tomorrow/email@${at(dayAhead(1), '18:00').toISOString()}`,
        `lesson_tomorrow/sms@${at(dayAhead(1), '18:00').toISOString()}`,
      ].sort(),
    );

    const sms = planned.find((m) => m.kind === 'lesson_tomorrow' && m.channel === 'sms');
    if (!sms) throw new Error('No SMS planned.');
    await sendPlannedMessage(deps(), { messageId: sms.id, dueAt: sms.dueAt.toISOString() });
    expect(texts).toHaveLength(1);
    expect(texts[0]?.to).toBe(learner.mobile);
    expect(texts[0]?.text).toMatch(/^नमस्ते .*Meena Verma के साथ आपकी ड्राइविंग क्लास कल/);

    // Moved: the old hour-before reminder is dropped when due, the new time gets its own.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/lessons/mine/${lessonId}/reschedule`,
      headers: { cookie: learner.cookie },
      payload: { startsAt: at(dayAhead(2), '12:00').toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const old = planned.find((m) => m.kind === 'lesson_soon' && m.channel === 'sms');
    if (!old) throw new Error('No SMS planned.');
    await sendPlannedMessage(deps(), { messageId: old.id, dueAt: old.dueAt.toISOString() });
    expect(texts).toHaveLength(1);
    await planLessonReminders(deps(), now);
    const again = await messagesOf(lessonId);
    expect(again.find((m) => m.id === old.id)?.cancelledAt).not.toBeNull();
    expect(
      again.filter((m) => m.kind === 'lesson_soon').map((m) => m.dueAt.toISOString()),
    ).toContain(at(dayAhead(2), '11:00').toISOString());
  });
});
