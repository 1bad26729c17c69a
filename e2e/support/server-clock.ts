import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
