import { and, eq, isNull } from 'drizzle-orm';
import { INVITE_EXPIRY_HOURS, type StaffRole } from '../../../shared/console.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { authTokens, branches, sessions, users } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/password.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { EMAIL_TAKEN_MESSAGE, newReferralCode } from '../auth/auth.service.js';

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

/** Inserts a staff account (admins keep no branch); 409 when the e-mail is taken. */
export async function insertStaff(tx: Tx, staff: NewStaff) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  const [row] = await tx
    .insert(users)
    .values({
      role: 'staff',
      staffRole: staff.staffRole,
      branchId: staff.staffRole === 'admin' ? null : staff.branchId,
      name: staff.name,
      email: staff.email,
      passwordHash: staff.password ? await hashPassword(staff.password) : null,
      emailVerified: Boolean(staff.password),
      referralCode: newReferralCode(),
    })
    .returning();
  return row!;
}

/** A single-use invite token (stored hashed), valid INVITE_EXPIRY_HOURS; returns the token. */
export async function issueInvite(tx: DbOrTx, userId: number) {
  const token = randomToken();
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'staff_invite'),
        isNull(authTokens.usedAt),
      ),
    );
  await tx.insert(authTokens).values({
    userId,
    purpose: 'staff_invite',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITE_EXPIRY_HOURS * 3_600_000),
  });
  return token;
}

export async function revokeSessions(tx: DbOrTx, userId: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
