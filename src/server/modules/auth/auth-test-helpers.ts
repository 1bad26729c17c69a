import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { DbOrTx } from '../../db/client.js';
import { hashPassword } from '../../lib/password.js';
import { SESSION_COOKIE } from '../../lib/session.js';
import { createCustomer } from '../../test/factories.js';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable so links survive soft line breaks. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQp(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The last link of that path kind sent to the address, e.g. '/user/register/'. */
    linkFor(to: string, pathPrefix: string): string | undefined {
      const re = new RegExp(`https?://[^\\s"<>]*${pathPrefix}([A-Za-z0-9_-]+)`, 'g');
      const mail = mails.filter((m) => m.to.includes(to)).at(-1);
      const found = mail ? [...mail.raw.matchAll(re)].at(-1) : undefined;
      return found?.[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
