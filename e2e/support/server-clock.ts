import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '../console-guard';
import { startOwnServer } from './own-server';

const SHIM = path.resolve('e2e/support/shifted-clock.mjs');

/**
 * The clock of a server started with `nodeArgs` and `env` (startOwnServer): it starts at real
 * time; `setTo` moves it, as if the hours in between had passed. The shim reads the file every
 * 50 ms, so a caller checks the new time on the page before relying on it.
 */
export function serverClock() {
  const file = path.join(os.tmpdir(), `selfdrive-e2e-clock-${process.pid}-${Date.now()}`);
  fs.writeFileSync(file, '0');
  return {
    nodeArgs: ['--import', SHIM],
    env: { E2E_CLOCK_FILE: file },
    setTo(at: Date) {
      fs.writeFileSync(file, String(at.getTime() - Date.now()));
    },
    dispose() {
      fs.rmSync(file, { force: true });
    },
  };
}

/**
 * For the describe block it is called in: the built server on `port` with a clock of its own
 * (and the dev mailbox, no rate limits), started before its tests and stopped after them.
 */
export function ownServerWithClock(port: number) {
  const own = {} as {
    clock: ReturnType<typeof serverClock>;
    server: Awaited<ReturnType<typeof startOwnServer>>;
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own.clock = serverClock();
    own.server = await startOwnServer(
      port,
      { ...own.clock.env, RATE_LIMITS: 'false', DEV_MAILBOX: 'true' },
      own.clock.nodeArgs,
    );
  });
  test.afterAll(async () => {
    await own.server?.stop();
    own.clock?.dispose();
  });
  return own;
}
