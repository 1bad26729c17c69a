// `npm start`: build what is missing or stale, then run the server. No manual step.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const mtime = fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (mtime > latest) latest = mtime;
  }
  return latest;
};
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const sources = Math.max(
  newest(path.join(root, 'src')),
  builtAt(path.join(root, 'package-lock.json')),
  builtAt(path.join(root, 'vite.config.ts')),
);
const targets = [
  ['build:web', path.join(root, 'dist', 'web', 'index.html')],
  ['build:server', path.join(root, 'dist', 'server', 'main.js')],
];
for (const [script, output] of targets) {
  if (builtAt(output) >= sources) continue;
  console.log(`[start] ${script}: output missing or older than the sources, building…`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.utimesSync(output, new Date(), new Date());
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
