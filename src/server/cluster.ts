import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { clusterProblems } from './cluster-check.js';
import { ConfigError } from './config.js';

/**
 * `npm run start:cluster -- --processes N`: N server processes sharing one port (node:cluster
 * hands each connection to a process in turn). Every process is the same `main.js`; they share
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), so any process can answer any request.
 */
function processCount(argv: string[]): number {
  const at = argv.indexOf('--processes');
  const value = at === -1 ? String(os.availableParallelism()) : argv[at + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new ConfigError([`--processes: must be a whole number from 1 to 64, got ${value}`]);
  }
  return count;
}

function start() {
  const count = processCount(process.argv);
  const problems = clusterProblems(process.env, count);
  if (problems.length > 0) throw new ConfigError(problems);
  cluster.setupPrimary({ exec: path.join(import.meta.dirname, 'main.js') });
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  const listened = new Set<number>();
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const reason = signal ?? `code ${code}`;
    if (!listened.has(worker.id)) {
      // It never started (bad configuration, database down): restarting would only loop.
      console.error(`[cluster] a server process failed to start (${reason}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    console.error(`[cluster] process ${worker.process.pid} ended (${reason}); starting another`);
    setTimeout(() => cluster.fork(), 1000);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
      cluster.on('exit', done);
      done();
    });
  }
  console.log(`[cluster] ${count} server processes on one port`);
}

try {
  start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
