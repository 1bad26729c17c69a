// `npm start`: build what is missing or stale, then run the server. No manual step.
// `npm run start:cluster -- --processes N`: the same, as N processes on one port (cluster.ts).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // Tests do not change what is built.
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    const mtime = fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (mtime > latest) latest = mtime;
  }
  return latest;
};
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const newestOf = (...dirs) => Math.max(...dirs.map((d) => newest(path.join(root, d))));
const lockfile = builtAt(path.join(root, 'package-lock.json'));
const targets = [
  [
    'build:web',
    path.join(root, 'dist', 'web', 'index.html'),
    Math.max(
      newestOf('src/web', 'src/shared'),
      lockfile,
      builtAt(path.join(root, 'vite.config.ts')),
    ),
  ],
  [
    'build:server',
    path.join(root, 'dist', 'server', 'main.js'),
    Math.max(newestOf('src/server', 'src/shared'), lockfile),
  ],
];
for (const [script, output, sources] of targets) {
  if (builtAt(output) >= sources) continue;
  console.log(`[start] ${script}: output missing or older than the sources, building…`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.utimesSync(output, new Date(), new Date());
}

const args = process.argv.slice(2);
const entry = args.includes('--cluster') ? 'dist/server/cluster.js' : 'dist/server/main.js';
const server = spawn(process.execPath, ['--enable-source-maps', entry, ...args], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
