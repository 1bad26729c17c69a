import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { hashPassword } from '../../lib/password.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createCustomer } from '../../test/factories.js';

export { startSmtpCapture, type CapturedMail } from '../../test/smtp-capture.js';

/** A customer who can log in with the password (verified e-mail). */
export async function createLoginCustomer(
  db: DbOrTx,
  password = 'Secret123',
  overrides: Parameters<typeof createCustomer>[1] = {},
) {
  const user = await createCustomer(db, {
    passwordHash: await hashPassword(password),
    emailVerified: true,
    ...overrides,
  });
  return { ...user, password };
}

/** Logs in through the API; returns the Cookie header value for later requests. */
export async function loginCookie(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
