// Builds the web site and/or the server when their output is missing or older than the sources
// (used by `npm start` and `npm run staff:create`), and the PGlite template a first start
// unpacks. A fresh build is left alone, so a deployed, read-only checkout runs without writing
// to dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
      builtAt(path.join(ROOT, 'vite.ssr-public-pages.ts')),
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
    // A production build whatever NODE_ENV the server is started with: under
    // NODE_ENV=development Vite's React plugin would emit the development JSX runtime's calls
    // into a renderer bundled with React's production build, and every server render fail.
    const result = spawnSync('npm', ['run', '--silent', script], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    fs.utimesSync(output, new Date(), new Date());
  }
}

/**
 * Makes the PGlite template a first start unpacks (dist/pglite-template.tar.gz, decision 0043)
 * when it is missing or was made for other migrations or another PGlite; after the server's
 * build, which it runs. Exits the process if it fails.
 */
export async function buildPgliteTemplateIfStale(log = (line) => console.log(line)) {
  const template = path.join(ROOT, 'dist', 'server', 'db', 'pglite-template.js');
  const { usableTemplate } = await import(pathToFileURL(template).href);
  if (usableTemplate()) return;
  log('pglite template: missing or made for other migrations, building…');
  const build = pathToFileURL(path.join(ROOT, 'dist', 'server', 'db', 'pglite-template-build.js'));
  const result = spawnSync(
    process.execPath,
    [
      '--liftoff-only',
      '-e',
      `import(${JSON.stringify(build.href)}).then((m) => m.buildPgliteTemplate());`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
