// `npm start`: build what is missing or stale, then run the server. No manual step.
// `npm run start:cluster -- --processes N`: the same, as N processes on one port (cluster.ts).
import { spawn } from 'node:child_process';
import { ROOT, buildIfStale } from './lib/build-if-stale.mjs';

buildIfStale(['web', 'server'], (line) => console.log(`[start] ${line}`));

const args = process.argv.slice(2);
const entry = args.includes('--cluster') ? 'dist/server/cluster.js' : 'dist/server/main.js';
const server = spawn(process.execPath, ['--enable-source-maps', entry, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
