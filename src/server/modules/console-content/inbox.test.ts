import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_MAX, type ContactMessage, type Inbox } from '../../../shared/console-content.js';
import { UNKNOWN_BRANCH_MESSAGE } from '../../../shared/contact.js';
import { contactMessages, contactReplies, outboxMessages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';
import { auditCount, expect400, lastAudit } from './content-test-helpers.js';

let t: TestApp;
let admin: string;
let manager: { cookie: string; user: { name: string } };
let counter: string;
let raipurStaff: string;
let bhilai: number;
let raipur: number;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  manager = await staffCookie(t.app, t.db, 'Bhilai', { name: 'Kavita Manager' });
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
  raipurStaff = (await staffCookie(t.app, t.db, 'Raipur', { staffRole: 'staff' })).cookie;
  bhilai = await branchId(t.db, 'Bhilai');
  raipur = await branchId(t.db, 'Raipur');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Sends the public contact form and returns the stored message. */
async function contact(message: string, extra: object = {}) {
  const email = `sender${++client}@example.in`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.1.0.${client}`,
    payload: { name: 'Asha Verma', email, phone: '98765 43210', message, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  return row!;
}

describe('routing contact messages to a branch', () => {
  it('takes the branch chosen on the form, else the city the message names, else none', async () => {
    expect((await contact('Anything', { branchId: raipur })).branchId).toBe(raipur);
    expect((await contact('I need an SUV in raipur next week.')).branchId).toBe(raipur);
    expect((await contact('भिलाई में कार चाहिए, फिर रायपुर जाना है')).branchId).toBe(bhilai);
    // "Durgesh" is a name, not Durg.
    expect((await contact('Please call Durgesh about a long trip.')).branchId).toBeNull();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.1.1',
      payload: { name: 'A', email: 'a1@example.in', phone: '9876543210', branchId: 999_999 },
    });
    expect400(unknown, UNKNOWN_BRANCH_MESSAGE);
  });

  it('shows branch staff their branch’s messages only, and an admin all or one branch', async () => {
    const ours = await contact('Car needed at Bhilai station');
    const theirs = await contact('Car needed in Raipur');
    const nowhere = await contact('General question');
    const ids = async (url: string, cookie: string) =>
      (await send('GET', url, cookie)).json<Inbox>().messages.map((m) => m.id);
    for (const cookie of [manager.cookie, counter]) {
      const seen = await ids('/api/console/content/messages', cookie);
      expect(seen).toContain(ours.id);
      expect(seen).not.toContain(theirs.id);
      expect(seen).not.toContain(nowhere.id);
      const open = await send('POST', `/api/console/content/messages/${theirs.id}/open`, cookie);
      expect(open.statusCode).toBe(404);
    }
    const list = await send('GET', `/api/console/content/messages?branchId=${raipur}`, counter);
    expect(list.statusCode).toBe(404);
    const all = await ids('/api/console/content/messages', admin);
    expect(all).toEqual(expect.arrayContaining([ours.id, theirs.id, nowhere.id]));
    const raipurOnly = await ids(`/api/console/content/messages?branchId=${raipur}`, admin);
    expect(raipurOnly).toContain(theirs.id);
    expect(raipurOnly).not.toContain(ours.id);
    const opened = await send('POST', `/api/console/content/messages/${ours.id}/open`, counter);
    expect(opened.json<ContactMessage>()).toMatchObject({ branchId: bhilai, branchName: 'Bhilai' });
  });
});

describe('replying from the console', () => {
  it('refuses an empty or too long reply, keeping and sending nothing', async () => {
    const msg = await contact('Bhilai: is a Swift free on Sunday?');
    const url = `/api/console/content/messages/${msg.id}/reply`;
    const audits = await auditCount(t.db);
    expect400(await send('POST', url, counter, { body: '   ' }), 'Please write the reply.');
    expect400(await send('POST', url, counter, {}), 'Please write the reply.');
    expect400(
      await send('POST', url, counter, { body: 'x'.repeat(REPLY_MAX + 1) }),
      `The reply can be at most ${REPLY_MAX} characters.`,
    );
    expect(
      await t.db.select().from(contactReplies).where(eq(contactReplies.messageId, msg.id)),
    ).toEqual([]);
    expect(await auditCount(t.db)).toBe(audits);
    const mails = await t.db.select().from(outboxMessages);
    expect(mails.filter((m) => m.recipient === msg.email && m.subject?.startsWith('Re:'))).toEqual(
      [],
    );
  });

  it('mails the sender, keeps the reply in the thread, marks the message answered, audited', async () => {
    const msg = await contact('Bhilai: is a Swift free on Sunday?');
    const url = `/api/console/content/messages/${msg.id}/reply`;
    const res = await send('POST', url, manager.cookie, { body: 'Yes, from 9 AM. Book online.' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ContactMessage>();
    expect(after.answeredAt).not.toBeNull();
    expect(after.readAt).not.toBeNull();
    expect(after.replies).toMatchObject([
      { body: 'Yes, from 9 AM. Book online.', sentByName: 'Kavita Manager' },
    ]);
    const [mail] = (await t.db.select().from(outboxMessages)).filter(
      (m) =>
        m.recipient === msg.email && m.subject === 'Re: your message to SelfDrive Chhattisgarh',
    );
    expect(mail!.text).toContain('Yes, from 9 AM. Book online.');
    expect(mail!.text).toContain('> Bhilai: is a Swift free on Sunday?');
    expect(mail!.text).toContain('Kavita Manager');
    const audit = await lastAudit(t.db, 'message', msg.id);
    expect(audit).toMatchObject({
      action: 'message.reply',
      branchId: bhilai,
      after: { to: msg.email, body: 'Yes, from 9 AM. Book online.' },
    });

    // A second reply joins the thread, oldest first; the list shows it too.
    await send('POST', url, counter, { body: 'Your booking is confirmed.' });
    const listed = (await send('GET', '/api/console/content/messages', counter))
      .json<Inbox>()
      .messages.find((m) => m.id === msg.id);
    expect(listed!.replies.map((r) => r.body)).toEqual([
      'Yes, from 9 AM. Book online.',
      'Your booking is confirmed.',
    ]);
    // Another branch cannot reply to it.
    const other = await send('POST', url, raipurStaff, { body: 'Hello' });
    expect(other.statusCode).toBe(404);
  });
});
