import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_BLOCKED_MESSAGE } from '../../../shared/console-customers.js';
import { WRONG_CREDENTIALS_MESSAGE, type SignUpContinuation } from '../../../shared/auth.js';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { resetMail, verificationMail } from './auth.mail.js';
import type { Language } from '../../../shared/language.js';
import {
  consumeAuthToken,
  findAuthToken,
  findUserByEmail,
  findUserByMobile,
  issueAuthToken,
  revokeUserSessions,
} from './auth.queries.js';

// Other modules reach auth's user and session rows through this file, never its queries.
export { findUserById, revokeUserSessions } from './auth.queries.js';

export const VERIFY_TOKEN_MS = 24 * 3_600_000;
export const RESET_TOKEN_MS = 3_600_000;

export const EMAIL_TAKEN_MESSAGE = 'This e-mail is already registered with another account.';
export const MOBILE_TAKEN_MESSAGE =
  'This mobile number is already registered with another account.';
export const NOT_VERIFIED_MESSAGE =
  'Please verify your e-mail first: click the link in the e-mail we sent you.';
export const LINK_USED_MESSAGE = 'This link has already been used.';
export const LINK_EXPIRED_MESSAGE = 'This link has expired. Please ask for a new one.';
export const LINK_INVALID_MESSAGE = 'This link is not valid.';

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

/**
 * Gives a new account the offer of the invite link it signed up through (the driving school's
 * referral, absent when it is off). Never refuses the sign-up.
 */
export type ReferralAtSignUp = (userId: number, code: string) => Promise<void>;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  referral?: ReferralAtSignUp | undefined;
}

/** `role`: which kind of account this login form is for (staff sign in at /staff/payments). */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  role: 'customer' | 'staff' = 'customer',
) {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-A1');
    await verifyPassword(await dummyHash, password);
    throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  }
  // A new registration must prove its address first; an account already in use keeps working
  // while a changed address waits for verification.
  if (!user.emailVerified && !user.lastLoginAt) throw new HttpError(403, NOT_VERIFIED_MESSAGE);
  if (user.role !== role) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  if (user.blockedAt) throw new HttpError(403, ACCOUNT_BLOCKED_MESSAGE);
  return user;
}

export async function assertUnique(
  db: Db,
  fields: { email?: string; mobile?: string },
  exceptUserId?: number,
) {
  if (fields.email) {
    const other = await findUserByEmail(db, fields.email);
    if (other && other.id !== exceptUserId) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  if (fields.mobile) {
    const other = await findUserByMobile(db, fields.mobile);
    if (other && other.id !== exceptUserId) throw conflict(MOBILE_TAKEN_MESSAGE);
  }
}

/** PostgreSQL unique violation on users (a race between two registrations). */
export function uniqueViolation(error: unknown): HttpError | undefined {
  const e = error as { code?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  if (code !== '23505') return undefined;
  const constraint = e.cause?.constraint ?? '';
  return conflict(constraint.includes('mobile') ? MOBILE_TAKEN_MESSAGE : EMAIL_TAKEN_MESSAGE);
}

export async function register(
  deps: AuthDeps,
  input: {
    name: string;
    email: string;
    mobile: string;
    password: string;
    language: Language;
    referralCode?: string | undefined;
    next?: SignUpContinuation | undefined;
  },
) {
  await assertUnique(deps.db, input);
  const passwordHash = await hashPassword(input.password);
  let created: { userId: number; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          mobile: input.mobile,
          passwordHash,
          language: input.language,
          referralCode: newReferralCode(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Expected the inserted user, found none.');
      const token = await issueAuthToken(tx, user.id, 'verify_email', VERIFY_TOKEN_MS);
      return { userId: user.id, token };
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  if (input.referralCode) await deps.referral?.(created.userId, input.referralCode);
  await deps.mailer.send(
    verificationMail(
      deps.publicUrl,
      input.email,
      input.name,
      created.token,
      input.language,
      input.next ? `?next=${input.next}` : '',
    ),
  );
}

/**
 * An account staff open for a walk-in or phone customer: no password yet (they sign in by OTP
 * on their mobile, or set one through "Forgot password"), and the usual account e-mail with
 * the link that verifies the address, as after a sign-up.
 */
export async function createCounterCustomer(
  deps: AuthDeps,
  input: { name: string; email: string; mobile: string },
  /** Runs in the account's transaction (staff: the audit entry). */
  onCreated?: (tx: Tx, userId: number) => Promise<void>,
) {
  await assertUnique(deps.db, input);
  let created: { id: number; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...input, language: 'en', referralCode: newReferralCode() })
        .returning({ id: users.id });
      if (!user) throw new Error('Expected the inserted user, found none.');
      await onCreated?.(tx, user.id);
      const token = await issueAuthToken(tx, user.id, 'verify_email', VERIFY_TOKEN_MS);
      return { id: user.id, token };
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  await deps.mailer.send(
    verificationMail(deps.publicUrl, input.email, input.name, created.token, 'en'),
  );
  return created.id;
}

export async function sendVerificationMail(
  deps: AuthDeps,
  user: { id: number; email: string; name: string; language?: Language | null },
) {
  const token = await issueAuthToken(deps.db, user.id, 'verify_email', VERIFY_TOKEN_MS);
  await deps.mailer.send(
    verificationMail(deps.publicUrl, user.email, user.name, token, user.language),
  );
}

/** Why a token cannot be used, as a 400 with a clear message. */
async function tokenProblem(db: Db, token: string, purpose: 'verify_email' | 'reset_password') {
  const row = await findAuthToken(db, token, purpose);
  if (!row) return badRequest(LINK_INVALID_MESSAGE);
  if (row.usedAt) return badRequest(LINK_USED_MESSAGE);
  if (row.expiresAt.getTime() <= Date.now()) return badRequest(LINK_EXPIRED_MESSAGE);
  return undefined;
}

export async function verifyEmail(db: Db, token: string) {
  const done = await db.transaction(async (tx) => {
    const used = await consumeAuthToken(tx, token, 'verify_email');
    if (!used) return false;
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, used.userId));
    return true;
  });
  if (done) return;
  throw (await tokenProblem(db, token, 'verify_email')) ?? badRequest(LINK_INVALID_MESSAGE);
}

export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.role !== 'customer') return;
  const token = await issueAuthToken(deps.db, user.id, 'reset_password', RESET_TOKEN_MS);
  await deps.mailer.send(resetMail(deps.publicUrl, user.email, user.name, token, user.language));
}

export async function checkResetToken(db: Db, token: string) {
  const problem = await tokenProblem(db, token, 'reset_password');
  if (problem) throw problem;
}

/** Sets the new password, proves the address, and ends every session of the account. */
export async function resetPassword(db: Db, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const done = await db.transaction(async (tx) => {
    const used = await consumeAuthToken(tx, token, 'reset_password');
    if (!used) return false;
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(eq(users.id, used.userId));
    await revokeUserSessions(tx, used.userId);
    return true;
  });
  if (!done) {
    throw (await tokenProblem(db, token, 'reset_password')) ?? badRequest(LINK_INVALID_MESSAGE);
  }
}
