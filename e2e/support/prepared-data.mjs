// The demo database every server of a Playwright run starts from, and the demo accounts' signed-in
// cookies (Playwright storage states). Migrating and seeding takes the built server most of its
// first start, and a sign-in through the form a few seconds: a run does each once (issue 30).
import fs from 'node:fs';
import path from 'node:path';
import { exited, startBuiltServer } from '../../scripts/lib/server-process.mjs';

/** The demo accounts (README), by the name a spec asks for them. */
export const DEMO_ACCOUNTS = {
  customer: { email: 'demo@selfdrive.test', password: 'Demo@1234', login: '/api/auth/login' },
  manager: { email: 'manager@selfdrive.test', password: 'Manager@1234', login: '/api/staff/login' },
  staff: { email: 'staff@selfdrive.test', password: 'Staff@1234', login: '/api/staff/login' },
  admin: { email: 'admin@selfdrive.test', password: 'Admin@1234', login: '/api/staff/login' },
};

export const seededDataDir = (preparedDir) => path.join(preparedDir, 'data');
export const storageStateFile = (preparedDir, who) => path.join(preparedDir, 'auth', `${who}.json`);

/** The session cookie a sign-in answered, as a Playwright storage state for 127.0.0.1. */
function storageState(setCookie) {
  const [pair] = setCookie.split(';');
  const eq = pair.indexOf('=');
  return {
    cookies: [
      {
        name: pair.slice(0, eq).trim(),
        value: pair.slice(eq + 1).trim(),
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  };
}

/**
 * Starts the built server on an empty `preparedDir/data` (it migrates and seeds the demo data),
 * signs each demo account in, writes their storage states to `preparedDir/auth/`, and stops the
 * server cleanly so that the data directory can be copied.
 */
export async function prepareSeededData(preparedDir, port) {
  fs.rmSync(preparedDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(preparedDir, 'auth'), { recursive: true });
  const { child, base } = await startBuiltServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: seededDataDir(preparedDir),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    RATE_LIMITS: 'false',
    DEV_MAILBOX: 'true',
  });
  try {
    for (const [who, account] of Object.entries(DEMO_ACCOUNTS)) {
      const res = await fetch(base + account.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      const cookie = res.headers.get('set-cookie');
      if (!res.ok || !cookie) throw new Error(`${who} could not sign in: ${res.status}`);
      fs.writeFileSync(storageStateFile(preparedDir, who), JSON.stringify(storageState(cookie)));
    }
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

/** A copy of the prepared demo database for one server's DATA_DIR. */
export function copySeededData(preparedDir, dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(seededDataDir(preparedDir), dataDir, { recursive: true });
}
