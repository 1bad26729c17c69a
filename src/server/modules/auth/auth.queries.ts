import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens, sessions, users } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserByMobile(db: DbOrTx, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Issues a single-use e-mail token; returns the clear token for the link. */
export async function issueAuthToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  lifetimeMs: number,
) {
  const token = randomToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

export async function findAuthToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks the token used if it is still unused and unexpired; only one caller can win. */
export async function consumeAuthToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`,
      ),
    );
}
