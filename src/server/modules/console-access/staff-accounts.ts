import { asc, eq } from 'drizzle-orm';
import { INVITE_EXPIRY_HOURS, type StaffRole } from '../../../shared/console.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { branches, users } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/password.js';
import {
  EMAIL_TAKEN_MESSAGE,
  newReferralCode,
  insertUser,
  issueAuthToken,
  retireTokens,
  revokeUserSessions,
} from '../auth/index.js';

export const BRANCH_UNKNOWN_MESSAGE = 'There is no such branch.';

export interface NewStaff {
  name: string;
  email: string;
  staffRole: StaffRole;
  branchId: number | null;
  /** Without one the account waits for its invite link. */
  password?: string;
}

export async function findBranch(db: DbOrTx, nameOrId: string | number) {
  const byId = typeof nameOrId === 'number' || /^\d+$/.test(nameOrId);
  const [row] = await db
    .select()
    .from(branches)
    .where(byId ? eq(branches.id, Number(nameOrId)) : eq(branches.name, String(nameOrId)))
    .limit(1);
  return row ?? null;
}

/** The branches a staff member works with (every branch for a null scope: an admin). */
export async function branchesInScope(db: DbOrTx, scope: number | null) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(scope === null ? undefined : eq(branches.id, scope))
    .orderBy(asc(branches.cityIndex));
}

/** Inserts a staff account (admins keep no branch); 409 when the e-mail is taken. */
export async function insertStaff(tx: Tx, staff: NewStaff) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  return insertUser(tx, {
    role: 'staff',
    staffRole: staff.staffRole,
    branchId: staff.staffRole === 'admin' ? null : staff.branchId,
    name: staff.name,
    email: staff.email,
    passwordHash: staff.password ? await hashPassword(staff.password) : null,
    emailVerified: Boolean(staff.password),
    referralCode: newReferralCode(),
  });
}

/** A single-use invite token (stored hashed), valid INVITE_EXPIRY_HOURS; returns the token. */
export async function issueInvite(tx: DbOrTx, userId: number) {
  await retireTokens(tx, userId, 'staff_invite');
  return issueAuthToken(tx, userId, 'staff_invite', INVITE_EXPIRY_HOURS * 3_600_000);
}

export const revokeSessions = (tx: DbOrTx, userId: number) => revokeUserSessions(tx, userId);
