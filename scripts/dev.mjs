// `npm run dev`: the API (rebuilt on change by tsc --watch, restarted by node --watch) and Vite.
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });

spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
const children = [
  run('npx', ['tsc', '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput']),
  run('node', ['--watch', '--enable-source-maps', 'dist/server/main.js']),
  run('npx', ['vite']),
];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
