import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, StaffList, StaffMember } from '../../../shared/console.js';
import { authTokens, outboxMessages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, signIn, staffCookie } from './console-test-helpers.js';

let t: TestApp;
let admin: string;
let bhilai: { user: { id: number }; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  bhilai = await staffCookie(t.app, t.db, 'Bhilai');
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function inviteLinkTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id));
  const token = /\/staff\/invite\/([\w-]+)/.exec(mail!.text)![1]!;
  return token;
}

describe('staff accounts in the console', () => {
  it('invites by e-mail: the link sets a password once, then the account signs in', async () => {
    const res = await post('/api/console/staff', bhilai.cookie, {
      name: 'Ravi Sahu',
      email: 'ravi@branch.test',
      staffRole: 'staff',
      branchId: await branchId(t.db, 'Bhilai'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<StaffMember>()).toMatchObject({ state: 'invited', branchName: 'Bhilai' });
    const token = await inviteLinkTo('ravi@branch.test');
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.purpose, 'staff_invite'));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    const accept = { token, password: 'Branch123' };
    expect((await post('/api/staff/invite/accept', '', accept)).statusCode).toBe(200);
    const again = await post('/api/staff/invite/accept', '', accept);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid, was already used or has expired/);
    await signIn(t.app, 'ravi@branch.test', 'Branch123');
  });

  it('refuses an expired invite link', async () => {
    await post('/api/console/staff', admin, {
      name: 'Late Larry',
      email: 'larry@branch.test',
      staffRole: 'admin',
      branchId: null,
    });
    const token = await inviteLinkTo('larry@branch.test');
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/staff/invite/accept', '', { token, password: 'Branch123' });
    expect(res.statusCode).toBe(400);
  });

  it('answers bad input with 400 and a clear message, and changes nothing', async () => {
    const res = await post('/api/console/staff', admin, {
      name: 'No Branch',
      email: 'nobranch@branch.test',
      staffRole: 'staff',
      branchId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Branch managers and counter staff need a branch.');
    const list = await t.app.inject({ url: '/api/console/staff', headers: { cookie: admin } });
    expect(list.json<StaffList>().staff.some((s) => s.email === 'nobranch@branch.test')).toBe(
      false,
    );
  });

  it('keeps branch staff to their branch: no admins, no other branch', async () => {
    const asAdmin = await post('/api/console/staff', bhilai.cookie, {
      name: 'Sneaky',
      email: 'sneaky@branch.test',
      staffRole: 'admin',
      branchId: null,
    });
    expect(asAdmin.statusCode).toBe(403);
    const raipur = await post('/api/console/staff', bhilai.cookie, {
      name: 'Sneaky',
      email: 'sneaky@branch.test',
      staffRole: 'staff',
      branchId: await branchId(t.db, 'Raipur'),
    });
    expect(raipur.statusCode).toBe(404);
    const list = await t.app.inject({
      url: '/api/console/staff',
      headers: { cookie: bhilai.cookie },
    });
    const { staff } = list.json<StaffList>();
    expect(staff.map((s) => s.id)).toContain(bhilai.user.id);
    expect(staff.every((s) => s.branchName === 'Bhilai')).toBe(true);
  });

  it('deactivates: sessions end at once, login is refused, and the audit log says who did it', async () => {
    const target = await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' });
    const res = await post(`/api/console/staff/${target.user.id}/deactivate`, bhilai.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffMember>().state).toBe('deactivated');
    const me = await t.app.inject({ url: '/api/console/me', headers: { cookie: target.cookie } });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: target.user.email, password: 'Staff1234' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('This staff account has been deactivated.');

    const audit = await t.app.inject({
      url: `/api/console/audit?recordType=staff&recordId=${target.user.id}`,
      headers: { cookie: bhilai.cookie },
    });
    const [entry] = audit.json<AuditPage>().entries;
    expect(entry).toMatchObject({ action: 'staff.deactivate', recordId: String(target.user.id) });
    expect(entry!.before).toMatchObject({ state: 'active' });
    expect(entry!.after).toMatchObject({ state: 'deactivated' });
  });

  it('will not let anyone deactivate themselves', async () => {
    const res = await post(`/api/console/staff/${bhilai.user.id}/deactivate`, bhilai.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot deactivate your own account.');
  });
});
