// `npm test`: every check, one stage after the other, each with its start and duration, and one
// summary line at the end, so that every CI log shows where the time went (issue 30). The first
// failing stage stops the run; the summary still names what ran.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['durability', 'npm run test:durability'],
  ['deploy', 'npm run test:deploy'],
  ['e2e', 'npm run test:e2e'],
];

const clock = () => new Date().toISOString().slice(11, 19);
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

const done = [];
const started = Date.now();
let failed = null;
for (const [name, command] of STAGES) {
  console.log(`\n[stage] ${name}: started ${clock()} UTC (${command})`);
  const t0 = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  const ms = Date.now() - t0;
  done.push(`${name} ${minutes(ms)}`);
  const ok = result.status === 0;
  console.log(`[stage] ${name}: ${ok ? 'passed' : 'FAILED'} in ${minutes(ms)}`);
  if (!ok) {
    failed = name;
    break;
  }
}
const verdict = failed ? `FAILED at ${failed}` : 'passed';
console.log(`\n[stages] ${verdict} in ${minutes(Date.now() - started)}: ${done.join(' · ')}`);
process.exit(failed ? 1 : 0);
