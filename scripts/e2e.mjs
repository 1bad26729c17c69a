// Runs the Playwright suite against the built site in Debian's Chromium. Without a Chromium it
// is skipped with a clear line, unless E2E_REQUIRED=1 makes that a failure.
//
// Each run gets its own directory for the demo database that its web server migrates and seeds
// once, and for the demo accounts' signed-in cookies (e2e/support/serve.mjs, prepared-data.mjs):
// every server of the run starts from a copy of that database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  const line = `No Chromium at ${chrome} (set CHROME_PATH, or apt-get install chromium).`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`E2E_REQUIRED=1: ${line} Browser tests cannot run.`);
    process.exit(1);
  }
  console.log(`SKIPPED browser tests: ${line}`);
  process.exit(0);
}

const preparedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selfdrive-e2e-prepared-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome, E2E_PREPARED_DIR: preparedDir },
});
fs.rmSync(preparedDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
