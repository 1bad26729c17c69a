import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../shared/language.js';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import { HttpError } from './http-errors.js';
import { sha256 } from './tokens.js';

export const SESSION_COOKIE = 'sd_session';
export const SESSION_DAYS = 30;

export interface RequestUser {
  id: number;
  role: 'customer' | 'staff';
  name: string;
  email: string;
  mobile: string | null;
  emailVerified: boolean;
  mobileVerified: boolean;
  idVerified: boolean;
  photoKey: string | null;
  language: Language | null;
  referralCode: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request, or null. Set for every /api request. */
    user: RequestUser | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when an Origin header names a site other than this one. */
function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== request.headers.host && origin !== new URL(publicUrl).origin;
}

/**
 * Runs on every signed-in request, so it is prepared: neither Drizzle nor PostgreSQL builds or
 * plans it again (decision 0004).
 */
const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      emailVerified: users.emailVerified,
      mobileVerified: users.mobileVerified,
      idVerified: users.idVerified,
      photoKey: users.photoKey,
      language: users.language,
      referralCode: users.referralCode,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        isNull(users.blockedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(db: DbOrTx, token: string): Promise<RequestUser | null> {
  const [row] = await sessionUserQuery(db).execute({
    tokenHash: sha256(token),
    now: new Date().toISOString(),
  });
  return row ?? null;
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Reads the session cookie on every /api request into `request.user`, and refuses unsafe
 * requests (POST/PUT/PATCH/DELETE) that carry another site's Origin (403).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (UNSAFE.has(request.method) && isForeignOrigin(request, opts.config.publicUrl)) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await findSessionUser(opts.db, token);
    });
  },
  { name: 'session' },
);
