// `npm start`: build what is missing or stale, then become the server. No manual step.
// `npm run start:cluster -- --processes N`: the same, as N processes on one port (cluster.ts).
// This script does not stay as a parent of the server: once the build is fresh it replaces its
// own process with `node dist/server/main.js` (process.execve: same pid, signals and stdio go
// straight to the server), so `npm start` leaves npm and the server only (decision 0043).
import { spawn } from 'node:child_process';
import { ROOT, buildIfStale, buildPgliteTemplateIfStale } from './lib/build-if-stale.mjs';

const log = (line) => console.log(`[start] ${line}`);
buildIfStale(['web', 'server'], log);
await buildPgliteTemplateIfStale(log);

const args = process.argv.slice(2);
const entry = args.includes('--cluster') ? 'dist/server/cluster.js' : 'dist/server/main.js';
// The server's V8 flags and malloc settings now, so main.js need not restart itself for them.
const { missingProcessSettings } = await import('../dist/server/lib/process-settings.js');
const missing = missingProcessSettings(process.execArgv, process.env);
const argv = [process.execPath, ...missing.flags, entry, ...args];
const env = { ...process.env, ...missing.env };
process.chdir(ROOT);
if (process.execve) {
  process.execve(process.execPath, argv, env);
} else {
  // No execve (Windows): run the server as a child and pass the signals on.
  const server = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
