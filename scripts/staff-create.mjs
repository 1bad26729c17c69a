// `npm run staff:create -- --email … --role admin|staff …`: builds the server only when it is
// stale (a deployed checkout is built once and may be read-only), then runs the command.
import { spawnSync } from 'node:child_process';
import { ROOT, buildIfStale } from './lib/build-if-stale.mjs';

buildIfStale(['server'], (line) => console.error(`[staff:create] ${line}`));
const result = spawnSync(
  process.execPath,
  ['dist/server/cli/staff-create.js', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
