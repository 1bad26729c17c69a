// The auth module's one write path for users, sessions and tokens (decision 0028): account,
// the console's staff and customer screens, staff sign-in and the school's seed call these
// rather than writing the rows themselves.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { must } from '../../../shared/must.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { authTokens, sessions, users } from '../../db/schema.js';
import { SESSION_COOKIE, SESSION_DAYS } from '../../lib/session.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

export { consumeAuthToken, issueAuthToken, revokeUserSessions } from './auth.queries.js';

type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'role' | 'referralCode' | 'createdAt'>>;

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return must(row, 'the inserted user');
}

/** Changes one user's columns; the row as changed, or undefined when there is no such user. */
export async function updateUser(db: DbOrTx, userId: number, changes: UserChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** Marks a user's unused tokens of one purpose used, so only the next one issued works. */
export async function retireTokens(db: DbOrTx, userId: number, purpose: TokenPurpose) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/** Sets the first password of an invited account unless it was deactivated meanwhile. */
export async function setInvitedPassword(db: DbOrTx, userId: number, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning({ email: users.email });
  return user;
}

/** Creates a session row and sets its cookie; the token only ever lives in the cookie. */
export async function startSession(
  db: DbOrTx,
  config: Config,
  reply: FastifyReply,
  userId: number,
  userAgent: string | undefined,
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    expires: expiresAt,
  });
}
