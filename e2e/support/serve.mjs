// The Playwright run's web server (playwright.config.ts): prepares the run's demo database and
// signed-in accounts (prepared-data.mjs), then serves the built site on a copy of that database,
// as `npm start` would. Playwright starts it before any spec, so the specs that start a server of
// their own (own-server.ts) find the prepared data ready.
import { spawn } from 'node:child_process';
import { copySeededData, prepareSeededData } from './prepared-data.mjs';

const preparedDir = process.env.E2E_PREPARED_DIR;
if (!preparedDir || !process.env.DATA_DIR)
  throw new Error('E2E_PREPARED_DIR and DATA_DIR are set by playwright.config.ts');

// On a port of its own: Playwright polls PORT's health, and must not take the preparing server,
// stopped a moment later, for the one it waits for.
const preparePort = Number(process.env.E2E_PREPARE_PORT ?? Number(process.env.PORT) + 1000);
await prepareSeededData(preparedDir, preparePort);
copySeededData(preparedDir, process.env.DATA_DIR);

const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
