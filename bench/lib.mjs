import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Starts `npm start` (or `npm run <script> -- <args>`) with the given environment; resolves
 * once /api/health answers ok.
 */
export async function startServer(env, { timeoutMs = 120_000, script, args = [] } = {}) {
  const started = performance.now();
  const command = script ? ['run', script, '--silent', '--', ...args] : ['start', '--silent'];
  const child = spawn('npm', command, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok && (await res.json()).status === 'ok') {
        return { child, readyMs: performance.now() - started, stop: () => stop(child) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  stop(child);
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

async function stop(child) {
  if (child.exitCode === null) {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  }
  // npm exits on the signal before the server has finished shutting down: wait for the whole
  // process group, so a database dropped next is not pulled from under the server's shutdown.
  for (let waited = 0; waited < 15_000 && groupAlive(child.pid); waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const MS_PER_CLOCK_TICK = 10; // Linux USER_HZ is 100 (getconf CLK_TCK)

/** CPU time (user + system, ms) of one process from /proc, 0 once it is gone. */
async function processCpuMs(pid) {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return { ms: 0, pgrp: -1 };
  // Fields after the command name: state ppid pgrp … utime (12th) stime (13th).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ms: (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK,
    pgrp: Number(fields[2]),
  };
}

/** CPU time (user + system, ms) used so far by every process of a process group. */
export async function processGroupCpuMs(pgid) {
  let ms = 0;
  for (const pid of await fs.readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const cpu = await processCpuMs(pid);
    if (cpu.pgrp === pgid) ms += cpu.ms;
  }
  return ms;
}

/** CPU time (ms) used so far by the PostgreSQL backends serving one database, by pid. */
export async function backendCpuMs(query, dbName) {
  const { rows } = await query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [dbName],
  );
  const byPid = new Map();
  for (const { pid } of rows) byPid.set(pid, (await processCpuMs(pid)).ms);
  return byPid;
}
