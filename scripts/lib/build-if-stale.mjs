// Builds the web site and/or the server when their output is missing or older than the sources
// (used by `npm start` and `npm run staff:create`). A fresh build is left alone, so a deployed,
// read-only checkout runs without writing to dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

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
const newestOf = (...dirs) => Math.max(...dirs.map((d) => newest(path.join(ROOT, d))));

const TARGETS = {
  web: () => [
    'build:web',
    path.join(ROOT, 'dist', 'web', 'index.html'),
    Math.max(
      newestOf('src/web', 'src/shared'),
      builtAt(path.join(ROOT, 'package-lock.json')),
      builtAt(path.join(ROOT, 'vite.config.ts')),
    ),
  ],
  server: () => [
    'build:server',
    path.join(ROOT, 'dist', 'server', 'main.js'),
    Math.max(newestOf('src/server', 'src/shared'), builtAt(path.join(ROOT, 'package-lock.json'))),
  ],
};

/** Builds each of `parts` ('web', 'server') that is stale; exits the process if a build fails. */
export function buildIfStale(parts, log = (line) => console.log(line)) {
  for (const part of parts) {
    const [script, output, sources] = TARGETS[part]();
    if (builtAt(output) >= sources) continue;
    log(`${script}: output missing or older than the sources, building…`);
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    fs.utimesSync(output, new Date(), new Date());
  }
}
