import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema.js';
import { outboxMailer } from '../../lib/mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signIn } from './console-test-helpers.js';
import { createStaffAccount } from './staff-create.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
});
afterAll(() => t.close());

describe('npm run staff:create (createStaffAccount)', () => {
  it('creates an admin with a password who can sign in to the console', async () => {
    const mailer = outboxMailer(t.db);
    await createStaffAccount(t.db, mailer, t.config.publicUrl, {
      email: 'owner@example.in',
      role: 'admin',
      password: 'Owner1234',
    });
    const cookie = await signIn(t.app, 'owner@example.in', 'Owner1234');
    const me = await t.app.inject({ url: '/api/console/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ staffRole: 'admin', branchId: null });
  });

  it('creates branch staff without a password: the invite link is printed and mailed', async () => {
    const mailer = outboxMailer(t.db);
    const result = await createStaffAccount(t.db, mailer, t.config.publicUrl, {
      email: 'asha@example.in',
      role: 'staff',
      branch: 'Raipur',
      name: 'Asha Verma',
    });
    expect(result.inviteLink).toMatch(/\/staff\/invite\/[\w-]+$/);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'asha@example.in'));
    expect(mail?.text).toContain(result.inviteLink!);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'asha@example.in'));
    expect(row).toMatchObject({ staffRole: 'staff', passwordHash: null, name: 'Asha Verma' });
  });

  it('keeps the account and its invite link when the mail server refuses the invite', async () => {
    const refusing = {
      transport: 'smtp' as const,
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')),
    };
    const result = await createStaffAccount(t.db, refusing, t.config.publicUrl, {
      email: 'first.admin@example.in',
      role: 'admin',
    });
    expect(result.inviteLink).toMatch(/\/staff\/invite\/[\w-]+$/);
    expect(result.mailError).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'first.admin@example.in'));
    expect(row).toMatchObject({ staffRole: 'admin', passwordHash: null });
  });

  it('refuses branch staff without a branch, and an unknown branch', async () => {
    const mailer = outboxMailer(t.db);
    await expect(
      createStaffAccount(t.db, mailer, t.config.publicUrl, { email: 'a@x.in', role: 'staff' }),
    ).rejects.toThrow('Branch managers and counter staff need a branch (--branch).');
    await expect(
      createStaffAccount(t.db, mailer, t.config.publicUrl, {
        email: 'a@x.in',
        role: 'staff',
        branch: 'Gotham',
      }),
    ).rejects.toThrow('There is no such branch.');
  });
});
