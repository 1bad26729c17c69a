import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_DEACTIVATED_MESSAGE,
  MANAGER_TEAM_MESSAGE,
  type InviteStaffBody,
  type StaffMember,
  type StaffRole,
} from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { branches, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import {
  assertAdmin,
  assertBranch,
  branchScope,
  type ConsoleStaff,
} from '../../lib/console-guard.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/password.js';
import { consumeAuthToken, setInvitedPassword, updateUser } from '../auth/index.js';
import {
  BRANCH_UNKNOWN_MESSAGE,
  findBranch,
  insertStaff,
  issueInvite,
  revokeSessions,
} from './staff-accounts.js';

export const SELF_DEACTIVATE_MESSAGE = 'You cannot deactivate your own account.';
export const INVITE_LINK_PROBLEM_MESSAGE =
  'This invite link is not valid, was already used or has expired. Ask for a new invite.';

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  staffRole: users.staffRole,
  branchId: users.branchId,
  branchName: branches.name,
  passwordHash: users.passwordHash,
  deactivatedAt: users.deactivatedAt,
  deactivatedByRole: sql<StaffRole | null>`(
    SELECT d.staff_role FROM users d WHERE d.id = ${users.deactivatedBy})`,
};

interface MemberRow {
  id: number;
  name: string;
  email: string;
  staffRole: StaffRole | null;
  branchId: number | null;
  branchName: string | null;
  passwordHash: string | null;
  deactivatedAt: Date | null;
  deactivatedByRole: StaffRole | null;
}

const toMember = (r: MemberRow): StaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  staffRole: r.staffRole ?? 'staff',
  branchId: r.branchId,
  branchName: r.branchName,
  state: r.deactivatedAt ? 'deactivated' : r.passwordHash ? 'active' : 'invited',
  deactivatedByAdmin: r.deactivatedAt !== null && r.deactivatedByRole === 'admin',
});

/** A manager runs the counter staff of their own branch; only an admin touches the others. */
function assertMayManage(actor: ConsoleStaff, role: StaffRole) {
  if (actor.staffRole === 'admin') return;
  if (actor.staffRole !== 'manager' || role !== 'staff') {
    throw new HttpError(403, MANAGER_TEAM_MESSAGE);
  }
}

export async function listStaff(db: Db, actor: ConsoleStaff) {
  const scope = branchScope(actor);
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.role, 'staff'), scope === null ? undefined : eq(users.branchId, scope)))
    .orderBy(asc(users.name));
  return { staff: rows.map(toMember) };
}

async function findMember(db: Db, id: number) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.id, id), eq(users.role, 'staff')));
  if (!row) throw notFound();
  return toMember(row);
}

/** Creates the account without a password and returns the invite token to mail. */
export async function inviteStaff(db: Db, actor: ConsoleStaff, body: InviteStaffBody) {
  // A manager adds counter staff to their own branch; only an admin adds managers and admins.
  if (body.staffRole === 'admin') assertAdmin(actor);
  assertMayManage(actor, body.staffRole);
  const branchId = body.staffRole === 'admin' ? null : body.branchId;
  if (branchId !== null) {
    if (!(await findBranch(db, branchId))) throw badRequest(BRANCH_UNKNOWN_MESSAGE, 'branchId');
    assertBranch(actor, branchId);
  }
  return db.transaction(async (tx) => {
    const user = await insertStaff(tx, { ...body, branchId });
    const token = await issueInvite(tx, user.id);
    const after = { name: user.name, email: user.email, staffRole: user.staffRole, branchId };
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'staff.invite',
      recordType: 'staff',
      recordId: user.id,
      branchId,
      before: null,
      after,
    });
    return { user, token };
  });
}

/** Deactivates (or reactivates) a staff account; deactivating ends its sessions at once. */
export async function setStaffActive(db: Db, actor: ConsoleStaff, id: number, active: boolean) {
  const before = await findMember(db, id);
  assertBranch(actor, before.branchId);
  if (id === actor.id) throw badRequest(SELF_DEACTIVATE_MESSAGE);
  if (before.staffRole === 'admin') assertAdmin(actor);
  assertMayManage(actor, before.staffRole);
  if (active && before.deactivatedByAdmin && actor.staffRole !== 'admin') {
    throw new HttpError(403, ADMIN_DEACTIVATED_MESSAGE);
  }
  await db.transaction(async (tx) => {
    await updateUser(
      tx,
      id,
      active
        ? { deactivatedAt: null, deactivatedBy: null }
        : { deactivatedAt: new Date(), deactivatedBy: actor.id },
    );
    if (!active) await revokeSessions(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: active ? 'staff.reactivate' : 'staff.deactivate',
      recordType: 'staff',
      recordId: id,
      branchId: before.branchId,
      before,
      after: { ...before, state: active ? 'active' : 'deactivated' },
    });
  });
  return findMember(db, id);
}

/** Sets the password of an invited account; the link works once and expires. */
export async function acceptInvite(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const used = await consumeAuthToken(tx, token, 'staff_invite');
    if (!used) return null;
    return (await setInvitedPassword(tx, used.userId, passwordHash)) ?? null;
  });
  if (!done) throw badRequest(INVITE_LINK_PROBLEM_MESSAGE);
  return done;
}
