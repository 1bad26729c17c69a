import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DEACTIVATED_MESSAGE,
  MANAGER_ONLY_MESSAGE,
  MANAGER_TEAM_MESSAGE,
  type StaffList,
  type StaffMember,
} from '../../../shared/console.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, createStaff, staffCookie } from './console-test-helpers.js';

let t: TestApp;
let admin: string;
let manager: string;
let counter: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const invite = async (cookie: string, staffRole: string, email: string) =>
  post('/api/console/staff', cookie, {
    name: 'New Colleague',
    email,
    staffRole,
    branchId: await branchId(t.db, 'Bhilai'),
  });
const teamOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/console/staff', headers: { cookie } })).json<StaffList>().staff;

describe('roles: admin, branch manager, counter staff', () => {
  it('lets a manager invite counter staff of their branch, but not another manager', async () => {
    const ok = await invite(manager, 'staff', 'desk1@branch.test');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<StaffMember>()).toMatchObject({ staffRole: 'staff', branchName: 'Bhilai' });
    const refused = await invite(manager, 'manager', 'boss2@branch.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MANAGER_TEAM_MESSAGE);
    expect((await teamOf(admin)).some((s) => s.email === 'boss2@branch.test')).toBe(false);
  });

  it('lets an admin invite a branch manager', async () => {
    const res = await invite(admin, 'manager', 'boss3@branch.test');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<StaffMember>().staffRole).toBe('manager');
  });

  it('refuses counter staff the team page and any invite', async () => {
    const list = await t.app.inject({ url: '/api/console/staff', headers: { cookie: counter } });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(MANAGER_ONLY_MESSAGE);
    const res = await invite(counter, 'staff', 'desk2@branch.test');
    expect(res.statusCode).toBe(403);
    expect((await teamOf(admin)).some((s) => s.email === 'desk2@branch.test')).toBe(false);
  });

  it('keeps a manager from deactivating another manager', async () => {
    const other = await createStaff(t.db, 'Bhilai');
    const res = await post(`/api/console/staff/${other.id}/deactivate`, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MANAGER_TEAM_MESSAGE);
  });

  it('only an admin reactivates an account an admin deactivated', async () => {
    const desk = await createStaff(t.db, 'Bhilai', { staffRole: 'staff' });
    const off = await post(`/api/console/staff/${desk.id}/deactivate`, admin);
    expect(off.json<StaffMember>()).toMatchObject({
      state: 'deactivated',
      deactivatedByAdmin: true,
    });
    const byManager = await post(`/api/console/staff/${desk.id}/reactivate`, manager);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(ADMIN_DEACTIVATED_MESSAGE);
    expect((await teamOf(admin)).find((s) => s.id === desk.id)!.state).toBe('deactivated');
    const byAdmin = await post(`/api/console/staff/${desk.id}/reactivate`, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<StaffMember>()).toMatchObject({
      state: 'active',
      deactivatedByAdmin: false,
    });
  });

  it('lets a manager reactivate counter staff they deactivated themselves', async () => {
    const desk = await createStaff(t.db, 'Bhilai', { staffRole: 'staff' });
    await post(`/api/console/staff/${desk.id}/deactivate`, manager);
    const res = await post(`/api/console/staff/${desk.id}/reactivate`, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffMember>().state).toBe('active');
  });
});
