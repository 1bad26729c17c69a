// `npm run bench`: builds, runs every bench/*.bench.mjs, prints a table and writes
// bench/results.json as one flat object of named numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPgliteTemplateIfStale } from './lib/build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const only = process.argv.slice(2);

const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// What `npm start` makes after the build, so the first start measured is the one a user gets.
await buildPgliteTemplateIfStale();

const files = (await fs.readdir(benchDir))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const failed = [];
const resultsFile = path.join(benchDir, 'results.json');
const results = JSON.parse(await fs.readFile(resultsFile, 'utf8').catch(() => '{}'));
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const { default: run } = await import(pathToFileURL(path.join(benchDir, file)).href);
  try {
    const figures = await run();
    Object.assign(results, figures);
    console.table(figures);
  } catch (error) {
    // One broken bench must not hide the others' figures; the run still exits non-zero.
    failed.push(file);
    console.error(`✗ ${file} failed:`, error);
  }
}
await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log('\nAll figures (bench/results.json):');
console.table(Object.entries(results).map(([name, value]) => ({ name, value })));
if (failed.length > 0) {
  console.error(`\nFailed benches: ${failed.join(', ')}`);
  process.exitCode = 1;
}
